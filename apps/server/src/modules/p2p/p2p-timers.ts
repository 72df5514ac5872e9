import {
  complaintProcessingStatus,
  p2pAppealReason,
  p2pAwaitingPayment,
  p2pAwaitingReceipt,
  p2pCancelReason,
  p2pOrderStatus,
} from '@coffer/contract';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { createP2pRepo } from './p2p.repo';
import { type P2pDeps, tellParties } from './p2p.shared';
import { voidEscrow } from './p2p-actions';
import { newAppealId } from './p2p-appeals';

type Acted = 'cancelled' | 'appealed' | undefined;

/**
 * One due order, in its own transaction: the user's lock (the cancellation count), the order's
 * lock, then the timer is read again, so two processes, or a process restarted mid-way, act once.
 * Unpaid in time: cancelled and the escrow voided; counted against the user only when the job ran
 * on time (a late run is our downtime, never the user's fault). Paid but not confirmed in time:
 * never cancelled, an appeal opens by itself. An open appeal stops both timers.
 */
async function actOnDue(deps: P2pDeps, orderId: string): Promise<Acted> {
  const seen = await createP2pRepo(deps.db).order(orderId);
  if (!seen) return undefined;
  const acted = await deps.db.transaction(async (tx): Promise<Acted> => {
    await lockUser(tx, seen.userId);
    const repo = createP2pRepo(tx);
    const order = await repo.lockOrder(orderId);
    const at = deps.now();
    if (!order || order.appealOpen) return undefined;
    if (p2pAwaitingPayment(order.status) && order.payBy <= at) {
      await voidEscrow(deps, tx, order);
      const buy = order.side === 'buy';
      await repo.updateOrder(order.id, {
        status: p2pOrderStatus.members.cancelled,
        cancelReason: buy
          ? p2pCancelReason.members.userUnpaidTimeout
          : p2pCancelReason.members.dealerUnpaidTimeout,
        cancelCounted: buy && at.getTime() - order.payBy.getTime() <= deps.lateGraceMs,
        endedAt: at,
        updatedAt: at,
      });
      return 'cancelled';
    }
    if (p2pAwaitingReceipt(order.status) && order.confirmBy !== null && order.confirmBy <= at) {
      const buy = order.side === 'buy';
      await repo.insertAppeal({
        id: newAppealId(),
        orderId: order.id,
        openedBy: null,
        reason: buy
          ? p2pAppealReason.members.userPaidDealerNotReceivedTimeout
          : p2pAppealReason.members.dealerPaidUserNotReceivedTimeout,
        remark: 'Marked paid, but the receipt was not confirmed in time.',
        proofs: [],
        status: complaintProcessingStatus.members.processing,
        createdAt: at,
      });
      await repo.updateOrder(order.id, { appealOpen: true, updatedAt: at });
      return 'appealed';
    }
    return undefined;
  });
  if (acted === 'cancelled')
    await tellParties(deps.messenger, seen, 'the payment window ended; the order was cancelled.');
  if (acted === 'appealed')
    await tellParties(deps.messenger, seen, 'the receipt was not confirmed in time; an appeal was opened.');
  return acted;
}

/** The timers job: every due order, each acted on once. */
export async function runP2pTimers(deps: P2pDeps, limit: number) {
  const due = await createP2pRepo(deps.db).dueOrderIds(deps.now(), limit);
  const counts = { p2pOrdersTimedOut: 0, p2pAppealsOpenedByTimer: 0 };
  for (const id of due) {
    const acted = await actOnDue(deps, id);
    if (acted === 'cancelled') counts.p2pOrdersTimedOut++;
    if (acted === 'appealed') counts.p2pAppealsOpenedByTimer++;
  }
  return counts;
}
