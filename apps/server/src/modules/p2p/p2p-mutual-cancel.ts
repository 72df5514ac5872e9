import { p2pAwaitingPayment, p2pCancelReason, p2pOrderStatus } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import { createP2pRepo, type P2pOrderRow } from './p2p.repo';
import { type P2pDeps, tellParties } from './p2p.shared';
import { lockPartyOrder, voidEscrow } from './p2p-actions';

const s = p2pOrderStatus.members;

/**
 * Where a mutual cancel can be asked or answered: awaiting payment, no appeal, the window still
 * running (the proposal lapses with it: the timers job then cancels the order as unpaid).
 */
function requireCancellable(order: P2pOrderRow, at: Date) {
  if (order.status === s.cancelled) throw new AppError('repeatedCancellation');
  if (order.appealOpen) throw new AppError('orderUnderAppeal');
  if (!p2pAwaitingPayment(order.status)) throw new AppError('orderStatusInvalid');
  if (order.payBy <= at) throw new AppError('paymentTimeout');
}

/** The order cancelled by agreement: the escrow voids once, and nobody's day count grows. */
async function cancelByAgreement(
  deps: P2pDeps,
  tx: Parameters<typeof voidEscrow>[1],
  order: P2pOrderRow,
  at: Date,
) {
  await voidEscrow(deps, tx, order);
  return createP2pRepo(tx).updateOrder(order.id, {
    status: s.cancelled,
    cancelReason: p2pCancelReason.members.mutualCancel,
    cancelCounted: false,
    endedAt: at,
    updatedAt: at,
  });
}

type Step = 'proposed' | 'accepted' | 'declined' | 'unchanged';

const notices: Record<Exclude<Step, 'unchanged'>, string> = {
  proposed: 'a party proposed cancelling the order by agreement; the other may accept or decline.',
  accepted: 'both parties agreed to cancel; the escrow was returned to the seller.',
  declined: 'the proposal to cancel was declined; the order goes on.',
};

async function told(deps: P2pDeps, result: { order: P2pOrderRow; step: Step }) {
  if (result.step !== 'unchanged') await tellParties(deps.messenger, result.order, notices[result.step]);
  return result.order;
}

/**
 * Either party proposes cancelling an order that awaits payment. Proposing again answers the
 * order as it is; proposing when the other side already has is agreeing.
 */
export async function proposeMutualCancel(deps: P2pDeps, actorId: number, orderId: string) {
  const result = await deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const order = await lockPartyOrder(repo, orderId, actorId, 'either');
    const at = deps.now();
    requireCancellable(order, at);
    if (order.cancelProposedBy === actorId) return { order, step: 'unchanged' as Step };
    if (order.cancelProposedBy !== null)
      return { order: await cancelByAgreement(deps, tx, order, at), step: 'accepted' as Step };
    const proposed = await repo.updateOrder(order.id, { cancelProposedBy: actorId, updatedAt: at });
    return { order: proposed, step: 'proposed' as Step };
  });
  return told(deps, result);
}

/** The other party answers a proposal: accepting cancels the order, declining clears the proposal. */
export async function answerMutualCancel(deps: P2pDeps, actorId: number, orderId: string, accept: boolean) {
  const result = await deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const order = await lockPartyOrder(repo, orderId, actorId, 'either');
    const at = deps.now();
    requireCancellable(order, at);
    if (order.cancelProposedBy === null || order.cancelProposedBy === actorId)
      throw new AppError('orderStatusInvalid', 'The other party has not proposed cancelling this order.');
    if (accept) return { order: await cancelByAgreement(deps, tx, order, at), step: 'accepted' as Step };
    const declined = await repo.updateOrder(order.id, { cancelProposedBy: null, updatedAt: at });
    return { order: declined, step: 'declined' as Step };
  });
  return told(deps, result);
}
