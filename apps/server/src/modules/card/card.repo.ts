import { type P2pOrderStatus, p2pOrderStatus } from '@coffer/contract';
import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countedNewestFirstPage, insertRow, lockOwnRow, onlyRow, purgeUnusedQuotes } from '../../db/rows';
import { cardNoticeAcceptances, cardOrders, cardQuotes } from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';

export type CardQuoteRow = typeof cardQuotes.$inferSelect;
export type CardOrderRow = typeof cardOrders.$inferSelect;

const s = p2pOrderStatus.members;

/** A page of one user's card orders: of one kind (the quick-buy list), a status, a coin and days. */
export interface CardHistoryQuery extends HistoryPage {
  userId: number;
  kind?: 'card' | 'quick';
  status?: P2pOrderStatus;
  coin?: string;
}

/** The card area's SQL, bound to the root database or to a transaction. */
export function createCardRepo(db: Db) {
  return {
    /** Deletes up to `limit` quotes that expired before `before` and never became an order. */
    purgeQuotes: (before: Date, limit: number) =>
      purgeUnusedQuotes(db, { quotes: cardQuotes, orders: cardOrders }, before, limit),
    insertQuote: (row: typeof cardQuotes.$inferInsert) => insertRow(db, cardQuotes, row),
    /** The caller's own quote, locked until the transaction ends: one order per quote. */
    lockQuote: (id: string, userId: number) => lockOwnRow(db, cardQuotes, id, userId),
    async ownQuote(id: string, userId: number) {
      const [row] = await db
        .select()
        .from(cardQuotes)
        .where(and(eq(cardQuotes.id, id), eq(cardQuotes.userId, userId)));
      return row;
    },
    async quoteByTokenHash(hash: string, userId: number) {
      const [row] = await db
        .select()
        .from(cardQuotes)
        .where(and(eq(cardQuotes.quickTokenHash, hash), eq(cardQuotes.userId, userId)));
      return row;
    },
    async orderOfQuote(quoteId: string) {
      const [row] = await db.select().from(cardOrders).where(eq(cardOrders.quoteId, quoteId));
      return row;
    },
    insertOrder: (row: typeof cardOrders.$inferInsert) => insertRow(db, cardOrders, row),
    async setPayment(orderId: string, paymentId: string, at: Date) {
      await db.update(cardOrders).set({ paymentId, updatedAt: at }).where(eq(cardOrders.id, orderId));
    },
    /** The caller's own order, locked until the transaction ends. */
    lockOwnOrder: (id: string, userId: number) => lockOwnRow(db, cardOrders, id, userId),
    async ownOrder(id: string, userId: number) {
      const [row] = await db
        .select()
        .from(cardOrders)
        .where(and(eq(cardOrders.id, id), eq(cardOrders.userId, userId)));
      return row;
    },
    async order(id: string) {
      const [row] = await db.select().from(cardOrders).where(eq(cardOrders.id, id));
      return row;
    },
    /** An order by its id, locked (the crediting transaction and the job). */
    async lockOrder(id: string) {
      const [row] = await db.select().from(cardOrders).where(eq(cardOrders.id, id)).for('update');
      return row;
    },
    /** The order paid through this processor payment, locked: one notification applies at a time. */
    async lockByPayment(paymentId: string) {
      const [row] = await db
        .select()
        .from(cardOrders)
        .where(eq(cardOrders.paymentId, paymentId))
        .for('update');
      return row;
    },
    /** Orders still waiting for payment that were created at or before `before`, oldest first. */
    unpaidSince: (before: Date, limit: number) =>
      db
        .select()
        .from(cardOrders)
        .where(and(eq(cardOrders.status, s.pendingPayment), lte(cardOrders.createdAt, before)))
        .orderBy(asc(cardOrders.createdAt))
        .limit(limit),
    /**
     * Claims an order still waiting for payment: locked until the transaction ends, or undefined
     * when another process holds it or it has moved on (so two never act on it).
     */
    async claimWaiting(id: string) {
      const [row] = await db
        .select()
        .from(cardOrders)
        .where(and(eq(cardOrders.id, id), eq(cardOrders.status, s.pendingPayment)))
        .for('update', { skipLocked: true });
      return row;
    },
    async update(id: string, change: Partial<typeof cardOrders.$inferInsert>) {
      return onlyRow(
        await db.update(cardOrders).set(change).where(eq(cardOrders.id, id)).returning(),
        'update',
      );
    },
    history: (q: CardHistoryQuery) =>
      countedNewestFirstPage(
        db,
        cardOrders,
        and(
          eq(cardOrders.userId, q.userId),
          q.kind ? eq(cardOrders.kind, q.kind) : undefined,
          q.status === undefined ? undefined : eq(cardOrders.status, q.status),
          q.coin ? eq(cardOrders.coin, q.coin) : undefined,
          q.from ? gte(cardOrders.createdAt, q.from) : undefined,
          q.to ? lt(cardOrders.createdAt, q.to) : undefined,
        ),
        q,
      ),
    /**
     * What the user's card orders since `since` come to in USD (each at its own quote's USD rate, to 8 decimals):
     * those waiting for payment, captured or completed; failed and cancelled ones are not counted.
     */
    async usdPurchasedSince(userId: number, since: Date): Promise<string> {
      const [row] = await db
        .select({
          usd: sql<string>`coalesce(round(sum(${cardOrders.fiatAmount} / ${cardOrders.usdRate}), 8), 0)::text`,
        })
        .from(cardOrders)
        .where(
          and(
            eq(cardOrders.userId, userId),
            inArray(cardOrders.status, [s.pendingPayment, s.payingOut, s.paid]),
            gte(cardOrders.createdAt, since),
          ),
        );
      return row?.usd ?? '0';
    },
    async noticeAccepted(userId: number) {
      const [row] = await db
        .select()
        .from(cardNoticeAcceptances)
        .where(eq(cardNoticeAcceptances.userId, userId));
      return row !== undefined;
    },
    async acceptNotice(userId: number, at: Date) {
      await db.insert(cardNoticeAcceptances).values({ userId, acceptedAt: at }).onConflictDoNothing();
    },
    /**
     * Orders the reconciliation job looks at: captured but not credited (payingOut), and ones
     * still waiting on the processor since before `staleBefore` (a notification late or lost).
     */
    async unsettled(staleBefore: Date, limit: number) {
      const captured = await db
        .select()
        .from(cardOrders)
        .where(and(eq(cardOrders.status, s.payingOut), isNull(cardOrders.creditedAt)))
        .orderBy(asc(cardOrders.updatedAt))
        .limit(limit);
      const waiting = await db
        .select()
        .from(cardOrders)
        .where(and(inArray(cardOrders.status, [s.pendingPayment]), lt(cardOrders.updatedAt, staleBefore)))
        .orderBy(asc(cardOrders.updatedAt))
        .limit(limit);
      return [...captured, ...waiting.filter((o) => o.paymentId !== null)];
    },
  };
}
export type CardRepo = ReturnType<typeof createCardRepo>;
