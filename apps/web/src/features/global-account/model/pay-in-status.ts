import { type GlobalPayInReviewReason, globalPayInStatus } from '@coffer/contract/global-account';

const s = globalPayInStatus.members;

/** A pay-in's status as the user sees it: its words (`payIn.status.<name>`) and colour. */
export const payInStatusView: Record<number, { key: string; color: string }> = {
  [s.pendingReview]: { key: 'payIn.status.pendingReview', color: 'orange' },
  [s.credited]: { key: 'payIn.status.credited', color: 'teal' },
  [s.returned]: { key: 'payIn.status.returned', color: 'gray' },
};

export const payInStatuses = Object.values(s);

/** Why a pay-in waits or waited for review, in words (`payIn.reason.<code>`). */
export const reviewReasonKey = (reason: GlobalPayInReviewReason) => `payIn.reason.${reason}`;
