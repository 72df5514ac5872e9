// Reads CPU profiles of the server (node --cpu-prof, e.g. from side-by-side.ts --cpu-prof) and prints
// the share of the process's busy samples per phase of a request. A sample belongs to the first phase
// in the list below that any frame of its stack belongs to (so a socket write made by the database
// driver counts as a query, the JSON parse of a query's answer too); idle time is left out.
//   npx tsx bench/profile-phases.ts [--last <seconds>] <file.cpuprofile> [<file.cpuprofile> …]
// --last: only the samples of the profile's last seconds (the load, not the server's start-up).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { out } from './lib/out';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

type Frame = ProfileNode['callFrame'];
const inPackage = (f: Frame, ...names: string[]) => names.some((n) => f.url.includes(`/node_modules/${n}/`));

/** Phases in order of precedence: a stack is the first one any of its frames matches. */
const phases: [name: string, matches: (f: Frame) => boolean][] = [
  ['garbage collection', (f) => f.functionName === '(garbage collector)'],
  [
    'queries (driver, SQL building, PGlite)',
    (f) => inPackage(f, 'pg', 'pg-protocol', 'pg-pool', 'drizzle-orm', '@electric-sql/pglite'),
  ],
  ['auth (JWT check)', (f) => inPackage(f, 'fast-jwt', 'jose')],
  ['compression', (f) => f.url === 'node:zlib' || inPackage(f, '@fastify/compress')],
  ['logging', (f) => inPackage(f, 'pino', 'sonic-boom', 'pino-std-serializers')],
  ['headers (helmet)', (f) => inPackage(f, 'helmet', '@fastify/helmet')],
  ['serialisation (answer)', (f) => /serializ|stringify/i.test(f.functionName) && !f.url.includes('pg')],
  ['validation (zod)', (f) => inPackage(f, 'zod', 'fastify-type-provider-zod')],
  [
    'HTTP parse (request line, headers, body)',
    (f) =>
      f.url === 'node:_http_common' ||
      f.url === 'node:_http_server' ||
      inPackage(f, 'secure-json-parse') ||
      (inPackage(f, 'fastify') && /contentTypeParser|rawBody|parse/i.test(f.functionName)),
  ],
  [
    'HTTP answer (Fastify send, socket write)',
    (f) => f.url === 'node:_http_outgoing' || f.url === 'node:net',
  ],
  ['handler (our code)', (f) => /\/dist\/(server|chunk-[^/]+)\.mjs$/.test(f.url)],
  ['Fastify routing and hooks', (f) => inPackage(f, 'fastify', 'avvio', 'find-my-way', 'light-my-request')],
];

function shares(profile: Profile, lastSeconds: number): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const phaseOf = new Map<number, string>();
  const classify = (leaf: number): string => {
    const known = phaseOf.get(leaf);
    if (known) return known;
    const stack: Frame[] = [];
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node) stack.push(node.callFrame);
    }
    const leafName = stack[0]?.functionName;
    const phase =
      leafName === '(idle)'
        ? 'idle'
        : (phases.find(([, matches]) => stack.some(matches))?.[0] ??
          (leafName === '(program)' ? 'native, unattributed' : 'other (Node internals)'));
    phaseOf.set(leaf, phase);
    return phase;
  };
  const time = new Map<string, number>();
  const total = profile.timeDeltas.reduce((a, b) => a + b, 0);
  const from = lastSeconds > 0 ? total - lastSeconds * 1e6 : Number.NEGATIVE_INFINITY;
  let at = 0;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from) return;
    const phase = classify(id);
    time.set(phase, (time.get(phase) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  time.delete('idle');
  return time;
}

const { values, positionals: files } = parseArgs({
  allowPositionals: true,
  options: { last: { type: 'string' } },
});
if (files.length === 0) throw new Error('usage: profile-phases.ts [--last <seconds>] <file.cpuprofile> …');
const results = files.map((file) =>
  shares(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(values.last ?? 0)),
);
const names = [...phases.map(([name]) => name), 'native, unattributed', 'other (Node internals)'];
out(['phase'.padEnd(44), ...files.map((f) => basename(f).slice(0, 18).padStart(19))].join(''));
for (const name of names)
  out(
    [
      name.padEnd(44),
      ...results.map((r) => {
        const busy = [...r.values()].reduce((a, b) => a + b, 0);
        return `${(((r.get(name) ?? 0) / busy) * 100).toFixed(1)} %`.padStart(19);
      }),
    ].join(''),
  );
out(
  [
    'busy CPU s'.padEnd(44),
    ...results.map((r) => ([...r.values()].reduce((a, b) => a + b, 0) / 1e6).toFixed(1).padStart(19)),
  ].join(''),
);
