import { earnPositionStatus, earnRedemptionStatus } from '@coffer/contract';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { insertRow, onlyRow } from '../../db/rows';
import { earnAccounts, earnInterest, earnPositions, earnProducts, earnRedemptions } from '../../db/schema';

export type EarnProductRow = typeof earnProducts.$inferSelect;
export type EarnPositionRow = typeof earnPositions.$inferSelect;
export type EarnRedemptionRow = typeof earnRedemptions.$inferSelect;
export type EarnInterestRow = typeof earnInterest.$inferSelect;

/** The SQL of earn; bound to the database or to a transaction. */
export function createEarnRepo(db: Db) {
  return {
    products: (asset?: string) =>
      db
        .select()
        .from(earnProducts)
        .where(asset ? eq(earnProducts.asset, asset) : undefined)
        .orderBy(
          asc(earnProducts.asset),
          asc(earnProducts.kind),
          asc(earnProducts.termDays),
          asc(earnProducts.id),
        ),
    product: async (id: number) => (await db.select().from(earnProducts).where(eq(earnProducts.id, id)))[0],
    /** The product locked: every subscription to it waits here, so the quota is counted once at a time. */
    lockProduct: async (id: number) =>
      (await db.select().from(earnProducts).where(eq(earnProducts.id, id)).for('update'))[0],
    insertProduct: (row: typeof earnProducts.$inferInsert) => insertRow(db, earnProducts, row),
    updateProduct: async (id: number, set: Partial<typeof earnProducts.$inferInsert>) =>
      (await db.update(earnProducts).set(set).where(eq(earnProducts.id, id)).returning())[0],
    /** Adds (or, negative, gives back) principal to the product's subscribed total. */
    addSubscribed: async (id: number, delta: string, at: Date) =>
      onlyRow(
        await db
          .update(earnProducts)
          .set({ subscribed: sql`${earnProducts.subscribed} + ${delta}::numeric`, updatedAt: at })
          .where(eq(earnProducts.id, id))
          .returning(),
        'quota update',
      ),

    account: async (userId: number) =>
      (await db.select().from(earnAccounts).where(eq(earnAccounts.userId, userId)))[0],
    insertAccount: async (row: typeof earnAccounts.$inferInsert) =>
      (await db.insert(earnAccounts).values(row).onConflictDoNothing().returning())[0],

    /** What one user holds in a product (positions not redeemed), read under the product's lock. */
    heldBy: async (productId: number, userId: number) => {
      const [row] = await db
        .select({ held: sql<string>`coalesce(sum(${earnPositions.amount}), 0)::text` })
        .from(earnPositions)
        .where(
          and(
            eq(earnPositions.productId, productId),
            eq(earnPositions.userId, userId),
            inArray(earnPositions.status, [
              earnPositionStatus.members.active,
              earnPositionStatus.members.redeeming,
            ]),
          ),
        );
      return row?.held ?? '0';
    },
    insertPosition: (row: typeof earnPositions.$inferInsert) => insertRow(db, earnPositions, row),
    position: async (id: string) =>
      (await db.select().from(earnPositions).where(eq(earnPositions.id, id)))[0],
    lockOwnPosition: async (id: string, userId: number) =>
      (
        await db
          .select()
          .from(earnPositions)
          .where(and(eq(earnPositions.id, id), eq(earnPositions.userId, userId)))
          .for('update')
      )[0],
    updatePosition: async (id: string, set: Partial<typeof earnPositions.$inferInsert>) =>
      onlyRow(
        await db.update(earnPositions).set(set).where(eq(earnPositions.id, id)).returning(),
        'position',
      ),
    positionsOf: (userId: number, status?: number) =>
      db
        .select()
        .from(earnPositions)
        .where(
          and(
            eq(earnPositions.userId, userId),
            status === undefined ? undefined : eq(earnPositions.status, status as 0),
          ),
        )
        .orderBy(desc(earnPositions.createdAt), desc(earnPositions.id)),

    /**
     * Positions with a whole day left to pay before `today`, claimed: each is locked, and a position
     * another process holds is skipped (it pays that one).
     */
    claimDue: (today: string, limit: number) =>
      db
        .select()
        .from(earnPositions)
        .where(
          sql`coalesce(${earnPositions.paidThroughDay} + 1, ${earnPositions.accrualStartDay}) < least(coalesce(${earnPositions.accrualEndDay}, ${today}::date), ${today}::date)`,
        )
        .orderBy(asc(earnPositions.id))
        .limit(limit)
        .for('update', { skipLocked: true }),
    /** Records one day's interest; false when that day was already paid (the key is position and day). */
    insertInterest: async (row: typeof earnInterest.$inferInsert) =>
      (await db.insert(earnInterest).values(row).onConflictDoNothing().returning()).length === 1,
    interestOn: (positionIds: string[], day: string) =>
      positionIds.length === 0
        ? Promise.resolve([] as EarnInterestRow[])
        : db
            .select()
            .from(earnInterest)
            .where(and(inArray(earnInterest.positionId, positionIds), eq(earnInterest.day, day))),

    /** Positions changed at or after `since` (subscribed, paid a day, redeeming, settled), oldest first. */
    positionsChangedSince: (since: Date, limit: number) =>
      db
        .select({ position: earnPositions, kind: earnProducts.kind, termDays: earnProducts.termDays })
        .from(earnPositions)
        .innerJoin(earnProducts, eq(earnProducts.id, earnPositions.productId))
        .where(gte(earnPositions.updatedAt, since))
        .orderBy(asc(earnPositions.updatedAt))
        .limit(limit),
    insertRedemption: (row: typeof earnRedemptions.$inferInsert) => insertRow(db, earnRedemptions, row),
    redemptionsOf: (positionIds: string[]) =>
      positionIds.length === 0
        ? Promise.resolve([] as EarnRedemptionRow[])
        : db
            .select()
            .from(earnRedemptions)
            .where(inArray(earnRedemptions.positionId, positionIds))
            .orderBy(desc(earnRedemptions.requestedAt)),
    /** Redemptions still redeeming, claimed as claimDue claims positions. */
    claimRedeeming: (limit: number) =>
      db
        .select()
        .from(earnRedemptions)
        .where(eq(earnRedemptions.status, earnRedemptionStatus.members.redeeming))
        .orderBy(asc(earnRedemptions.requestedAt))
        .limit(limit)
        .for('update', { skipLocked: true }),
    updateRedemption: async (id: string, set: Partial<typeof earnRedemptions.$inferInsert>) =>
      onlyRow(
        await db.update(earnRedemptions).set(set).where(eq(earnRedemptions.id, id)).returning(),
        'redemption',
      ),
  };
}
export type EarnRepo = ReturnType<typeof createEarnRepo>;
