import type { KycRecord, KycSubmission } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycApplications, kycEvents, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Language } from '../../lib/language';
import { kycRecordOf } from './get-kyc';
import { claimPhotos, createKycRepo } from './kyc.repo';
import { alreadyVerified, checkDates, checkPhotos, type KycServiceDeps, S, userOrThrow } from './kyc.shared';

/** KYC/Update, a resubmission only after a rejection: 2 → 1, a new round. */
export async function resubmitKyc(
  deps: Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'files' | 'photoLinkTtlSeconds'>,
  userId: number,
  submission: KycSubmission,
  language: Language,
): Promise<KycRecord> {
  const user = await userOrThrow(deps, userId);
  if (user.kycStatus === S.verified) throw alreadyVerified();
  const existing = await createKycRepo(deps.db).byUser(userId);
  if (!existing)
    throw new AppError('notFound', 'Nothing to update: submit your verification with KYC/Create.');
  if (user.kycStatus !== S.failed)
    throw new AppError(
      'conflict',
      'Your verification is under review: it can be changed only if it is rejected.',
    );
  checkDates(deps, submission);
  await checkPhotos(deps, userId, submission);
  const at = deps.now();
  await deps.db.transaction(async (tx) => {
    const [app] = await tx
      .update(kycApplications)
      .set({
        source: 'form',
        kind: submission.kind,
        details: submission,
        status: S.underReview,
        round: existing.round + 1,
        language,
        submittedAt: at,
        reviewedAt: null,
        reviewedBy: null,
        rejectReason: null,
      })
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
    await claimPhotos(tx as unknown as Db, submission, deps.now);
    await tx.insert(kycEvents).values({
      applicationId: existing.id,
      userId,
      round: existing.round + 1,
      action: 'resubmitted',
      fromStatus: S.failed,
      toStatus: S.underReview,
      actor: 'user',
      createdAt: at,
    });
  });
  return kycRecordOf(deps, await userOrThrow(deps, userId));
}
