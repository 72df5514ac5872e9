import type { KycCallback } from '@coffer/contract';
import { verifyPayloadDigest } from '../../adapters/kyc/callback-signature';
import { AppError } from '../../lib/app-error';
import { decideKyc } from './decide-kyc';
import { callbackOutcome, providerTime } from './kyc.fns';
import { type KycServiceDeps, type KycStatusValue, S, statusOf } from './kyc.shared';
import { openKycForProvider } from './open-for-provider';

type Signed = { rawBody: string | undefined; digest: string | undefined; algorithm: string | undefined };

/**
 * KYC/updateKycStatus: a provider event, signed over its raw body with the shared secret.
 * `applicantPending` opens (or reopens) the user's application; `applicantReviewed` decides it,
 * unless the verdict predates the submission under review (a stale or replayed event).
 */
export async function kycProviderCallback(
  deps: Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'notifier' | 'provider' | 'callbackSecret'>,
  callback: KycCallback,
  signed: Signed,
): Promise<{ applied: boolean; kycStatus: KycStatusValue }> {
  if (!verifyPayloadDigest({ secret: deps.callbackSecret, ...signed }))
    throw new AppError('unauthorized', 'The callback signature is missing or wrong.');
  const user = await deps.users.byUid(callback.externalUserId);
  if (!user) throw new AppError('userNotFound', 'No user with this externalUserId.');
  const outcome = callbackOutcome(callback);
  if (outcome.kind === 'ignore') return { applied: false, kycStatus: statusOf(user.kycStatus) };
  const actor = `provider:${deps.provider.name}`;
  const applicantId = callback.applicantId ?? null;
  const reopen = outcome.kind === 'pending';
  const opened = await openKycForProvider(deps, { user, applicantId, actor, reopen });
  if (outcome.kind === 'pending')
    return { applied: opened, kycStatus: opened ? S.underReview : statusOf(user.kycStatus) };
  const review = callback.reviewResult;
  const meta: Record<string, string> = {
    ...(applicantId ? { applicantId } : {}),
    ...(review?.reviewRejectType ? { reviewRejectType: review.reviewRejectType } : {}),
    ...(review?.rejectLabels?.length ? { rejectLabels: review.rejectLabels.join(', ') } : {}),
    // For reviewers only: the provider's private comment is never shown to the user.
    ...(review?.clientComment ? { clientComment: review.clientComment } : {}),
  };
  return decideKyc(deps, {
    userId: user.id,
    decision: outcome.kind === 'approve' ? 'approved' : 'rejected',
    reason: outcome.kind === 'reject' ? outcome.reason : null,
    actor,
    meta,
    // An application this very event opened has no older round to be confused with.
    submittedBefore: opened ? undefined : (providerTime(callback.createdAtMs) ?? undefined),
  });
}
