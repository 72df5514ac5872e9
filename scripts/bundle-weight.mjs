// What a first visit downloads, from the web build's manifest (apps/web/dist/.vite/manifest.json):
// for each route, the entry chunk, the route's own chunk and every chunk they import statically
// (the ones the browser preloads), JS and CSS, in gzip bytes; and which of them carry zod.
// Usage: node scripts/bundle-weight.mjs [dist dir] [--json]. Seconds: it reads files, builds nothing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The routes the budgets of issue 14 watch, by the module the router loads for each. */
export const watchedRoutes = {
  '/': 'src/app/routes/home/landing.tsx',
  '/user/login': 'src/app/routes/user/login.tsx',
  '/assets': 'src/app/routes/assets/overview.tsx',
};

/** zod 4 keeps each schema's internals under `_zod`: a chunk holding zod's code names it. */
const holdsZod = (code) => /\._zod\b/.test(code);

export function readManifest(dist) {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build with \`npm run build\` first`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest keys a module pulls in at once: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

/** Every file (JS and CSS) a first visit of a route fetches before it renders, with gzip bytes. */
export function routeWeight(dist, manifest, routeModule) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  if (!manifest[routeModule]) throw new Error(`${routeModule} is not in the manifest`);
  const keys = new Set([...staticClosure(manifest, entry), ...staticClosure(manifest, routeModule)]);
  const files = new Map();
  for (const key of keys) {
    const chunk = manifest[key];
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (files.has(file)) continue;
      const bytes = readFileSync(join(dist, file));
      files.set(file, {
        file,
        gzip: gzipSync(bytes, { level: 9 }).length,
        zod: file.endsWith('.js') && holdsZod(bytes.toString('utf8')),
      });
    }
  }
  const list = [...files.values()].sort((a, b) => b.gzip - a.gzip);
  const sum = (items) => items.reduce((total, f) => total + f.gzip, 0);
  return {
    files: list,
    js: sum(list.filter((f) => f.file.endsWith('.js'))),
    css: sum(list.filter((f) => f.file.endsWith('.css'))),
    zod: sum(list.filter((f) => f.zod)),
  };
}

export function bundleWeight(dist = join(root, 'apps/web/dist')) {
  const manifest = readManifest(dist);
  return Object.fromEntries(
    Object.entries(watchedRoutes).map(([route, module]) => [route, routeWeight(dist, manifest, module)]),
  );
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const weights = bundleWeight(args.find((a) => !a.startsWith('--')));
  if (args.includes('--json')) {
    console.log(JSON.stringify(weights, null, 2));
  } else {
    for (const [route, w] of Object.entries(weights)) {
      console.log(
        `${route}: ${kB(w.js + w.css)} gzip (JS ${kB(w.js)}, CSS ${kB(w.css)}) in ${w.files.length} files;` +
          ` chunks holding zod: ${kB(w.zod)}`,
      );
      for (const f of w.files.slice(0, 8))
        console.log(`  ${kB(f.gzip).padStart(9)}  ${f.file}${f.zod ? '  (zod)' : ''}`);
    }
  }
}
