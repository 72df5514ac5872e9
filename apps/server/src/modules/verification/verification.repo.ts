import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';

export function createVerificationRepo(db: Db) {
  return {
    /** A new code for a target and purpose replaces any still open one. */
    async replace(row: typeof verificationCodes.$inferInsert) {
      await db.transaction(async (tx) => {
        await tx
          .update(verificationCodes)
          .set({ consumedAt: row.createdAt })
          .where(
            and(
              eq(verificationCodes.target, row.target),
              eq(verificationCodes.purpose, row.purpose),
              isNull(verificationCodes.consumedAt),
            ),
          );
        await tx.insert(verificationCodes).values(row);
      });
    },

    async latestOpen(target: string, purpose: string, at: Date) {
      const [row] = await db
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.target, target),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.consumedAt),
            gt(verificationCodes.expiresAt, at),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row;
    },

    /** Spends the code once: false when another request spent it first. */
    async consume(id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(verificationCodes)
        .set({ consumedAt: at })
        .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      return rows.length === 1;
    },

    async countAttempt(id: number) {
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, id));
    },
  };
}
export type VerificationRepo = ReturnType<typeof createVerificationRepo>;
