import {
  type AcceptorPairStatus,
  acceptorPairStatus,
  accountType,
  type OtcOrderKind,
  type OtcOrderStatus,
  type OtcSide,
  otcOrderStatus,
} from '@coffer/contract';
import { and, asc, eq, gte, lt, lte, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRow, lockOwnRow, newestFirstPage, purgeUnusedQuotes } from '../../db/rows';
import { acceptorConfigs, otcOrders, otcPairs, otcQuotes, users } from '../../db/schema';
import type { HistoryPage } from '../../lib/history-page';

export type OtcPairRow = typeof otcPairs.$inferSelect;
export type AcceptorConfigRow = typeof acceptorConfigs.$inferSelect;
export type OtcQuoteRow = typeof otcQuotes.$inferSelect;
export type OtcOrderRow = typeof otcOrders.$inferSelect;

export interface OrderFilter extends HistoryPage {
  symbol?: string;
  side?: OtcSide;
  status?: OtcOrderStatus;
  kind?: OtcOrderKind;
}

/**
 * The SQL of OTC: pairs, acceptors' configs as offers, quotes and orders. A table of short queries
 * over one database or transaction: its length is their number, not one long function.
 */
export function createOtcRepo(db: Db) {
  return {
    async pairs(): Promise<OtcPairRow[]> {
      return db.select().from(otcPairs).orderBy(asc(otcPairs.sort), asc(otcPairs.symbol));
    },
    async pair(symbol: string) {
      const [row] = await db.select().from(otcPairs).where(eq(otcPairs.symbol, symbol));
      return row;
    },
    async pairById(id: number) {
      const [row] = await db.select().from(otcPairs).where(eq(otcPairs.id, id));
      return row;
    },
    /**
     * The enabled configs of a pair whose owners are still acceptors, but not the caller's own
     * (an acceptor never trades with itself), oldest first.
     */
    async offers(pairId: number, exceptUserId: number) {
      return db
        .select({ config: acceptorConfigs, uid: users.uid, name: users.name })
        .from(acceptorConfigs)
        .innerJoin(users, eq(users.id, acceptorConfigs.acceptorId))
        .where(
          and(
            eq(acceptorConfigs.pairId, pairId),
            eq(acceptorConfigs.status, acceptorPairStatus.members.enabled as AcceptorPairStatus),
            eq(users.accountType, accountType.members.acceptor),
            ne(acceptorConfigs.acceptorId, exceptUserId),
          ),
        )
        .orderBy(asc(acceptorConfigs.id));
    },
    async config(id: number) {
      const [row] = await db.select().from(acceptorConfigs).where(eq(acceptorConfigs.id, id));
      return row;
    },
    async party(userId: number) {
      const [row] = await db
        .select({ uid: users.uid, name: users.name, accountType: users.accountType })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },
    insertQuote: (row: typeof otcQuotes.$inferInsert) => insertRow(db, otcQuotes, row),
    /** The caller's own quote, locked until the transaction ends: one order per quote at a time. */
    lockQuote: (id: string, userId: number) => lockOwnRow(db, otcQuotes, id, userId),
    async orderOfQuote(quoteId: string) {
      const [row] = await db.select().from(otcOrders).where(eq(otcOrders.quoteId, quoteId));
      return row;
    },
    insertOrder: (row: typeof otcOrders.$inferInsert) => insertRow(db, otcOrders, row),
    /** An order locked until the transaction ends, only if it is `acceptorId`'s when one is named. */
    async lockOrder(id: string, acceptorId?: number) {
      const [row] = await db
        .select()
        .from(otcOrders)
        .where(
          and(
            eq(otcOrders.id, id),
            acceptorId === undefined ? undefined : eq(otcOrders.acceptorId, acceptorId),
          ),
        )
        .for('update');
      return row;
    },
    async setStatus(id: string, status: OtcOrderStatus, at: Date) {
      const [row] = await db
        .update(otcOrders)
        .set({ status, resolvedAt: at, updatedAt: at })
        .where(eq(otcOrders.id, id))
        .returning();
      if (!row) throw new Error(`order ${id} vanished`);
      return row;
    },
    /** An order seen by one of its two parties. */
    async partyOrder(id: string, userId: number) {
      const [row] = await db
        .select()
        .from(otcOrders)
        .where(and(eq(otcOrders.id, id), or(eq(otcOrders.userId, userId), eq(otcOrders.acceptorId, userId))));
      return row;
    },
    async order(id: string) {
      const [row] = await db.select().from(otcOrders).where(eq(otcOrders.id, id));
      return row;
    },
    /** Orders still awaiting an answer whose window ended at or before `now`, oldest first. */
    async dueOrderIds(now: Date, limit: number) {
      const rows = await db
        .select({ id: otcOrders.id })
        .from(otcOrders)
        .where(
          and(eq(otcOrders.status, otcOrderStatus.members.awaitingAcceptor), lte(otcOrders.answerBy, now)),
        )
        .orderBy(asc(otcOrders.answerBy))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    /** Deletes up to `limit` quotes that expired before `before` and were never used. */
    purgeQuotes: (before: Date, limit: number) =>
      purgeUnusedQuotes(db, { quotes: otcQuotes, orders: otcOrders }, before, limit),
    /** A page of orders, newest first: the ones a user placed, or the ones placed against an acceptor. */
    page(party: { userId: number } | { acceptorId: number }, q: OrderFilter) {
      return newestFirstPage(
        db,
        otcOrders,
        and(
          'userId' in party ? eq(otcOrders.userId, party.userId) : eq(otcOrders.acceptorId, party.acceptorId),
          q.symbol ? eq(otcOrders.symbol, q.symbol) : undefined,
          q.side ? eq(otcOrders.side, q.side) : undefined,
          q.status === undefined ? undefined : eq(otcOrders.status, q.status),
          q.kind === undefined ? undefined : eq(otcOrders.kind, q.kind),
          q.from ? gte(otcOrders.createdAt, q.from) : undefined,
          q.to ? lt(otcOrders.createdAt, q.to) : undefined,
        ),
        q,
      );
    },
  };
}
export type OtcRepo = ReturnType<typeof createOtcRepo>;
