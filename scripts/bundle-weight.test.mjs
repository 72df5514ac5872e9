import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleWeight, checkBudgets, readBudgets, watchedRoutes } from './bundle-weight.mjs';

// A made-up build: an entry importing a shared chunk, each watched route with its own chunk, and a
// lazily loaded chunk that a first visit does not fetch.
const dist = mkdtempSync(join(tmpdir(), 'bundle-weight-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const noise = (n, seed) =>
  Array.from({ length: n }, (_, i) => ((i * 7919 + seed) % 9973).toString(36)).join('');
const write = (file, text) => writeFileSync(join(dist, file), text);
mkdirSync(join(dist, '.vite'), { recursive: true });
mkdirSync(join(dist, 'assets'), { recursive: true });
write('assets/entry.js', noise(20_000, 1));
write('assets/entry.css', noise(2000, 2));
write('assets/shared.js', noise(5000, 3));
write('assets/lazy.js', noise(50_000, 4));
const manifest = {
  'index.html': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/entry.css'],
    dynamicImports: ['lazy.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'lazy.tsx': { file: 'assets/lazy.js', isDynamicEntry: true },
};
// Each module a watched route loads (a signed-in page: the table of signed-in pages, then the page).
const routeModules = [...new Set(Object.values(watchedRoutes).flat())];
for (const [i, module] of routeModules.entries()) {
  write(`assets/route${i}.js`, noise(1000 * (i + 1), 10 + i));
  manifest[module] = { file: `assets/route${i}.js`, isDynamicEntry: true, imports: ['_shared.js'] };
}
write('.vite/manifest.json', JSON.stringify(manifest));

describe('bundleWeight', () => {
  it('sums the entry, the route and their static imports once each, not the lazy chunks', () => {
    const weights = bundleWeight(dist);
    expect(Object.keys(weights)).toEqual(Object.keys(watchedRoutes));
    const home = weights['/'];
    expect(home.files.map((f) => f.file).sort()).toEqual([
      'assets/entry.css',
      'assets/entry.js',
      'assets/route0.js',
      'assets/shared.js',
    ]);
    expect(home.js + home.css).toBe(home.files.reduce((total, f) => total + f.gzip, 0));
  });

  it('counts every module a route loads before it renders (a signed-in page and its table)', () => {
    const [table, page] = watchedRoutes['/assets'];
    const files = bundleWeight(dist)['/assets'].files.map((f) => f.file);
    expect(files).toContain(`assets/route${routeModules.indexOf(table)}.js`);
    expect(files).toContain(`assets/route${routeModules.indexOf(page)}.js`);
  });
});

describe('checkBudgets', () => {
  const weights = bundleWeight(dist);
  const kb = (route) => (weights[route].js + weights[route].css) / 1000;

  it('passes a build within its limits and fails the route that grew past one', () => {
    const pages = Object.fromEntries(Object.keys(watchedRoutes).map((r) => [r, Math.ceil(kb(r)) + 1]));
    expect(checkBudgets(weights, { pages }).every((r) => !r.over)).toBe(true);
    const tight = { ...pages, '/user/login': Math.floor(kb('/user/login') * 10) / 10 - 0.1 };
    const rows = checkBudgets(weights, { pages: tight });
    expect(rows.filter((r) => r.over).map((r) => r.route)).toEqual(['/user/login']);
  });

  it('holds a route still over its budget to its ceiling instead', () => {
    const pages = Object.fromEntries(Object.keys(watchedRoutes).map((r) => [r, 1]));
    const within = { '/': Math.ceil(kb('/')), '/user/login': 1000, '/assets': 1000 };
    expect(checkBudgets(weights, { pages, ceilings: within }).every((r) => !r.over)).toBe(true);
    const grown = { ...within, '/': Math.floor(kb('/') * 10) / 10 - 0.1 };
    const rows = checkBudgets(weights, { pages, ceilings: grown });
    expect(rows.filter((r) => r.over).map((r) => r.route)).toEqual(['/']);
    expect(rows[0]).toMatchObject({ limit: grown['/'], budget: 1 });
  });

  it('refuses a route the budgets file does not name', () => {
    expect(() => checkBudgets(weights, { pages: {} })).toThrow(/names no budget/);
  });

  it('reads the real budgets file: a ceiling only above its budget, where the build is still over it', () => {
    const { pages, ceilings = {} } = readBudgets();
    for (const route of Object.keys(watchedRoutes)) {
      expect(pages[route], route).toBeGreaterThan(0);
      if (ceilings[route] !== undefined) expect(ceilings[route], route).toBeGreaterThanOrEqual(pages[route]);
    }
  });
});
