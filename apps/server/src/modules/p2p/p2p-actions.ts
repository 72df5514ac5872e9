import {
  complaintOutcome,
  complaintProcessingStatus,
  type P2pOrderStatus,
  p2pAwaitingPayment,
  p2pAwaitingReceipt,
  p2pCancelReason,
  p2pOrderStatus,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { lockUser } from '../../ledger/flows/rolling-limit';
import { AppError } from '../../lib/app-error';
import { createP2pRepo, type P2pOrderRow, type P2pRepo } from './p2p.repo';
import { buyerOf, escrowIds, type P2pDeps, payerOf, sellerOf, tellParties } from './p2p.shared';

const s = p2pOrderStatus.members;

/** The order, locked, if the actor is the party named; anyone else gets 40007 (ids reveal nothing). */
export async function lockPartyOrder(
  repo: P2pRepo,
  orderId: string,
  actorId: number,
  party: 'payer' | 'seller' | 'either',
) {
  const order = await repo.lockOrder(orderId);
  const allowed =
    order &&
    (party === 'payer'
      ? payerOf(order) === actorId
      : party === 'seller'
        ? sellerOf(order) === actorId
        : order.userId === actorId || order.dealerId === actorId);
  if (!order || !allowed) throw new AppError('orderNotFound');
  return order;
}

/** Why an order that is not where an action needs it is refused. */
function refuseEnded(order: P2pOrderRow): never {
  if (order.status === s.cancelled && order.cancelReason !== p2pCancelReason.members.userCancelled)
    throw new AppError('paymentTimeout');
  throw new AppError('orderStatusInvalid');
}

/** Voids the escrow and gives the quantity back to the ad: the end of a cancelled order. */
export async function voidEscrow(deps: Pick<P2pDeps, 'ledger'>, tx: Db, order: P2pOrderRow) {
  const ids = escrowIds(order.id);
  await deps.ledger.withTx(tx).void({ id: ids.refund, pendingId: ids.escrow, reason: 'p2p' });
  await createP2pRepo(tx).addAvailable(order.adId, order.quantity);
}

/**
 * The payer marks the fiat sent (the user on a buy, the dealer on a sell), within the payment
 * window. Vouchers must be the payer's own uploads. The same call again answers the order as it is.
 */
export async function markPaid(deps: P2pDeps, actorId: number, orderId: string, vouchers: string[]) {
  if (vouchers.length > 0) {
    const files = await deps.files.describe(vouchers);
    if (vouchers.some((id) => files.get(id)?.ownerUserId !== actorId))
      throw new AppError('invalidInput', 'A voucher is not one of your uploads.', [
        { field: 'vouchers', message: 'file.unknown' },
      ]);
  }
  const result = await deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const order = await lockPartyOrder(repo, orderId, actorId, 'payer');
    if (order.appealOpen) throw new AppError('orderUnderAppeal');
    if (p2pAwaitingReceipt(order.status)) return { order, changed: false };
    if (!p2pAwaitingPayment(order.status)) refuseEnded(order);
    const at = deps.now();
    if (order.payBy <= at) throw new AppError('paymentTimeout');
    const next: P2pOrderStatus =
      order.side === 'buy' ? s.awaitingDealerConfirmation : s.awaitingUserConfirmation;
    const changed = await repo.updateOrder(order.id, {
      status: next,
      paidAt: at,
      confirmBy: new Date(at.getTime() + order.windowMinutes * deps.windowMinuteMs),
      vouchers,
      updatedAt: at,
    });
    return { order: changed, changed: true };
  });
  if (result.changed) await tellParties(deps.messenger, result.order, 'the payment was marked sent.');
  return result.order;
}

/**
 * The seller confirms the fiat arrived (the dealer on a buy; the user on a sell, with the fund
 * PIN): the escrow posts to the buyer. This is the only release a party can make; it also closes
 * an open appeal (a cooperative release), with no liability found.
 */
export async function confirmReceipt(deps: P2pDeps, actorId: number, orderId: string, fundPassword?: string) {
  if (fundPassword !== undefined) await deps.fundPin.requireFundPin(actorId, fundPassword);
  const result = await deps.db.transaction(async (tx) => {
    const repo = createP2pRepo(tx);
    const order = await lockPartyOrder(repo, orderId, actorId, 'seller');
    if (order.status === s.completed) return { order, changed: false, closedAppeal: false };
    if (!p2pAwaitingReceipt(order.status)) refuseEnded(order);
    const at = deps.now();
    const ids = escrowIds(order.id);
    await deps.ledger.withTx(tx).post({ id: ids.release, pendingId: ids.escrow, reason: 'p2p' });
    if (order.appealOpen) {
      const appeal = await repo.openAppealOf(order.id);
      if (appeal)
        await repo.updateAppeal(appeal.id, {
          status: complaintProcessingStatus.members.completed,
          outcome: complaintOutcome.members.noLiability,
          ruling: 'settled',
          resolvedAt: at,
        });
    }
    const changed = await repo.updateOrder(order.id, {
      status: s.completed,
      endedAt: at,
      appealOpen: false,
      updatedAt: at,
    });
    return { order: changed, changed: true, closedAppeal: order.appealOpen };
  });
  const released = `the crypto was released to the buyer (user ${buyerOf(result.order)})`;
  if (result.changed)
    await tellParties(
      deps.messenger,
      result.order,
      result.closedAppeal ? `${released}; the appeal is closed, settled by the parties.` : `${released}.`,
    );
  return result.order;
}

/**
 * The user cancels a buy before marking it paid: the escrow voids and the cancellation counts
 * toward the day's 3. Under the user's lock, like the count new orders read. A second cancel is
 * 60017; once paid there is nothing to cancel (60015).
 */
export async function cancelBuy(deps: P2pDeps, userId: number, orderId: string) {
  const result = await deps.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const repo = createP2pRepo(tx);
    const order = await repo.lockOrder(orderId);
    if (!order || order.userId !== userId || order.side !== 'buy') throw new AppError('orderNotFound');
    if (order.status === s.cancelled) throw new AppError('repeatedCancellation');
    if (order.appealOpen) throw new AppError('orderUnderAppeal');
    if (order.status !== s.awaitingUserPayment) throw new AppError('orderStatusInvalid');
    const at = deps.now();
    await voidEscrow(deps, tx, order);
    return repo.updateOrder(order.id, {
      status: s.cancelled,
      cancelReason: p2pCancelReason.members.userCancelled,
      cancelCounted: true,
      endedAt: at,
      updatedAt: at,
    });
  });
  await tellParties(deps.messenger, result, 'the buyer cancelled the order.');
  return result;
}
