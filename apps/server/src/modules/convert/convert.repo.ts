import type { ExchangeStatus } from '@coffer/contract';
import { and, asc, eq, gte, lt, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { insertRow, lockOwnRow, newestFirstPage, purgeUnusedQuotes } from '../../db/rows';
import { convertOrders, convertPairs, convertQuotes } from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';

export type ConvertPairRow = typeof convertPairs.$inferSelect;
export type ConvertQuoteRow = typeof convertQuotes.$inferSelect;
export type ConvertOrderRow = typeof convertOrders.$inferSelect;

/** A page of one user's exchanges (conversions or limit orders): coin on either side, status, days. */
export interface ExchangeHistoryQuery extends HistoryPage {
  coin?: string;
  status?: ExchangeStatus;
}

/** The columns both exchange tables (convert_orders, convert_limit_orders) filter their history by. */
interface ExchangeColumns {
  userId: PgColumn;
  fromCoin: PgColumn;
  toCoin: PgColumn;
  status: PgColumn;
  createdAt: PgColumn;
}

/** The user's rows, of the coin (paid or received), status and days asked for; from inclusive, to not. */
export const exchangeHistoryWhere = (t: ExchangeColumns, q: ExchangeHistoryQuery & { userId: number }) =>
  and(
    eq(t.userId, q.userId),
    q.coin ? or(eq(t.fromCoin, q.coin), eq(t.toCoin, q.coin)) : undefined,
    q.status === undefined ? undefined : eq(t.status, q.status),
    q.from ? gte(t.createdAt, q.from) : undefined,
    q.to ? lt(t.createdAt, q.to) : undefined,
  );

/** Pair configuration changes rarely; a short cache keeps it off the path of every quote. */
const pairsCacheMs = 5000;

/**
 * The SQL of convert: pairs (cached briefly), quotes and orders. A table of short queries over one
 * database or transaction: its length is their number, not one long function.
 */
export function createConvertRepo(db: Db, now: () => Date = () => new Date()) {
  let cached: { at: number; list: ConvertPairRow[] } | undefined;

  async function pairs(): Promise<ConvertPairRow[]> {
    const t = now().getTime();
    if (cached && t - cached.at < pairsCacheMs && t >= cached.at) return cached.list;
    const list = await db
      .select()
      .from(convertPairs)
      .orderBy(asc(convertPairs.sort), asc(convertPairs.symbol));
    cached = { at: t, list };
    return list;
  }

  return {
    pairs,
    async pair(symbol: string) {
      return (await pairs()).find((p) => p.symbol === symbol);
    },
    /** The pair as it is now, uncached (execution re-checks that it is still enabled). */
    async pairNow(id: number) {
      const [row] = await db.select().from(convertPairs).where(eq(convertPairs.id, id));
      return row;
    },
    /** Forget the cache (after an operator changed a pair). */
    invalidate() {
      cached = undefined;
    },
    insertQuote: (row: typeof convertQuotes.$inferInsert) => insertRow(db, convertQuotes, row),
    /** The caller's own quote, locked until the transaction ends: one execution at a time. */
    lockQuote: (id: string, userId: number) => lockOwnRow(db, convertQuotes, id, userId),
    /** Deletes up to `limit` quotes that expired before `before` and were never executed. */
    purgeQuotes: (before: Date, limit: number) =>
      purgeUnusedQuotes(db, { quotes: convertQuotes, orders: convertOrders }, before, limit),
    async orderOfQuote(quoteId: string) {
      const [row] = await db.select().from(convertOrders).where(eq(convertOrders.quoteId, quoteId));
      return row;
    },
    insertOrder: (row: typeof convertOrders.$inferInsert) => insertRow(db, convertOrders, row),
    /** The caller's own order, by its id or by the quote it executed. */
    async ownOrder(userId: number, by: { orderId?: string; quoteId?: string }) {
      const [row] = await db
        .select()
        .from(convertOrders)
        .where(
          and(
            eq(convertOrders.userId, userId),
            by.orderId === undefined
              ? eq(convertOrders.quoteId, by.quoteId ?? '')
              : eq(convertOrders.id, by.orderId),
          ),
        );
      return row;
    },
    page: (q: ExchangeHistoryQuery & { userId: number }) =>
      newestFirstPage(db, convertOrders, exchangeHistoryWhere(convertOrders, q), q),
  };
}
export type ConvertRepo = ReturnType<typeof createConvertRepo>;
