import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A contract area reaches another only through its entry point (`../assets`, never
 * `../assets/assets.schemas`), so an area may rearrange its files without breaking another, and
 * the entry point says what an area offers. `common` is the shared kernel every area builds on, not
 * an area: its files are imported by name. Tests may import what they check.
 */
const src = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ts$/.test(name) && !name.includes('.test.'))
    .map((name) => join(dir, name));
}

/** Why an import from `from` to `to` (paths below src, without extension) passes by an entry point, or null. */
function areaImportViolation(from: string, to: string): string | null {
  const [fromArea] = from.split('/');
  const [toArea, ...rest] = to.split('/');
  if (toArea === fromArea || toArea === 'common' || rest.length === 0) return null;
  if (rest.length === 1 && rest[0] === 'index') return null;
  return `${from} imports ${to}: import the area's entry point ('${toArea}')`;
}

/** The relative imports of a file (static, re-exports and dynamic), as paths below src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((m) =>
    relative(src, resolve(dirname(file), m[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

describe('contract areas', () => {
  it('tells an import of another area’s file from one of its entry point', () => {
    expect(areaImportViolation('convert/convert.schemas', 'assets/assets.schemas')).toMatch(/entry point/);
    expect(areaImportViolation('merchant/report/report.schemas', 'assets/assets.enums')).toMatch(/entry/);
    expect(areaImportViolation('convert/convert.schemas', 'assets')).toBeNull();
    expect(areaImportViolation('convert/convert.schemas', 'assets/index')).toBeNull();
    expect(areaImportViolation('convert/convert.schemas', 'common/money')).toBeNull();
    expect(areaImportViolation('merchant/report/report.schemas', 'merchant/merchant.enums')).toBeNull();
  });

  it('import one another only through their entry points', () => {
    const broken = sourceFiles(src).flatMap((file) => {
      const from = relative(src, file).split(sep).join('/');
      if (!from.includes('/')) return [];
      return importsOf(file).flatMap((to) => {
        const why = areaImportViolation(from.replace(/\.ts$/, ''), to);
        return why ? [why] : [];
      });
    });
    expect(broken).toEqual([]);
  });
});
