import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type WithdrawalStatus, withdrawalStatus } from '@coffer/contract';

const s = withdrawalStatus.members;

/**
 * Our reading of spec §4's statuses for a crypto withdrawal:
 * pendingSend — applied, not yet on chain (before and after the user's code confirmation);
 * pendingReview — confirmed, at or above the review threshold, waiting for an operator;
 * processing — broadcast, gaining confirmations; accepted — confirmed on chain (done);
 * reviewRejected, failed (on chain) and revoked (by the user, or unconfirmed for too long) —
 * the reservation went back to the user. Multisig and superior-approval statuses belong to the
 * multisig and enterprise flows.
 */
export const cancellableStatuses: readonly WithdrawalStatus[] = [s.pendingSend, s.pendingReview];
export const finalStatuses: readonly WithdrawalStatus[] = [s.accepted, s.reviewRejected, s.failed, s.revoked];
/** Statuses whose amount no longer counts toward the daily total: the money went back. */
export const refundedStatuses: readonly WithdrawalStatus[] = [s.reviewRejected, s.failed, s.revoked];

export const codeTtlMs = 10 * 60 * 1000;
export const codeAttemptsMax = 5;
/** An applied withdrawal nobody confirms is revoked after this, releasing the reservation. */
export const unconfirmedTtlMs = 30 * 60 * 1000;

export const newRid = () => randomBytes(12).toString('hex');
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

export function codeMatches(storedHash: string | null, code: string): boolean {
  if (!storedHash) return false;
  const a = Buffer.from(storedHash, 'hex');
  const b = Buffer.from(hashCode(code), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Ledger ids of a withdrawal's two reservations (amount to custody, fee to fees). */
export const reservationIds = (rid: string) => ({
  amount: `withdrawal:${rid}`,
  fee: `withdrawal:${rid}:fee`,
});
