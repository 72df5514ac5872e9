import { constants } from '@coffer/contract';
import { and, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTotp } from '../../db/schema';

const { maxFailures, lockMs } = constants.totp;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The authenticator table: one row per user, pending until `boundAt`. */
export function createTotpRepo(db: Db) {
  return {
    row: async (userId: number) => (await db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0],

    /** Counts a wrong code in one statement (a lock that ran out starts the count again); true when it locks. */
    async countFailure(userId: number, at: Date) {
      const expired = sql`(${userTotp.lockedUntil} is not null and ${userTotp.lockedUntil} <= ${ts(at)})`;
      const next = sql`case when ${expired} then 1 else ${userTotp.failedCount} + 1 end`;
      const [updated] = await db
        .update(userTotp)
        .set({
          failedCount: next,
          lockedUntil: sql`case when ${next} >= ${maxFailures} then ${ts(new Date(at.getTime() + lockMs))} else null end`,
        })
        .where(eq(userTotp.userId, userId))
        .returning({ lockedUntil: userTotp.lockedUntil });
      return Boolean(updated?.lockedUntil);
    },

    /** Records the code's step unless it (or a later one) was spent: true for the one request that spends it. */
    async spendStep(userId: number, step: number) {
      const spent = await db
        .update(userTotp)
        .set({ lastStep: step, failedCount: 0, lockedUntil: null })
        .where(and(eq(userTotp.userId, userId), lt(userTotp.lastStep, step)))
        .returning({ userId: userTotp.userId });
      return spent.length > 0;
    },

    /** A new pending secret, replacing a pending one (never a bound one). */
    async savePending(userId: number, sealed: string, at: Date) {
      await db
        .insert(userTotp)
        .values({ userId, secretSealed: sealed, createdAt: at })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretSealed: sealed, createdAt: at, lastStep: 0 },
          setWhere: isNull(userTotp.boundAt),
        });
    },

    async bind(userId: number, at: Date) {
      const rows = await db
        .update(userTotp)
        .set({ boundAt: at })
        .where(and(eq(userTotp.userId, userId), isNull(userTotp.boundAt)))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    async unbind(userId: number) {
      const rows = await db
        .delete(userTotp)
        .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.boundAt)))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },
  };
}
