import type { KycRecord, KycSubmission } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { kycApplications, kycEvents, users } from '../../db/schema';
import { uniqueViolation } from '../../lib/db-errors';
import type { Language } from '../../lib/language';
import { kycRecordOf } from './get-kyc';
import { claimPhotos, createKycRepo } from './kyc.repo';
import {
  alreadySubmitted,
  alreadyVerified,
  checkDates,
  checkPhotos,
  type KycServiceDeps,
  S,
  userOrThrow,
} from './kyc.shared';

/** KYC/Create, the first submission: 0 → 1. Any earlier submission, or a verified account, answers 50015. */
export async function submitKyc(
  deps: Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'files' | 'photoLinkTtlSeconds'>,
  userId: number,
  submission: KycSubmission,
  language: Language,
): Promise<KycRecord> {
  const user = await userOrThrow(deps, userId);
  if (user.kycStatus === S.verified) throw alreadyVerified();
  if (user.kycStatus !== S.unverified || (await createKycRepo(deps.db).byUser(userId)))
    throw alreadySubmitted();
  checkDates(deps, submission);
  await checkPhotos(deps, userId, submission);
  const at = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const moved = await tx
        .update(users)
        .set({ kycStatus: S.underReview })
        .where(and(eq(users.id, userId), eq(users.kycStatus, S.unverified)))
        .returning({ id: users.id });
      if (moved.length === 0) throw alreadySubmitted();
      const [app] = await tx
        .insert(kycApplications)
        .values({
          userId,
          source: 'form',
          kind: submission.kind,
          details: submission,
          status: S.underReview,
          round: 1,
          language,
          submittedAt: at,
        })
        .returning({ id: kycApplications.id });
      if (!app) throw new Error('KYC application insert returned nothing');
      await claimPhotos(tx as unknown as Db, submission, deps.now);
      await tx.insert(kycEvents).values({
        applicationId: app.id,
        userId,
        round: 1,
        action: 'submitted',
        fromStatus: S.unverified,
        toStatus: S.underReview,
        actor: 'user',
        createdAt: at,
      });
    });
  } catch (error) {
    // A concurrent Create of the same user won the race.
    if (uniqueViolation(error) === 'kyc_applications_user_idx') throw alreadySubmitted();
    throw error;
  }
  return kycRecordOf(deps, await userOrThrow(deps, userId));
}
