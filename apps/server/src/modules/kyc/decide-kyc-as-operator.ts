import { kycStatus } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { decideKyc } from './decide-kyc';
import type { KycDecision } from './kyc.messages';
import { byUidOrThrow, type KycServiceDeps } from './kyc.shared';

type OperatorDeps = Pick<KycServiceDeps, 'db' | 'now' | 'users' | 'notifier'>;

/** An operator's verdict (ops kyc approve|reject); a user not under review is a conflict. */
export async function decideKycAsOperator(
  deps: OperatorDeps,
  input: { uid: string; decision: KycDecision; reason: string | null; operator: string },
) {
  const { uid, decision, reason, operator } = input;
  const user = await byUidOrThrow(deps, uid);
  const result = await decideKyc(deps, { userId: user.id, decision, reason, actor: `operator:${operator}` });
  if (!result.applied)
    throw new AppError(
      'conflict',
      `User ${uid} is not under review (KYC status ${result.kycStatus}: ${kycStatus.keyOf(result.kycStatus)}).`,
    );
  return result;
}
