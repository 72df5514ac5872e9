import { type ExchangeStatus, exchangeStatus } from '@coffer/contract';
import { and, asc, eq, gt, gte, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRow, lockOwnRow, newestFirstPage } from '../../db/rows';
import { convertLimitOrders } from '../../db/schema';
import type { Dec } from '../../lib/money';
import { type ExchangeHistoryQuery, exchangeHistoryWhere } from './convert.repo';

export type LimitOrderRow = typeof convertLimitOrders.$inferSelect;

const open = eq(convertLimitOrders.status, exchangeStatus.members.inProgress);

/**
 * The rows of limit orders; bound to the root database or to a transaction. A table of short
 * queries: its length is their number, not one long function.
 */
export function createLimitOrderRepo(db: Db) {
  return {
    insert: (row: typeof convertLimitOrders.$inferInsert) => insertRow(db, convertLimitOrders, row),
    /** The caller's own order, locked until the transaction ends. */
    lockOwn: (id: string, userId: number) => lockOwnRow(db, convertLimitOrders, id, userId),
    /**
     * Claims an order still in progress for the job: locked, or undefined when another process
     * holds it or it has moved on (so two processes never act on the same order).
     */
    async claimOpen(id: string) {
      const [row] = await db
        .select()
        .from(convertLimitOrders)
        .where(and(eq(convertLimitOrders.id, id), open))
        .for('update', { skipLocked: true });
      return row;
    },
    async finish(id: string, change: { status: ExchangeStatus; finishedAt: Date; toAmount?: string }) {
      const [saved] = await db
        .update(convertLimitOrders)
        .set(change)
        .where(eq(convertLimitOrders.id, id))
        .returning();
      if (!saved) throw new Error(`limit order ${id} vanished`);
      return saved;
    },
    /**
     * The live orders in progress of a pair whose limit the house's quoted price reaches: buys
     * limited at or above the buying price, sells at or below the selling price; oldest first.
     */
    async reached(q: { pairId: number; buyPrice: Dec; sellPrice: Dec; now: Date; limit: number }) {
      return db
        .select({ id: convertLimitOrders.id })
        .from(convertLimitOrders)
        .where(
          and(
            open,
            eq(convertLimitOrders.pairId, q.pairId),
            gt(convertLimitOrders.expiresAt, q.now),
            or(
              and(
                eq(convertLimitOrders.side, 'buy'),
                gte(convertLimitOrders.limitPrice, q.buyPrice.toFixed()),
              ),
              and(
                eq(convertLimitOrders.side, 'sell'),
                lte(convertLimitOrders.limitPrice, q.sellPrice.toFixed()),
              ),
            ),
          ),
        )
        .orderBy(asc(convertLimitOrders.createdAt))
        .limit(q.limit);
    },
    /** Orders in progress whose validity has ended (at `now` or before). */
    async expired(now: Date, limit: number) {
      return db
        .select({ id: convertLimitOrders.id })
        .from(convertLimitOrders)
        .where(and(open, lte(convertLimitOrders.expiresAt, now)))
        .orderBy(asc(convertLimitOrders.expiresAt))
        .limit(limit);
    },
    page: (q: ExchangeHistoryQuery & { userId: number }) =>
      newestFirstPage(db, convertLimitOrders, exchangeHistoryWhere(convertLimitOrders, q), q),
  };
}
export type LimitOrderRepo = ReturnType<typeof createLimitOrderRepo>;
