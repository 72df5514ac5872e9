import { type KycStatus, type KycSubmission, kycPhotoIds, kycStatus } from '@coffer/contract';
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycApplications, kycEvents, uploads, users } from '../../db/schema';

export type KycApplicationRow = typeof kycApplications.$inferSelect;
export type KycEventRow = typeof kycEvents.$inferSelect;

/** Reads of the KYC tables; the writes are the use cases', each inside its transaction. */
export function createKycRepo(db: Db) {
  return {
    async byUser(userId: number, tx: Db = db): Promise<KycApplicationRow | undefined> {
      const [row] = await tx
        .select()
        .from(kycApplications)
        .where(eq(kycApplications.userId, userId))
        .limit(1);
      return row;
    },

    events: (applicationId: number) =>
      db
        .select()
        .from(kycEvents)
        .where(eq(kycEvents.applicationId, applicationId))
        .orderBy(asc(kycEvents.id)),

    /** The review queue (oldest first) or the applications in one status; with their users. */
    list(options: { status?: KycStatus; limit: number }) {
      const query = db
        .select({ application: kycApplications, user: users })
        .from(kycApplications)
        .innerJoin(users, eq(users.id, kycApplications.userId));
      const filtered =
        options.status === undefined ? query : query.where(eq(kycApplications.status, options.status));
      return filtered
        .orderBy(
          options.status === kycStatus.members.underReview
            ? asc(kycApplications.submittedAt)
            : desc(kycApplications.submittedAt),
        )
        .limit(options.limit);
    },

    /** Form submissions under review since before `cutoff` (what the sandbox auto-approves). */
    dueForAutoApproval: (cutoff: Date, limit: number) =>
      db
        .select({ userId: kycApplications.userId })
        .from(kycApplications)
        .where(
          and(
            eq(kycApplications.status, kycStatus.members.underReview),
            eq(kycApplications.source, 'form'),
            lte(kycApplications.submittedAt, cutoff),
          ),
        )
        .orderBy(asc(kycApplications.submittedAt))
        .limit(limit),
  };
}
export type KycRepo = ReturnType<typeof createKycRepo>;

/** Marks the submission's photos as claimed by it, in the submission's transaction. */
export async function claimPhotos(tx: Db, submission: KycSubmission, now: () => Date) {
  for (const { fileId } of kycPhotoIds(submission))
    await tx
      .update(uploads)
      .set({ claimedAt: now() })
      .where(and(eq(uploads.id, fileId), isNull(uploads.claimedAt)));
}
