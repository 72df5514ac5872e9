import { z } from 'zod';
import { validationKey } from './validation-keys';

/** Largest page any list call returns: every list is bounded. */
export const pageSizeMax = 100;
const pageSizeDefault = 10;

/**
 * ABP-style paging (the spec's calls send SkipCount and MaxResultCount). Coerced because GET
 * inputs arrive as query-string text.
 */
export const pagedInputSchema = z.object({
  SkipCount: z.coerce
    .number({ error: validationKey('page.invalidSkipCount') })
    .int({ error: validationKey('page.invalidSkipCount') })
    .min(0, { error: validationKey('page.invalidSkipCount') })
    .default(0),
  MaxResultCount: z.coerce
    .number({ error: validationKey('page.invalidPageSize') })
    .int({ error: validationKey('page.invalidPageSize') })
    .min(1, { error: validationKey('page.invalidPageSize') })
    .max(pageSizeMax, { error: validationKey('page.invalidPageSize') })
    .default(pageSizeDefault),
});

/** The time window a history list may be narrowed to (ISO times with an offset; the server's `historyPage` reads them). */
export const timeRange = {
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};

/** The `result` of a paged list: the total across pages and this page's items. */
export const pagedResultSchema = <T extends z.ZodType>(item: T) =>
  z.object({ totalCount: z.number().int().min(0), items: z.array(item) });

/**
 * A paged list endpoint's schemas: the paging input with the list's own filters (none unless
 * given) and a page of `item`.
 */
export const pagedList = <T extends z.ZodType, F extends z.ZodRawShape = Record<never, never>>(
  item: T,
  filters: F = {} as F,
) => ({ input: pagedInputSchema.extend(filters), result: pagedResultSchema(item) });
