import { p2pOrderStatus } from '@coffer/contract';
import { CardProcessorUnavailable } from '../../adapters/card-processor/card-processor';
import type { CardDeps } from './card.shared';
import { applyOutcome, creditCardOrder } from './card-settle';

const s = p2pOrderStatus.members;
/** A notification later than this is taken as lost: the job asks the processor. */
export const cardLookupAfterMs = 120_000;
const batch = 50;

/**
 * The job that leaves nothing half-done: a payment captured but not credited (a crash between the
 * notification and the credit) is credited — once, by the idempotent credit —, and an order whose
 * notification is late is looked up at the processor and moved on by what it answers. Safe in
 * every process: each step locks its order and re-checks its status.
 */
export async function reconcileCardOrders(
  deps: Pick<CardDeps, 'db' | 'repo' | 'ledger' | 'processor' | 'now' | 'log'>,
): Promise<{ cardOrdersCredited: number; cardOrdersLookedUp: number }> {
  const staleBefore = new Date(deps.now().getTime() - cardLookupAfterMs);
  let credited = 0;
  let lookedUp = 0;
  for (const order of await deps.repo.unsettled(staleBefore, batch)) {
    if (order.status === s.payingOut) {
      if ((await creditCardOrder(deps, order.id)) === 'credited') credited += 1;
      continue;
    }
    if (!order.paymentId) continue;
    const state = await deps.processor.lookup(order.paymentId).catch((error: unknown) => {
      if (error instanceof CardProcessorUnavailable) return undefined;
      throw error;
    });
    lookedUp += 1;
    if (!state || state.status === 'pending' || state.status === 'requires_action') {
      // Checked now: the next run looks at the others first (the batch takes the oldest).
      await deps.repo.update(order.id, { updatedAt: deps.now() });
      continue;
    }
    const moved = await applyOutcome(deps, order.paymentId, state);
    if (moved?.status === s.payingOut && (await creditCardOrder(deps, moved.id)) === 'credited')
      credited += 1;
  }
  return { cardOrdersCredited: credited, cardOrdersLookedUp: lookedUp };
}
