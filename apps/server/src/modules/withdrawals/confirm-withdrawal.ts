import { withdrawalStatus } from '@coffer/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { Dec } from '../../lib/money';
import type { Caller } from '../../plugins/auth';
import type { CoinsRepo } from '../assets/assets.module';
import { withdrawalView } from './withdrawal-view';
import { codeAttemptsMax, codeMatches } from './withdrawals.fns';
import { createWithdrawalsRepo } from './withdrawals.repo';

const s = withdrawalStatus.members;

export interface ConfirmWithdrawalDeps {
  db: Pick<Db, 'transaction'>;
  coins: Pick<CoinsRepo, 'network'>;
  now: () => Date;
}

/**
 * Confirms an applied withdrawal with the code sent to the user. A wrong code counts as an attempt
 * even though the call fails (hence the first transaction commits before the error is thrown); a
 * right one sends the withdrawal on, or to an operator's review at or above the network's threshold.
 */
export async function confirmWithdrawal(
  deps: ConfirmWithdrawalDeps,
  caller: Caller,
  input: { rid: string; code: string },
) {
  const { db, now } = deps;
  const outcome = await db.transaction(async (tx) => {
    const r = createWithdrawalsRepo(tx);
    const w = await r.lock(input.rid, caller.userId);
    if (!w) return { error: new AppError('withdrawalOrderNotFound') };
    if (w.status !== s.pendingSend || w.confirmedAt) return { error: new AppError('orderStatusInvalid') };
    const at = now();
    if (!w.codeExpiresAt || w.codeExpiresAt < at || w.codeAttempts >= codeAttemptsMax)
      return { error: new AppError('securityVerificationFailed', 'The code has expired. Apply again.') };
    if (!codeMatches(w.codeHash, input.code)) {
      // Counted even though the call fails: the attempt must stick.
      await r.update(w.id, { codeAttempts: w.codeAttempts + 1, updatedAt: at });
      return { error: new AppError('securityVerificationFailed', 'Wrong code.') };
    }
    return { row: w };
  });
  if ('error' in outcome) throw outcome.error;
  const w = outcome.row;
  const config = await deps.coins.network(w.coin, w.network);
  const review = !config || new Dec(w.amount).gte(config.network.reviewThreshold);
  const updated = await db.transaction(async (tx) => {
    const r = createWithdrawalsRepo(tx);
    const again = await r.lock(input.rid, caller.userId);
    if (!again || again.status !== s.pendingSend || again.confirmedAt)
      throw new AppError('orderStatusInvalid');
    const at = now();
    return r.update(again.id, {
      status: review ? s.pendingReview : s.pendingSend,
      confirmedAt: at,
      codeHash: null,
      updatedAt: at,
    });
  });
  return withdrawalView(updated);
}
