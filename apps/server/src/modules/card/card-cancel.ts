import { type CardOrder, p2pOrderStatus } from '@coffer/contract';
import { CardProcessorUnavailable } from '../../adapters/card-processor/card-processor';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../plugins/auth';
import { cardOrderView } from './card.fns';
import { createCardRepo } from './card.repo';
import type { CardDeps } from './card.shared';

const s = p2pOrderStatus.members;

/** Why an order in this status cannot be cancelled (40004 cancelled, 40005 paid, 60015 otherwise). */
function refuseCancel(status: number): never {
  if (status === s.cancelled) throw new AppError('orderCancelled');
  if (status === s.paid || status === s.payingOut) throw new AppError('orderPaid');
  throw new AppError('orderStatusInvalid');
}

/**
 * CancelCreditCardOrder (spec §4): only while waiting for the payment. The processor closes the
 * payment first; if it was paid meanwhile the cancel is refused (40005) and the notification
 * credits it as usual.
 */
export async function cancelCardOrder(
  deps: Pick<CardDeps, 'db' | 'repo' | 'processor' | 'now'>,
  caller: Caller,
  orderId: string,
): Promise<CardOrder> {
  const order = await deps.repo.ownOrder(orderId, caller.userId);
  if (!order) throw new AppError('orderNotFound');
  if (order.status !== s.pendingPayment) refuseCancel(order.status);
  if (order.paymentId) {
    const closed = await deps.processor.cancel(order.paymentId).catch((error: unknown) => {
      if (error instanceof CardProcessorUnavailable) throw new AppError('cardProcessorUnavailable');
      throw error;
    });
    if (closed === 'alreadyPaid') throw new AppError('orderPaid');
  }
  return deps.db.transaction(async (tx) => {
    const repo = createCardRepo(tx);
    const locked = await repo.lockOwnOrder(orderId, caller.userId);
    if (!locked) throw new AppError('orderNotFound');
    if (locked.status !== s.pendingPayment) refuseCancel(locked.status);
    const at = deps.now();
    return cardOrderView(await repo.update(orderId, { status: s.cancelled, updatedAt: at }));
  });
}
