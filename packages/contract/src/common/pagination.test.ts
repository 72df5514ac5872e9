import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pagedInputSchema, pagedResultSchema, pageSizeMax } from './pagination';

describe('pagedInputSchema', () => {
  it('defaults to the first page of 10', () => {
    expect(pagedInputSchema.parse({})).toEqual({ SkipCount: 0, MaxResultCount: 10 });
  });

  it('reads query-string numbers', () => {
    expect(pagedInputSchema.parse({ SkipCount: '20', MaxResultCount: '100' })).toEqual({
      SkipCount: 20,
      MaxResultCount: pageSizeMax,
    });
  });

  it.each([
    [{ SkipCount: '-1' }, 'page.invalidSkipCount'],
    [{ SkipCount: '1.5' }, 'page.invalidSkipCount'],
    [{ SkipCount: 'abc' }, 'page.invalidSkipCount'],
    [{ MaxResultCount: '0' }, 'page.invalidPageSize'],
    [{ MaxResultCount: '101' }, 'page.invalidPageSize'],
  ])('rejects %j', (input, message) => {
    const result = pagedInputSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('pagedResultSchema', () => {
  it('wraps the item schema', () => {
    const schema = pagedResultSchema(z.object({ id: z.string() }));
    expect(schema.safeParse({ totalCount: 1, items: [{ id: 'a' }] }).success).toBe(true);
    expect(schema.safeParse({ totalCount: 1, items: [{ id: 1 }] }).success).toBe(false);
    expect(schema.safeParse({ totalCount: -1, items: [] }).success).toBe(false);
  });
});
