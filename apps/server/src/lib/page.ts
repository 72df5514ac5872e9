/** A page of a list: how many there are in all, and the ones on this page. */
export interface Page<T> {
  totalCount: number;
  items: T[];
}

/** The same page with each item shown as `view` shows it (a row as the wire has it). */
export const mapPage = <T, U>(page: Page<T>, view: (item: T) => U): Page<U> => ({
  totalCount: page.totalCount,
  items: page.items.map(view),
});

/** A page read in one query: each row carries the count of all (`count(*) over ()` as `total`). */
export const pageOfRows = <R extends { total: number | string }, T>(
  rows: R[],
  item: (row: R) => T,
): Page<T> => ({ totalCount: Number(rows[0]?.total ?? 0), items: rows.map(item) });
