import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers, so each page loads only its own code and a change stays in one place:
 * shared (components, hooks, lib, config) → domain → features → app. A feature never imports
 * another feature (compose them in app/routes, share through domain); domain never imports a
 * feature; the shared layer imports neither.
 */
const src = dirname(fileURLToPath(import.meta.url));
const sharedLayer = ['components', 'hooks', 'lib', 'config'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name));
}

/** The relative imports of a file (static, re-exports and dynamic), as paths below src. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((m) =>
    relative(src, resolve(dirname(file), m[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

/** Where a path below src sits: its layer and, for a feature, which one. */
function place(path: string): { layer: string; feature?: string } {
  const [top, second] = path.split('/');
  if (top === 'features') return { layer: 'features', feature: second };
  return { layer: sharedLayer.includes(top ?? '') ? 'shared' : (top ?? '') };
}

/** Why an import from `from` to `to` breaks the layering, or null when it does not. */
function layerViolation(from: string, to: string): string | null {
  const a = place(from);
  const b = place(to);
  if (a.layer === 'features' && b.layer === 'features' && a.feature !== b.feature)
    return `feature ${a.feature} imports feature ${b.feature}`;
  if (a.layer === 'domain' && (b.layer === 'features' || b.layer === 'app'))
    return `domain imports ${b.layer}`;
  // A shell test may mount the app's overlay hosts around the shared piece it tests.
  const shellTest = from.includes('.test.') && b.layer === 'app';
  if (a.layer === 'shared' && ['domain', 'features', 'app'].includes(b.layer) && !shellTest)
    return `the shared layer imports ${b.layer}`;
  return null;
}

/**
 * Why an import of the contract is not for the web app: the root entry and the registry hold every
 * area's schemas, which would all load with the app shell; a page imports its areas by name.
 */
function contractImportViolation(specifier: string): string | null {
  if (specifier === '@coffer/contract')
    return 'imports the whole contract (import an area: @coffer/contract/<area>)';
  if (specifier === '@coffer/contract/registry') return 'imports the server-only registry';
  return null;
}

/** The package specifiers of a file's imports (static, re-exports, dynamic and vi.mock). */
function packageImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)['"]([^'".][^'"]*)['"]/g),
  ];
  return specifiers.map((m) => m[1] ?? '');
}

describe('web layers', () => {
  it('tells a feature importing another feature, and domain or shared code importing upwards', () => {
    expect(layerViolation('features/assets/a.ts', 'features/kyc/b.ts')).toMatch(/feature assets imports/);
    expect(layerViolation('features/assets/a.ts', 'features/assets/api/b.ts')).toBeNull();
    expect(layerViolation('domain/money/a.ts', 'features/assets/b.ts')).toMatch(/domain imports/);
    expect(layerViolation('lib/a.ts', 'domain/money/b.ts')).toMatch(/shared layer/);
    expect(layerViolation('lib/a.ts', 'app/b.tsx')).toMatch(/shared layer/);
    expect(layerViolation('lib/a.test.ts', 'app/b.tsx')).toBeNull();
    expect(layerViolation('app/routes/a.tsx', 'features/kyc/b.ts')).toBeNull();
    expect(layerViolation('features/kyc/a.ts', 'domain/forms/b.ts')).toBeNull();
  });

  it('holds for every file of apps/web/src', () => {
    const broken = sourceFiles(src).flatMap((file) => {
      const from = relative(src, file).split(sep).join('/');
      return importsOf(file).flatMap((to) => {
        const why = layerViolation(from, to);
        return why ? [`${from} → ${to}: ${why}`] : [];
      });
    });
    expect(broken).toEqual([]);
  });

  it('tells a web import of the whole contract or its registry from an area import', () => {
    expect(contractImportViolation('@coffer/contract')).toMatch(/whole contract/);
    expect(contractImportViolation('@coffer/contract/registry')).toMatch(/registry/);
    expect(contractImportViolation('@coffer/contract/withdrawals')).toBeNull();
    expect(contractImportViolation('@coffer/contract/common')).toBeNull();
  });

  it('imports the contract only by area, in every file of apps/web/src and apps/web/test', () => {
    const files = [...sourceFiles(src), ...sourceFiles(join(src, '../test'))];
    const broken = files.flatMap((file) =>
      packageImportsOf(file).flatMap((specifier) => {
        const why = contractImportViolation(specifier);
        return why ? [`${relative(src, file).split(sep).join('/')}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
