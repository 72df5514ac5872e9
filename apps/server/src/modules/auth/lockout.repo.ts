import { constants } from '@coffer/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';

const { maxAttempts, durationMs } = constants.lockout;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export interface LockState {
  failedCount: number;
  /** Set while locked. */
  lockedUntil: Date | null;
  remainingAttempts: number;
}

/**
 * §5: five consecutive wrong passwords lock for two hours. Counted per subject (the account, or
 * the unknown address tried) so an unknown account answers exactly like a known one.
 */
export function createLockout(db: Db, now: () => Date) {
  const state = (failedCount: number, lockedUntil: Date | null): LockState => {
    const locked = lockedUntil && lockedUntil > now() ? lockedUntil : null;
    return {
      failedCount,
      lockedUntil: locked,
      remainingAttempts: locked ? 0 : Math.max(0, maxAttempts - failedCount),
    };
  };
  return {
    async get(subject: string): Promise<LockState> {
      const [row] = await db.select().from(loginFailures).where(eq(loginFailures.subject, subject));
      if (!row) return state(0, null);
      // A lock that ran out starts the count again.
      if (row.lockedUntil && row.lockedUntil <= now()) return state(0, null);
      return state(row.failedCount, row.lockedUntil);
    },

    /** Counts a wrong password in one statement; the fifth sets the lock. */
    async fail(subject: string): Promise<LockState> {
      const at = now();
      const expired = sql`(${loginFailures.lockedUntil} is not null and ${loginFailures.lockedUntil} <= ${ts(at)})`;
      const next = sql`case when ${expired} then 1 else ${loginFailures.failedCount} + 1 end`;
      const [row] = await db
        .insert(loginFailures)
        .values({
          subject,
          failedCount: 1,
          lastFailedAt: at,
          lockedUntil: maxAttempts <= 1 ? new Date(at.getTime() + durationMs) : null,
        })
        .onConflictDoUpdate({
          target: loginFailures.subject,
          set: {
            failedCount: next,
            lastFailedAt: at,
            lockedUntil: sql`case when ${next} >= ${maxAttempts} then ${ts(new Date(at.getTime() + durationMs))} else null end`,
          },
        })
        .returning();
      return state(row?.failedCount ?? 1, row?.lockedUntil ?? null);
    },

    async clear(subject: string) {
      await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
