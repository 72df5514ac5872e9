import { and, eq } from 'drizzle-orm';
import { kycApplications, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createKycRepo } from './kyc.repo';
import { notYetVerifiedOrThrow, S } from './kyc.shared';
import { type SubmitUseCase, saveSubmission } from './save-submission';

/** KYC/Update, a resubmission only after a rejection: 2 → 1, a new round. */
export const resubmitKyc: SubmitUseCase = async (deps, userId, submission, language) => {
  const user = await notYetVerifiedOrThrow(deps, userId);
  const existing = await createKycRepo(deps.db).byUser(userId);
  if (!existing)
    throw new AppError('notFound', 'Nothing to update: submit your verification with KYC/Create.');
  if (user.kycStatus !== S.failed)
    throw new AppError(
      'conflict',
      'Your verification is under review: it can be changed only if it is rejected.',
    );
  const round = existing.round + 1;
  return saveSubmission(
    deps,
    userId,
    submission,
    { round, action: 'resubmitted', fromStatus: S.failed, language },
    async (tx, application) => {
      const [app] = await tx
        .update(kycApplications)
        .set({ ...application, reviewedAt: null, reviewedBy: null, rejectReason: null })
        .where(
          and(
            eq(kycApplications.id, existing.id),
            eq(kycApplications.status, S.failed),
            eq(kycApplications.round, existing.round),
          ),
        )
        .returning({ id: kycApplications.id });
      if (!app) throw new AppError('conflict', 'Your verification changed meanwhile. Reload and try again.');
      await tx.update(users).set({ kycStatus: S.underReview }).where(eq(users.id, userId));
      return existing.id;
    },
  );
};
