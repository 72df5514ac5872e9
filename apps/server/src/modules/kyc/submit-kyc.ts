import { and, eq } from 'drizzle-orm';
import { kycApplications, users } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import { createKycRepo } from './kyc.repo';
import { alreadySubmitted, notYetVerifiedOrThrow, S } from './kyc.shared';
import { type SubmitUseCase, saveSubmission } from './save-submission';

/** KYC/Create, the first submission: 0 → 1. Any earlier submission, or a verified account, answers 50015. */
export const submitKyc: SubmitUseCase = async (deps, userId, submission, language) => {
  const user = await notYetVerifiedOrThrow(deps, userId);
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
};
