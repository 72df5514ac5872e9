import type { QueryClient } from '@tanstack/react-query';

type Page<T> = { totalCount: number; items: T[] };

/**
 * A live event's row put into every cached page under `key` that shows it (matched by `same`);
 * false when no page had it, so the caller refetches the lists (a new row).
 */
export function patchPages<T>(qc: QueryClient, key: readonly unknown[], same: (row: T) => boolean, next: T) {
  let found = false;
  qc.setQueriesData<Page<T>>({ queryKey: key }, (page) => {
    if (!page?.items.some(same)) return page;
    found = true;
    return { ...page, items: page.items.map((row) => (same(row) ? next : row)) };
  });
  return found;
}
