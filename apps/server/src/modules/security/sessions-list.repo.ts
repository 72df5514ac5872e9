import { and, desc, eq, gt, isNull, max, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';

/**
 * The live sessions of an account, for the sessions list. "Last use" is the newest refresh of the
 * session: a client in use refreshes its 15-minute access token, so this is accurate to a few
 * minutes without a write on every call.
 */
export function createSessionsListRepo(db: Db, now: () => Date) {
  const live = (userId: number) =>
    and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now()));
  return {
    async list(userId: number) {
      return db
        .select({
          session: sessions,
          lastRefresh: max(refreshTokens.createdAt),
        })
        .from(sessions)
        .leftJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
        .where(live(userId))
        .groupBy(sessions.id)
        .orderBy(desc(sessions.createdAt))
        .limit(100);
    },

    /** Ends one session of this user; false when it is not theirs or already over. */
    async revoke(userId: number, sessionId: string, reason: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), live(userId)))
        .returning({ id: sessions.id });
      return rows.length === 1;
    },

    async revokeOthers(userId: number, keep: string, reason: string) {
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now(), revokedReason: reason })
        .where(and(live(userId), ne(sessions.id, keep)))
        .returning({ id: sessions.id });
      return rows.length;
    },
  };
}
export type SessionsListRepo = ReturnType<typeof createSessionsListRepo>;
