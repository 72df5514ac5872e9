import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * What a module offers others is its `<area>.module.ts` (docs/areas.md): the factory the composition
 * root calls, types and pure helpers. A repo factory there would let another area, the console or
 * the seed build the area's SQL a second time, beside the one the root built.
 */
const modulesDir = dirname(fileURLToPath(import.meta.url));

/** The value names a module file exports (declarations and re-exports; type-only ones left out). */
function exportedValues(text: string): string[] {
  const declared = [...text.matchAll(/export\s+(?:async\s+)?(?:function|const|let|class)\s+(\w+)/g)].map(
    (m) => m[1] ?? '',
  );
  const listed = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '' && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/).at(-1) ?? part),
  );
  return [...declared, ...listed];
}

const isRepoFactory = (name: string) => /^create\w*Repo$/.test(name);

describe('module entry points', () => {
  it('tells a repo factory among the exports', () => {
    const text = `export { createOtcRepo, type OtcRepo } from './otc.repo';
export type { CoinsRepo } from './coins.repo';
export function createOtcModule() {}`;
    expect(exportedValues(text).filter(isRepoFactory)).toEqual(['createOtcRepo']);
    expect(exportedValues(text)).toContain('createOtcModule');
  });

  it('exports no repo factory, in any module', () => {
    const offenders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => {
        const file = join(modulesDir, entry.name, `${entry.name}.module.ts`);
        const names = exportedValues(readFileSync(file, 'utf8')).filter(isRepoFactory);
        return names.map((name) => `${entry.name}.module.ts exports ${name}`);
      });
    expect(offenders).toEqual([]);
  });
});
