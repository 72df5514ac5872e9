import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * The one row an `insert … returning` (or an update of one known row) gave back. None is a bug,
 * not a refusal: the statement either writes the row or throws.
 */
export function onlyRow<T>(rows: readonly T[], what = 'insert'): T {
  const [row] = rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

/** Inserts one row and answers it as stored (with its defaults). */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  row: PgInsertValue<T>,
): Promise<T['$inferSelect']> {
  return onlyRow((await db.insert(table).values(row).returning()) as T['$inferSelect'][]);
}

/**
 * A user's own row by its id, locked until the transaction ends (one writer at a time); undefined
 * when there is none or it is someone else's: the caller refuses both alike.
 */
export async function lockOwnRow<T extends PgTable & { id: PgColumn; userId: PgColumn }>(
  db: Db,
  table: T,
  id: string,
  userId: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .for('update');
  return row as T['$inferSelect'] | undefined;
}
