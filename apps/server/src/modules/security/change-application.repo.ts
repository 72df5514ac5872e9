import { securityChangeStatus } from '@coffer/contract';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { securityChangeApplications, uploads } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** The change applications' table and the evidence uploads they claim; each call takes the db or a transaction. */
export const changeApplicationsRepo = {
  /** Unclaimed `securityEvidence` uploads among `fileIds`, anonymous or the user's own. */
  unclaimedEvidence: (db: Db, fileIds: string[], userId: number) =>
    db
      .select()
      .from(uploads)
      .where(
        and(
          inArray(uploads.id, fileIds),
          eq(uploads.purpose, 'securityEvidence'),
          isNull(uploads.claimedAt),
          or(isNull(uploads.ownerUserId), eq(uploads.ownerUserId, userId)),
        ),
      ),

  async underReview(db: Db, userId: number) {
    const [row] = await db
      .select({ id: securityChangeApplications.id })
      .from(securityChangeApplications)
      .where(
        and(
          eq(securityChangeApplications.userId, userId),
          eq(securityChangeApplications.status, securityChangeStatus.members.underReview),
        ),
      );
    return row;
  },

  /** Claims both files (none may have been claimed meanwhile), then stores the application. */
  async insertClaiming(
    tx: Db,
    fileIds: string[],
    at: Date,
    values: typeof securityChangeApplications.$inferInsert,
  ) {
    const claimed = await tx
      .update(uploads)
      .set({ claimedAt: at })
      .where(and(inArray(uploads.id, fileIds), isNull(uploads.claimedAt)))
      .returning({ id: uploads.id });
    if (claimed.length !== fileIds.length) throw new AppError('uploadFileMissing');
    const [inserted] = await tx.insert(securityChangeApplications).values(values).returning();
    if (!inserted) throw new Error('application not stored');
    return inserted;
  },

  async byQueryTokenHash(db: Db, hash: string) {
    const [row] = await db
      .select()
      .from(securityChangeApplications)
      .where(eq(securityChangeApplications.queryTokenHash, hash));
    return row;
  },
};
