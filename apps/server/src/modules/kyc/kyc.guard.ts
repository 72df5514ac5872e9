import { kycStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

const reasons: Record<number, string> = {
  [kycStatus.members.unverified]: 'Verify your identity first.',
  [kycStatus.members.underReview]: 'Your identity verification is under review.',
  [kycStatus.members.failed]: 'Your identity verification failed: correct it and submit it again.',
};

/**
 * The KYC gate of spec §5: Earn, fiat trading, the fiat account and withdrawals are for verified
 * users only (kycStatus 3). A service that offers one of them takes the guard as a dependency and
 * calls it first, before anything changes:
 *
 * ```ts
 * export function createEarnService(deps: { db: Db; kyc: Pick<KycGuard, 'requireVerified'> }) {
 *   return {
 *     async stake(userId: number, input: StakeInput) {
 *       await deps.kyc.requireVerified(userId); // 60013 unless verified
 *       …
 *     },
 *   };
 * }
 * ```
 *
 * app.ts builds one guard (`kycGuard`) to hand to those services. Inside a transaction, pass the
 * transaction as `db` so the check reads what the transaction reads.
 *
 * Refusal: AppError('kycNotCertified') (60013, HTTP 400) with `error.data.kycStatus` (0, 1 or 2)
 * so the client shows the message for unverified, under review or failed (§5) and links to
 * /account/verifiy.
 */
export function createKycGuard(db: Db) {
  return {
    async requireVerified(userId: number, tx: Db = db): Promise<void> {
      const [row] = await tx
        .select({ kycStatus: users.kycStatus })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      const status = row?.kycStatus ?? kycStatus.members.unverified;
      if (status === kycStatus.members.verified) return;
      throw new AppError('kycNotCertified', reasons[status] ?? reasons[0] ?? null, null, {
        kycStatus: status,
      });
    },
  };
}
export type KycGuard = ReturnType<typeof createKycGuard>;
