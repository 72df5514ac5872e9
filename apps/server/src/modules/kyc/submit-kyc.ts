import type { KycRecord, KycSubmission } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { kycApplications, users } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import type { Language } from '../../lib/language';
import { createKycRepo } from './kyc.repo';
import { alreadySubmitted, alreadyVerified, S, userOrThrow } from './kyc.shared';
import { type SubmitDeps, saveSubmission } from './save-submission';

/** KYC/Create, the first submission: 0 → 1. Any earlier submission, or a verified account, answers 50015. */
export async function submitKyc(
  deps: SubmitDeps,
  userId: number,
  submission: KycSubmission,
  language: Language,
): Promise<KycRecord> {
  const user = await userOrThrow(deps, userId);
  if (user.kycStatus === S.verified) throw alreadyVerified();
  if (user.kycStatus !== S.unverified || (await createKycRepo(deps.db).byUser(userId)))
    throw alreadySubmitted();
  try {
    return await saveSubmission(
      deps,
      userId,
      submission,
      { round: 1, action: 'submitted', fromStatus: S.unverified, language },
      async (tx, application) => {
        const moved = await tx
          .update(users)
          .set({ kycStatus: S.underReview })
          .where(and(eq(users.id, userId), eq(users.kycStatus, S.unverified)))
          .returning({ id: users.id });
        if (moved.length === 0) throw alreadySubmitted();
        const [app] = await tx
          .insert(kycApplications)
          .values({ userId, ...application })
          .returning({ id: kycApplications.id });
        if (!app) throw new Error('KYC application insert returned nothing');
        return app.id;
      },
    );
  } catch (error) {
    // A concurrent Create of the same user won the race.
    if (uniqueViolation(error) === 'kyc_applications_user_idx') throw alreadySubmitted();
    throw error;
  }
}
