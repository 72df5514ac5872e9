import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One composition root (docs/areas.md): every area's factory, `create<Area>Module`, is called once,
 * in `buildModules` (modules.ts), which the HTTP app, the job runner and the operator console share.
 * A second call elsewhere would build the area twice, with services, guards and jobs of its own.
 */
const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ts$/.test(name) && !name.includes('.test.'))
    .map((name) => join(dir, name));
}

/** The module factories a file calls, one entry per call. */
function factoryCalls(text: string): string[] {
  return [...text.matchAll(/\b(create\w+Module)\(/g)].map((m) => m[1] ?? '');
}

/** The files that call module factories, with the calls; `export function create…Module(` is no call. */
function callSites(): Map<string, string[]> {
  const sites = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8').replace(/export function create\w+Module\(/g, '');
    const calls = factoryCalls(text);
    if (calls.length > 0) sites.set(relative(src, file).split(sep).join('/'), calls);
  }
  return sites;
}

describe('the composition root', () => {
  it('tells a factory call from its declaration', () => {
    expect(factoryCalls('const kyc = add(createKycModule({ db }));')).toEqual(['createKycModule']);
    expect(factoryCalls('createKycGuard(db)')).toEqual([]);
  });

  it('is the only place that builds an area, and builds each once', () => {
    const sites = callSites();
    expect([...sites.keys()]).toEqual(['modules.ts']);
    const calls = sites.get('modules.ts') ?? [];
    expect(calls.filter((name, i) => calls.indexOf(name) !== i)).toEqual([]);
    const areas = readdirSync(join(src, 'modules'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(calls).toHaveLength(areas.length);
  });
});
