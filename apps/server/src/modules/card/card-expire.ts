import { cardExpiredReason, cardPaymentWindowSeconds, p2pOrderStatus } from '@coffer/contract';
import { CardProcessorUnavailable } from '../../adapters/card-processor/card-processor';
import { createCardRepo } from './card.repo';
import type { CardDeps } from './card.shared';

const s = p2pOrderStatus.members;
const batch = 50;

/**
 * The job that closes orders left unpaid past their window (spec §4 "a credit-card order can be
 * cancelled"; the window is Coffer's). The processor's payment is closed first, so the card page
 * takes no card afterwards; one the processor reports paid is left to the notification and the
 * reconciliation job, and one it cannot be asked about now is tried on a later run. The order is
 * then claimed (locked, SKIP LOCKED, still waiting) in the transaction that closes it: two
 * processes, or a run after a restart, never close it twice, and its buyer sees it on the live
 * stream. A payment captured after all still credits (a success moves a closed order on).
 */
export async function expireUnpaidCardOrders(
  deps: Pick<CardDeps, 'db' | 'repo' | 'processor' | 'now' | 'log'>,
): Promise<{ cardOrdersExpired: number }> {
  const before = new Date(deps.now().getTime() - cardPaymentWindowSeconds * 1000);
  let expired = 0;
  for (const order of await deps.repo.unpaidSince(before, batch)) {
    if (order.paymentId) {
      const closed = await deps.processor.cancel(order.paymentId).catch((error: unknown) => {
        if (error instanceof CardProcessorUnavailable) return undefined;
        throw error;
      });
      if (closed !== 'cancelled') continue;
    }
    const done = await deps.db.transaction(async (tx) => {
      const repo = createCardRepo(tx);
      const claimed = await repo.claimWaiting(order.id);
      if (!claimed) return false;
      await repo.update(order.id, {
        status: s.cancelled,
        failureReason: cardExpiredReason,
        updatedAt: deps.now(),
      });
      return true;
    });
    if (done) {
      expired += 1;
      deps.log('card order expired unpaid', { orderId: order.id });
    }
  }
  return { cardOrdersExpired: expired };
}
