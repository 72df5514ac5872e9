import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInPages } from './signed-in-pages';

/** The keys the route tables name (`signedIn('…')`), from their source as shell.spec.ts reads it. */
const namedByRoutes = ['router.tsx', 'routes/merchant/merchant-routes.ts']
  .map((file) => readFileSync(join(import.meta.dirname, file), 'utf8'))
  .flatMap((source) => [...source.matchAll(/\bsignedIn\('([^']+)'\)/g)].map(([, key]) => key));

describe('the table of signed-in pages', () => {
  it('holds exactly the pages the route tables name, each once', () => {
    expect(new Set(namedByRoutes).size).toBe(namedByRoutes.length);
    expect([...namedByRoutes].sort()).toEqual(Object.keys(signedInPages).sort());
  });
});
