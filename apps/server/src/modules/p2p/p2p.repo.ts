import {
  complaintProcessingStatus,
  type P2pOrderStatus,
  p2pAdStatus,
  p2pOrderStatus,
} from '@coffer/contract';
import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { countedNewestFirstPage, insertRow, onlyRow } from '../../db/rows';
import { p2pAds, p2pAppeals, p2pOrders, p2pPaymentMethods, users } from '../../db/schema';

export type P2pAdRow = typeof p2pAds.$inferSelect;
export type P2pOrderRow = typeof p2pOrders.$inferSelect;
export type P2pAppealRow = typeof p2pAppeals.$inferSelect;
export type PaymentMethodRow = typeof p2pPaymentMethods.$inferSelect;

const s = p2pOrderStatus.members;
const openStatuses: P2pOrderStatus[] = [
  s.awaitingUserPayment,
  s.awaitingDealerPayment,
  s.awaitingDealerConfirmation,
  s.awaitingUserConfirmation,
];

/** P2P's tables, as a table of short queries; bound to the database or to a transaction. */
export function createP2pRepo(db: Db) {
  return {
    /** The user's name and KYC state, and whether they are a dealer (account type 6). */
    party: async (userId: number) =>
      (
        await db
          .select({ id: users.id, uid: users.uid, name: users.name, accountType: users.accountType })
          .from(users)
          .where(eq(users.id, userId))
      )[0],

    // Payment methods.
    activeMethods: (userId: number) =>
      db
        .select()
        .from(p2pPaymentMethods)
        .where(and(eq(p2pPaymentMethods.userId, userId), eq(p2pPaymentMethods.active, true)))
        .orderBy(asc(p2pPaymentMethods.id)),
    method: async (id: number) =>
      (await db.select().from(p2pPaymentMethods).where(eq(p2pPaymentMethods.id, id)))[0],
    insertMethod: (row: typeof p2pPaymentMethods.$inferInsert) => insertRow(db, p2pPaymentMethods, row),
    deactivateMethod: (id: number, at: Date) =>
      db.update(p2pPaymentMethods).set({ active: false, updatedAt: at }).where(eq(p2pPaymentMethods.id, id)),
    openOrdersPayingTo: async (methodId: number) =>
      (
        await db
          .select({ n: count() })
          .from(p2pOrders)
          .where(and(eq(p2pOrders.payeeMethodId, methodId), inArray(p2pOrders.status, openStatuses)))
      )[0]?.n ?? 0,

    // Ads.
    marketAds: (q: { side: 'buy' | 'sell'; coin: string; fiat: string }) =>
      db
        .select()
        .from(p2pAds)
        .where(
          and(
            eq(p2pAds.side, q.side),
            eq(p2pAds.coin, q.coin),
            eq(p2pAds.fiat, q.fiat),
            eq(p2pAds.status, p2pAdStatus.members.active),
            sql`${p2pAds.available} > 0`,
          ),
        )
        // Sorted by price by the caller: a floating ad's price is known only once the reference is read.
        .orderBy(asc(p2pAds.id)),
    /** Every active ad with something left: the pairs, sides and channels users can trade now. */
    liveAds: () =>
      db
        .select({ side: p2pAds.side, coin: p2pAds.coin, fiat: p2pAds.fiat, channels: p2pAds.channels })
        .from(p2pAds)
        .where(and(eq(p2pAds.status, p2pAdStatus.members.active), sql`${p2pAds.available} > 0`)),
    dealerAds: (dealerId: number) =>
      db.select().from(p2pAds).where(eq(p2pAds.dealerId, dealerId)).orderBy(asc(p2pAds.id)),
    ad: async (id: number) => (await db.select().from(p2pAds).where(eq(p2pAds.id, id)))[0],
    lockAd: async (id: number) => (await db.select().from(p2pAds).where(eq(p2pAds.id, id)).for('update'))[0],
    insertAd: (row: typeof p2pAds.$inferInsert) => insertRow(db, p2pAds, row),
    updateAd: async (id: number, set: Partial<typeof p2pAds.$inferInsert>) =>
      onlyRow(await db.update(p2pAds).set(set).where(eq(p2pAds.id, id)).returning(), 'update'),
    /** Per ad: the crypto its open orders hold (they give it back to the ad if cancelled). */
    heldByAds: (adIds: number[]) =>
      adIds.length === 0
        ? Promise.resolve([])
        : db
            .select({ adId: p2pOrders.adId, held: sql<string>`sum(${p2pOrders.quantity})` })
            .from(p2pOrders)
            .where(and(inArray(p2pOrders.adId, adIds), inArray(p2pOrders.status, openStatuses)))
            .groupBy(p2pOrders.adId),
    addAvailable: (id: number, delta: string) =>
      db
        .update(p2pAds)
        .set({ available: sql`${p2pAds.available} + ${delta}::numeric` })
        .where(eq(p2pAds.id, id)),
    /** Per dealer: completed and ended orders, and the average seconds from paid to released. */
    dealerRecords: (dealerIds: number[]) =>
      dealerIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              dealerId: p2pOrders.dealerId,
              completed: sql<number>`count(*) filter (where ${p2pOrders.status} = ${s.completed})::int`,
              ended: sql<number>`count(*) filter (where ${p2pOrders.endedAt} is not null)::int`,
              releaseSeconds: sql<
                string | null
              >`avg(extract(epoch from ${p2pOrders.endedAt} - ${p2pOrders.paidAt})) filter (where ${p2pOrders.status} = ${s.completed})`,
            })
            .from(p2pOrders)
            .where(inArray(p2pOrders.dealerId, dealerIds))
            .groupBy(p2pOrders.dealerId),

    // Orders.
    insertOrder: (row: typeof p2pOrders.$inferInsert) => insertRow(db, p2pOrders, row),
    order: async (id: string) => (await db.select().from(p2pOrders).where(eq(p2pOrders.id, id)))[0],
    lockOrder: async (id: string) =>
      (await db.select().from(p2pOrders).where(eq(p2pOrders.id, id)).for('update'))[0],
    updateOrder: async (id: string, set: Partial<typeof p2pOrders.$inferInsert>) =>
      onlyRow(await db.update(p2pOrders).set(set).where(eq(p2pOrders.id, id)).returning(), 'update'),
    /** Orders changed at or after `since`, oldest first, with both parties' names (the live stream). */
    changedSince: (since: Date, limit: number) => {
      const dealer = alias(users, 'p2p_dealer');
      const owner = alias(users, 'p2p_user');
      return db
        .select({ order: p2pOrders, dealerName: dealer.name, dealerUid: dealer.uid, userUid: owner.uid })
        .from(p2pOrders)
        .innerJoin(dealer, eq(dealer.id, p2pOrders.dealerId))
        .innerJoin(owner, eq(owner.id, p2pOrders.userId))
        .where(gte(p2pOrders.updatedAt, since))
        .orderBy(asc(p2pOrders.updatedAt))
        .limit(limit);
    },
    /** Cancellations counted against the user since `since` (read after the user's lock). */
    countedCancellations: async (userId: number, since: Date) =>
      (
        await db
          .select({ n: count() })
          .from(p2pOrders)
          .where(
            and(
              eq(p2pOrders.userId, userId),
              eq(p2pOrders.cancelCounted, true),
              gte(p2pOrders.endedAt, since),
            ),
          )
      )[0]?.n ?? 0,
    userOrders: (
      userId: number,
      q: {
        side?: 'buy' | 'sell';
        status?: P2pOrderStatus;
        coin?: string;
        from?: Date;
        to?: Date;
        skip: number;
        take: number;
      },
    ) =>
      countedNewestFirstPage(
        db,
        p2pOrders,
        and(
          eq(p2pOrders.userId, userId),
          q.side ? eq(p2pOrders.side, q.side) : undefined,
          q.status === undefined ? undefined : eq(p2pOrders.status, q.status),
          q.coin ? eq(p2pOrders.coin, q.coin) : undefined,
          q.from ? gte(p2pOrders.createdAt, q.from) : undefined,
          q.to ? sql`${p2pOrders.createdAt} < ${q.to.toISOString()}` : undefined,
        ),
        q,
      ),
    dealerOrders: (dealerId: number, q: { status?: P2pOrderStatus; skip: number; take: number }) =>
      countedNewestFirstPage(
        db,
        p2pOrders,
        and(
          eq(p2pOrders.dealerId, dealerId),
          q.status === undefined ? undefined : eq(p2pOrders.status, q.status),
        ),
        q,
      ),
    /** Orders whose payment window ended unpaid, or whose receipt window ended, with no appeal open. */
    dueOrderIds: async (at: Date, limit: number) => {
      const unpaid = await db
        .select({ id: p2pOrders.id })
        .from(p2pOrders)
        .where(
          and(
            inArray(p2pOrders.status, [s.awaitingUserPayment, s.awaitingDealerPayment]),
            eq(p2pOrders.appealOpen, false),
            lte(p2pOrders.payBy, at),
          ),
        )
        .limit(limit);
      const unconfirmed = await db
        .select({ id: p2pOrders.id })
        .from(p2pOrders)
        .where(
          and(
            inArray(p2pOrders.status, [s.awaitingDealerConfirmation, s.awaitingUserConfirmation]),
            eq(p2pOrders.appealOpen, false),
            lte(p2pOrders.confirmBy, at),
          ),
        )
        .limit(limit);
      return [...unpaid, ...unconfirmed].map((r) => r.id);
    },

    // Appeals.
    insertAppeal: (row: typeof p2pAppeals.$inferInsert) => insertRow(db, p2pAppeals, row),
    appeal: async (id: string) => (await db.select().from(p2pAppeals).where(eq(p2pAppeals.id, id)))[0],
    openAppealOf: async (orderId: string) =>
      (
        await db
          .select()
          .from(p2pAppeals)
          .where(
            and(
              eq(p2pAppeals.orderId, orderId),
              eq(p2pAppeals.status, complaintProcessingStatus.members.processing),
            ),
          )
      )[0],
    updateAppeal: async (id: string, set: Partial<typeof p2pAppeals.$inferInsert>) =>
      onlyRow(await db.update(p2pAppeals).set(set).where(eq(p2pAppeals.id, id)).returning(), 'update'),
    /** Appeals on orders the user is a party of, newest first. */
    partyAppeals: async (userId: number, q: { skip: number; take: number }) => {
      const mine = sql`${p2pAppeals.orderId} in (select id from p2p_orders where user_id = ${userId} or dealer_id = ${userId})`;
      const [total] = await db.select({ n: count() }).from(p2pAppeals).where(mine);
      const items = await db
        .select()
        .from(p2pAppeals)
        .where(mine)
        .orderBy(desc(p2pAppeals.createdAt), desc(p2pAppeals.id))
        .offset(q.skip)
        .limit(q.take);
      return { totalCount: total?.n ?? 0, items };
    },
    openAppeals: () =>
      db
        .select()
        .from(p2pAppeals)
        .where(eq(p2pAppeals.status, complaintProcessingStatus.members.processing))
        .orderBy(asc(p2pAppeals.createdAt)),
  };
}
export type P2pRepo = ReturnType<typeof createP2pRepo>;
