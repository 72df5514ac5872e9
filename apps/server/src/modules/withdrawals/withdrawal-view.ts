import { withdrawalTotal } from '@coffer/contract';
import type { BatchItem } from '../../ledger/ledger';
import { Dec, toWire } from '../../lib/money';
import { cancellableStatuses, reservationIds } from './withdrawals.fns';
import type { WithdrawalRow } from './withdrawals.repo';

/** A withdrawal as the API and the live stream show it. */
export const withdrawalView = (w: WithdrawalRow) => ({
  rid: w.rid,
  coin: w.coin,
  network: w.network,
  address: w.address,
  amount: toWire(w.amount),
  fee: toWire(w.fee),
  total: withdrawalTotal(w.amount, w.fee),
  status: w.status,
  confirmed: w.confirmedAt !== null,
  cancellable: cancellableStatuses.includes(w.status),
  txId: w.txId,
  createdAt: w.createdAt.toISOString(),
  completedAt: w.completedAt?.toISOString() ?? null,
});

/** The ledger moves that end a withdrawal: post (it left) or void (it came back), amount and fee. */
export function settle(w: WithdrawalRow, op: 'post' | 'void'): BatchItem[] {
  const ids = reservationIds(w.rid);
  const items: BatchItem[] = [{ op, id: `${ids.amount}:${op}`, pendingId: ids.amount, reason: 'withdrawal' }];
  if (new Dec(w.fee).gt(0))
    items.push({ op, id: `${ids.fee}:${op}`, pendingId: ids.fee, reason: 'withdrawalFee' });
  return items;
}
