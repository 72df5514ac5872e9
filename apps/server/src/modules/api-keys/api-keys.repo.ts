import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeyNonces, apiKeys, users } from '../../db/schema';

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A repo is a table of short queries over one database or transaction; its length is their number, not one long function. */
export function createApiKeysRepo(db: Db) {
  return {
    listOf: (userId: number) =>
      db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(apiKeys.id),

    /** The key with this id if it is this user's; another user's id finds nothing. */
    async mine(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)));
      return row;
    },

    async byAccessKey(accessKey: string) {
      const [row] = await db.select().from(apiKeys).where(eq(apiKeys.accessKey, accessKey));
      return row;
    },

    async countOf(userId: number) {
      const [row] = await db.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
      return row?.n ?? 0;
    },

    /**
     * Inserts unless the user already has `max` keys. The user's row is locked first, so two
     * creations racing cannot both see 19 and make 21.
     */
    async insertCapped(row: typeof apiKeys.$inferInsert, max: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
        const [held] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, row.userId));
        if ((held?.n ?? 0) >= max) return undefined;
        const [inserted] = await tx.insert(apiKeys).values(row).returning();
        return inserted;
      });
    },

    async update(userId: number, id: number, set: Partial<typeof apiKeys.$inferInsert>) {
      const [row] = await db
        .update(apiKeys)
        .set(set)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning();
      return row;
    },

    async remove(userId: number, id: number) {
      const rows = await db
        .delete(apiKeys)
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id });
      return rows.length === 1;
    },

    /** Records a signature once; false when it was seen before (a replayed request). */
    async spendSignature(keyId: number, signature: string, expiresAt: Date, at: Date) {
      await db.delete(apiKeyNonces).where(and(eq(apiKeyNonces.keyId, keyId), lt(apiKeyNonces.expiresAt, at)));
      const rows = await db
        .insert(apiKeyNonces)
        .values({ keyId, signature, expiresAt })
        .onConflictDoNothing()
        .returning({ keyId: apiKeyNonces.keyId });
      return rows.length === 1;
    },

    async touch(id: number, at: Date) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: at })
        .where(
          and(
            eq(apiKeys.id, id),
            sql`coalesce(${apiKeys.lastUsedAt} < ${at.toISOString()}::timestamptz, true)`,
          ),
        );
    },
  };
}
export type ApiKeysRepo = ReturnType<typeof createApiKeysRepo>;
