import { p2pOrderStatus } from '@coffer/contract';
import { CardRefundRefused } from '../../adapters/card-processor/card-processor';
import type { Db } from '../../db/client';
import {
  type DispatchDeps,
  type DispatchHandler,
  dispatchNow,
  enqueueDispatch,
} from '../../ledger/flows/outbound-dispatch';
import { createCardRepo } from './card.repo';
import type { CardDeps } from './card.shared';

const s = p2pOrderStatus.members;
export const cardRefundDispatchKind = 'cardRefund';
const refundDispatchId = (orderId: string) => `card-refund:${orderId}`;
const orderOfDispatch = (id: string) => id.slice('card-refund:'.length);

type RefundDeps = Pick<CardDeps, 'db' | 'now' | 'processor' | 'log'>;

/**
 * The refund of a captured payment to the card, as the ledger's outbound dispatch sends it: the
 * idempotency key is the dispatch id, so a retry after a lost answer is the same refund at the
 * processor; a send that errs or times out stays unknown until a lookup (or the processor's
 * `payment.refunded` notification) says it went through; the job resumes it.
 */
export function cardRefundHandler(deps: RefundDeps): DispatchHandler {
  const paymentOf = async (id: string) => {
    const order = await createCardRepo(deps.db).order(orderOfDispatch(id));
    if (!order?.paymentId) throw new Error(`card refund ${id} has no payment`);
    return order.paymentId;
  };
  return {
    kind: cardRefundDispatchKind,
    async send(id) {
      return (await deps.processor.refund(await paymentOf(id), id)).refundId;
    },
    async lookup(id) {
      const state = await deps.processor.lookup(await paymentOf(id));
      return state?.refunded ? (state.refundId ?? id) : undefined;
    },
    async onSent(tx: Db, id: string) {
      await markRefunded(tx, orderOfDispatch(id), deps.now());
    },
    isRefusal: (error) => error instanceof CardRefundRefused,
    async onRefused(_tx: Db, id: string) {
      // Never captured, so nothing to give back: an operator looks at why it was thought paid.
      deps.log('card refund refused by the processor', { orderId: orderOfDispatch(id) });
    },
  };
}

/** The order's refund is confirmed (the dispatch's send, a lookup or the notification): once. */
export async function markRefunded(tx: Db, orderId: string, at: Date) {
  const repo = createCardRepo(tx);
  const order = await repo.lockOrder(orderId);
  if (!order || order.refunded) return false;
  await repo.update(orderId, { refunded: true, updatedAt: at });
  return true;
}

/**
 * A captured payment that will not be credited (the house is short of the coin, or an operator
 * decides so) is refunded to the card: the order closes as failed with `reason` and its refund is
 * queued in the same transaction, then sent now; what the processor does not answer, the job
 * resumes. An order credited, or already refunding, is left as it is.
 */
export async function refundCapturedOrder(
  deps: RefundDeps & { dispatch?: Partial<DispatchDeps> },
  orderId: string,
  reason: string,
): Promise<'refunding' | 'notRefundable'> {
  const queued = await deps.db.transaction(async (tx) => {
    const repo = createCardRepo(tx);
    const order = await repo.lockOrder(orderId);
    if (!order?.paymentId || order.status !== s.payingOut || order.creditedAt) return false;
    const at = deps.now();
    await repo.update(orderId, { status: s.paymentFailed, failureReason: reason, updatedAt: at });
    await enqueueDispatch(tx, { id: refundDispatchId(orderId), kind: cardRefundDispatchKind }, at);
    return true;
  });
  if (!queued) return 'notRefundable';
  deps.log('card order refunding to the card', { orderId, reason });
  await dispatchNow(
    { db: deps.db, now: deps.now, log: deps.log, ...deps.dispatch },
    cardRefundHandler(deps),
    refundDispatchId(orderId),
  );
  return 'refunding';
}
