import { type KycStatus, kycStatus } from '@coffer/contract';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycApplications, kycEvents, users } from '../../db/schema';

export type KycApplicationRow = typeof kycApplications.$inferSelect;
export type KycEventRow = typeof kycEvents.$inferSelect;

/** Reads of the KYC tables; the writes are the service's, each inside its transaction. */
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
