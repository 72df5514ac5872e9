import { type AccountInfo, kycStatus } from '@coffer/contract/auth';

export type WithdrawBlock =
  | { kind: 'kyc'; status: 'unverified' | 'underReview' | 'failed' }
  | { kind: 'fundPin' }
  | { kind: 'hold'; until: string };

const kycNames = { 0: 'unverified', 1: 'underReview', 2: 'failed' } as const;

/** The block for a KYC status (0, 1 or 2: the account info's, or the server's 60013 `data.kycStatus`). */
export const kycBlock = (status: number | null): WithdrawBlock => ({
  kind: 'kyc',
  status: kycNames[status as 0 | 1 | 2] ?? 'unverified',
});

/**
 * Why this user cannot withdraw now (spec §5, §9): identity not verified (unverified, under review,
 * failed), no fund PIN, or the 24-hour hold after a security change. Null when nothing blocks.
 */
export function withdrawBlock(user: AccountInfo | null, now = Date.now()): WithdrawBlock | null {
  if (!user) return null;
  if (user.kycStatus !== kycStatus.members.verified) return kycBlock(user.kycStatus);
  if (!user.fundPasswordSet) return { kind: 'fundPin' };
  if (user.securityHoldUntil && new Date(user.securityHoldUntil).getTime() > now)
    return { kind: 'hold', until: user.securityHoldUntil };
  return null;
}
