import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { type Page, pageOfRows } from '../lib/page';
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

/**
 * A page of a table's rows newest first (by `createdAt`, ties by `tiebreak`, the id unless named),
 * read in one query with the count of all the rows `where` keeps.
 */
export async function newestFirstPage<T extends PgTable & { id: PgColumn; createdAt: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  q: { skip: number; take: number },
  tiebreak: PgColumn = table.id,
): Promise<Page<T['$inferSelect']>> {
  const rows = await db
    .select({ row: table as PgTable, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(tiebreak))
    .limit(q.take)
    .offset(q.skip);
  return pageOfRows(rows, (r) => r.row as T['$inferSelect']);
}

/**
 * The same page read in two queries, the count first: a page past the last row still tells how
 * many rows there are (newestFirstPage's count rides on the rows, so it answers 0 there).
 */
export async function countedNewestFirstPage<T extends PgTable & { id: PgColumn; createdAt: PgColumn }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  q: { skip: number; take: number },
): Promise<Page<T['$inferSelect']>> {
  const [total] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  const items = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .offset(q.skip)
    .limit(q.take);
  return { totalCount: total?.n ?? 0, items: items as T['$inferSelect'][] };
}

/** A page of a user's history of one wallet, of a coin and a status when asked for. */
export interface WalletHistoryQuery<S extends number = number> {
  userId: number;
  wallet: number;
  coin?: string;
  status?: S;
  skip: number;
  take: number;
}

/** A user's rows of one wallet (deposits, withdrawals), of the coin and status asked for, newest first. */
export function walletHistoryPage<
  T extends PgTable & {
    id: PgColumn;
    createdAt: PgColumn;
    userId: PgColumn;
    walletType: PgColumn;
    coin: PgColumn;
    status: PgColumn;
  },
>(db: Db, table: T, q: WalletHistoryQuery) {
  const where = and(
    eq(table.userId, q.userId),
    eq(table.walletType, q.wallet),
    q.coin ? eq(table.coin, q.coin) : undefined,
    q.status === undefined ? undefined : eq(table.status, q.status),
  );
  return newestFirstPage(db, table, where, q);
}

/**
 * Deletes up to `limit` quotes that expired before `before` and were never used (a used quote
 * stays: its order refers to it by `quote_id`); answers how many went.
 */
export async function purgeUnusedQuotes(
  db: Db,
  tables: { quotes: PgTable; orders: PgTable },
  before: Date,
  limit: number,
): Promise<number> {
  const gone = await db.execute(sql`
    delete from ${tables.quotes} where id in (
      select q.id from ${tables.quotes} q
      where q.expires_at < ${before.toISOString()}::timestamptz
        and not exists (select 1 from ${tables.orders} o where o.quote_id = q.id)
      limit ${limit})
    returning id`);
  return (gone as unknown as { rows: unknown[] }).rows.length;
}
