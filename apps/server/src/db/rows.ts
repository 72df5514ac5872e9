/**
 * The one row an `insert … returning` (or an update of one known row) gave back. None is a bug,
 * not a refusal: the statement either writes the row or throws.
 */
export function onlyRow<T>(rows: readonly T[], what = 'insert'): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}
