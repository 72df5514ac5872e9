import { type KycCallback, type KycSubmission, kycLimits } from '@coffer/contract';

/** Today's date in UTC as `YYYY-MM-DD`, the form documents print their dates in. */
export const todayUtc = (now: Date) => now.toISOString().slice(0, 10);

/** The name the verification proves: the person's, or the company's. */
export function verifiedName(submission: KycSubmission): string {
  return submission.kind === 'individual'
    ? `${submission.firstName} ${submission.lastName}`
    : submission.companyName;
}

/**
 * When the provider produced an event: Sumsub writes `createdAtMs` as `2021-05-14 16:00:25.032`
 * in UTC; ISO 8601 is taken too. Null when absent or unreadable.
 */
export function providerTime(value: string | undefined): Date | null {
  if (!value) return null;
  const iso = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms);
}

export type CallbackOutcome =
  | { kind: 'pending' }
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string; rejectType: string | null }
  | { kind: 'ignore' };

const defaultProviderReason = 'The verification provider could not verify your identity.';

/**
 * What a provider event means for the status machine: documents submitted (`applicantPending`),
 * a verdict (`applicantReviewed`, GREEN or RED), or nothing we act on. The reason shown to the
 * user is the provider's comment meant for applicants, never its private `clientComment`.
 */
export function callbackOutcome(callback: KycCallback): CallbackOutcome {
  if (callback.type === 'applicantPending') return { kind: 'pending' };
  if (callback.type !== 'applicantReviewed' || !callback.reviewResult) return { kind: 'ignore' };
  const review = callback.reviewResult;
  if (review.reviewAnswer === 'GREEN') return { kind: 'approve' };
  const reason =
    review.moderationComment?.trim() ||
    (review.rejectLabels?.length ? `Rejected: ${review.rejectLabels.join(', ')}` : defaultProviderReason);
  return {
    kind: 'reject',
    reason: reason.slice(0, kycLimits.rejectReasonMax),
    rejectType: review.reviewRejectType ?? null,
  };
}
