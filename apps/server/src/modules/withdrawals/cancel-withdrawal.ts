import { withdrawalStatus } from '@coffer/contract';
import type { Db } from '../../db/client';
import type { Ledger } from '../../ledger/ledger';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { ledgerToAppError } from '../assets/assets.module';
import { settle, withdrawalView } from './withdrawal-view';
import { cancellableStatuses } from './withdrawals.fns';
import { createWithdrawalsRepo } from './withdrawals.repo';

const s = withdrawalStatus.members;

export interface CancelWithdrawalDeps {
  db: Pick<Db, 'transaction'>;
  ledger: Pick<Ledger, 'withTx'>;
  now: () => Date;
}

/** Revokes while cancellable (spec §4) and releases the reservation; a second call is a no-op. */
export async function cancelWithdrawal(deps: CancelWithdrawalDeps, caller: Caller, input: { rid: string }) {
  try {
    const row = await deps.db.transaction(async (tx) => {
      const r = createWithdrawalsRepo(tx);
      const w = await r.lock(input.rid, caller.userId);
      if (!w) throw new AppError('withdrawalOrderNotFound');
      if (w.status === s.revoked) return w;
      if (!cancellableStatuses.includes(w.status)) throw new AppError('orderStatusInvalid');
      await deps.ledger.withTx(tx).batch(settle(w, 'void'));
      return r.update(w.id, { status: s.revoked, codeHash: null, updatedAt: deps.now() });
    });
    return withdrawalView(row);
  } catch (error) {
    throw ledgerToAppError(error);
  }
}
