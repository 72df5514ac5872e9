import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import type { SessionGateCache } from './session-gate-cache';

/** A repo is a table of short queries over one database or transaction; its length is their number, not one long function. */
export function createSessionRepo(db: Db, gateCache?: SessionGateCache) {
  // Built once and prepared: every authenticated call runs it, and building a query with drizzle
  // cost more of the server's CPU than the database spent answering it.
  const gateQuery = db
    .select({
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      revokedReason: sessions.revokedReason,
      bannedAt: users.bannedAt,
      disabledAt: users.disabledAt,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('sessionId')))
    .prepare('session_gate');
  return {
    /** The one read behind every authenticated call: the session by its key, and its user's ban. */
    async gate(sessionId: string) {
      const read = async () => (await gateQuery.execute({ sessionId }))[0];
      return gateCache ? gateCache.gate(sessionId, read) : read();
    },

    async byRefreshHash(tokenHash: string) {
      const [row] = await db
        .select({ token: refreshTokens, session: sessions })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },

    /** Spends a refresh token; false when it was already spent (a reuse, or a race lost). */
    async spend(id: number, at: Date) {
      const rows = await db
        .update(refreshTokens)
        .set({ usedAt: at })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async addRefresh(row: typeof refreshTokens.$inferInsert) {
      await db.insert(refreshTokens).values(row);
    },

    async revoke(sessionId: string, reason: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    async revokeAllOf(userId: number, reason: string, at: Date) {
      await db
        .update(sessions)
        .set({ revokedAt: at, revokedReason: reason })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    },

    /** Single-session policy: a new sign-in ends the user's other sessions of that client type. */
    async start(
      row: typeof sessions.$inferInsert,
      refresh: typeof refreshTokens.$inferInsert,
      single: boolean,
    ) {
      await db.transaction(async (tx) => {
        if (single)
          await tx
            .update(sessions)
            .set({ revokedAt: row.createdAt, revokedReason: 'elsewhere' })
            .where(
              and(
                eq(sessions.userId, row.userId),
                eq(sessions.clientType, row.clientType ?? 0),
                isNull(sessions.revokedAt),
                ne(sessions.id, row.id),
              ),
            );
        await tx.insert(sessions).values(row);
        await tx.insert(refreshTokens).values(refresh);
        await tx.update(users).set({ lastLoginTime: row.createdAt }).where(eq(users.id, row.userId));
      });
    },
  };
}
export type SessionRepo = ReturnType<typeof createSessionRepo>;
