// What a first visit downloads, from the web build's manifest (apps/web/dist/.vite/manifest.json):
// for each route, the entry chunk, the route's own chunk and every chunk they import statically
// (the ones the browser preloads), JS and CSS, in gzip bytes; and which of them carry zod.
// Usage: node scripts/bundle-weight.mjs [dist dir] [--json] [--check]. Seconds: it reads files,
// builds nothing. `--check` (the `budget` step of `npm test`) exits 1 when a route weighs more than
// its ceiling in bench/web-budgets.json.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The routes the budgets of issue 14 watch, by the modules the router loads for each: a signed-in
 * page comes through the table of signed-in pages (apps/web/src/app/signed-in-pages.ts), whose
 * chunk a first visit of it downloads too.
 */
export const watchedRoutes = {
  '/': ['src/app/routes/site/landing.tsx'],
  '/user/login': ['src/app/routes/auth/login.tsx'],
  '/assets': ['src/app/signed-in-pages.ts', 'src/app/routes/assets/overview.tsx'],
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
export function routeWeight(dist, manifest, routeModules) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const keys = staticClosure(manifest, entry);
  for (const routeModule of routeModules) {
    if (!manifest[routeModule]) throw new Error(`${routeModule} is not in the manifest`);
    staticClosure(manifest, routeModule, keys);
  }
  const files = new Map();
  for (const key of keys) {
    const chunk = manifest[key];
    for (const file of [chunk.file, ...(chunk.css ?? [])]) {
      if (files.has(file)) continue;
      const bytes = readFileSync(join(dist, file));
      files.set(file, {
        file,
        // The module it was built from: most files are named by their hash alone (vite.config.ts).
        source: chunk.src ?? chunk.name ?? key,
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
    Object.entries(watchedRoutes).map(([route, modules]) => [route, routeWeight(dist, manifest, modules)]),
  );
}

export function readBudgets() {
  return JSON.parse(readFileSync(join(root, 'bench/web-budgets.json'), 'utf8'));
}

/**
 * Each watched route against its limit: its ceiling (what the build weighed when last lowered)
 * while it has one, else its budget. A route over its limit is a failure, with the numbers.
 */
export function checkBudgets(weights, { pages, ceilings = {} }) {
  return Object.entries(weights).map(([route, w]) => {
    const kb = (w.js + w.css) / 1000;
    const budget = pages[route];
    const limit = ceilings[route] ?? budget;
    if (limit === undefined) throw new Error(`bench/web-budgets.json names no budget for ${route}`);
    return { route, kb, limit, budget, files: w.files.length, over: kb > limit };
  });
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const weights = bundleWeight(args.find((a) => !a.startsWith('--')));
  if (args.includes('--check')) {
    const rows = checkBudgets(weights, readBudgets());
    for (const r of rows)
      console.log(
        `${r.over ? 'OVER' : 'ok  '} ${r.route}: ${r.kb.toFixed(1)} kB gzip in ${r.files} files, limit ` +
          (r.limit === r.budget
            ? `${r.limit} kB (the budget)`
            : `${r.limit} kB (ceiling; budget ${r.budget} kB)`),
      );
    if (rows.some((r) => r.over)) {
      console.log(
        'A first visit grew past its limit (bench/web-budgets.json): see `node scripts/bundle-weight.mjs`.',
      );
      process.exitCode = 1;
    }
  } else if (args.includes('--json')) {
    console.log(JSON.stringify(weights, null, 2));
  } else {
    for (const [route, w] of Object.entries(weights)) {
      console.log(
        `${route}: ${kB(w.js + w.css)} gzip (JS ${kB(w.js)}, CSS ${kB(w.css)}) in ${w.files.length} files;` +
          ` chunks holding zod: ${kB(w.zod)}`,
      );
      for (const f of w.files.slice(0, 8))
        console.log(`  ${kB(f.gzip).padStart(9)}  ${f.file}  ${f.source}${f.zod ? '  (zod)' : ''}`);
    }
  }
}
