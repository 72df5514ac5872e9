// Two server bundles, alternately, on one fixture: the server's own CPU ms per answered request of
// `Assets/GetAssets` and `Transfer/Transfer` for each, round after round. On a shared machine this is
// the comparable figure (runs hours apart are not): build the old bundle from another worktree.
//   npx tsx bench/side-by-side.ts <old server.mjs> <new server.mjs> [--pglite] [--rounds N] [--users N]
//     [--cpu-prof <dir>]   each server writes a CPU profile (node --cpu-prof) of its whole run there
//     [--workloads transfers]   only these loads (reads,transfers by default)
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createFixture } from './lib/fixture';
import { runHttpLoad } from './lib/http-load';
import { fixed, out } from './lib/out';
import { createPgliteFixture, type ServedFixture } from './lib/pglite-fixture';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pglite: { type: 'boolean', default: false },
    rounds: { type: 'string', default: '2' },
    users: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '64' },
    'cpu-prof': { type: 'string' },
    /** Which loads, in order: reads, transfers (a profile of one workload runs only it). */
    workloads: { type: 'string', default: 'reads,transfers' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '9510' },
  },
});
const bundles = positionals;
if (bundles.length < 1) throw new Error('usage: side-by-side.ts <server.mjs> [<server.mjs> …] [--pglite]');
const seconds = Number(values.seconds);
const workloads = values.workloads
  .split(',')
  .filter((w): w is 'reads' | 'transfers' => /^(reads|transfers)$/.test(w));
const connections = Number(values.connections);
const argsFor = (bundle: string, label: string) =>
  values['cpu-prof']
    ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof'], '--cpu-prof-name', `${label}.cpuprofile`, bundle]
    : [bundle];

async function load(f: ServedFixture, kind: 'reads' | 'transfers', label: string, s: number) {
  let n = 0;
  return runHttpLoad({
    label,
    url: f.server.url,
    serverPid: f.server.child.pid,
    method: kind === 'reads' ? 'GET' : 'POST',
    connections,
    seconds: s,
    next: (): { path: string; headers: Record<string, string>; body?: string } => {
      const u = (n++ % f.users) + 1;
      if (kind === 'reads')
        return {
          path: '/api/services/app/Assets/GetAssets?walletType=0',
          headers: { authorization: f.auth(u) },
        };
      return {
        path: '/api/services/app/Transfer/Transfer',
        headers: { authorization: f.auth(u), 'content-type': 'application/json' },
        body: JSON.stringify({
          coin: 'USDT',
          amount: '0.01',
          fromWalletType: 0,
          toWalletType: 1,
          requestId: randomUUID().replaceAll('-', ''),
        }),
      };
    },
  });
}

const options = { users: Number(values.users), port: Number(values.port) };
const f = values.pglite ? await createPgliteFixture(options) : await createFixture(options);
out(
  `${values.pglite ? 'PGlite' : 'PostgreSQL'}, ${options.users} users, ${connections} connections, ${seconds} s per phase`,
);
out('round  bundle  workload    CPU ms/req   req/s    p99 ms  errors');
try {
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const [i, bundle] of bundles.entries()) {
      await f.restart(argsFor(bundle, `r${round}-b${i + 1}-${Date.now()}`));
      await load(f, 'transfers', 'warm-up', 2);
      for (const kind of workloads) {
        const r = await load(f, kind, kind, seconds);
        out(
          `${String(round).padEnd(6)} ${String(i + 1).padEnd(7)} ${kind.padEnd(11)} ${fixed(r.serverCpuMsPerRequest ?? Number.NaN, 3).padStart(10)} ${fixed(r.perSecond, 0).padStart(7)} ${fixed(r.p99Ms, 0).padStart(9)} ${String(r.errors).padStart(7)}`,
        );
      }
    }
  }
} finally {
  await f.close();
}
