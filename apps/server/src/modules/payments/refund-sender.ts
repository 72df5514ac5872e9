import { addDecimals, compareDecimals, paymentOrderStatus, paymentRefundStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { type ChainAdapter, ChainRefusal } from '../../adapters/chain/chain';
import type { Db } from '../../db/client';
import { paymentRefunds } from '../../db/schema';
import type { DispatchHandler } from '../../ledger/flows/outbound-dispatch';
import type { Ledger } from '../../ledger/ledger';
import { toWire } from '../../lib/money';
import type { PublishPaymentEvent } from './payment-events';
import { createPaymentOrdersRepo } from './payment-orders.repo';
import { refundView } from './payment-view';

const rf = paymentRefundStatus.members;

/** A refund's dispatch id: the reference the chain sees (`refund:<refund id>`). */
export const refundDispatchId = (refundId: string) => `refund:${refundId}`;
const refundIdOf = (dispatchId: string) => dispatchId.slice('refund:'.length);
/** The reservation of a refund and its posting: derived from the refund id. */
export const refundTransferIds = (refundId: string) => ({
  reserve: `pref:${refundId}`,
  resolve: `pref:${refundId}:done`,
});

interface SenderDeps {
  db: Db;
  ledger: Pick<Ledger, 'withTx'>;
  chain: Pick<ChainAdapter, 'send' | 'sentByReference'>;
  publishEvent: PublishPaymentEvent;
  now: () => Date;
}

/**
 * The refunds' side of the outbound dispatch: sent, a refund is posted (the order `refunded` when
 * it is whole) and published; refused by the chain, its reservation goes back (`failed`, and the
 * amount is refundable again). An erred or timed-out send leaves it `pending` until the chain says.
 */
export function refundSender(deps: SenderDeps): DispatchHandler {
  const row = async (dispatchId: string) => {
    const [refund] = await deps.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, refundIdOf(dispatchId)));
    if (!refund) throw new Error(`no refund for dispatch ${dispatchId}`);
    return refund;
  };
  return {
    kind: 'refund',
    async send(id, now) {
      const r = await row(id);
      return deps.chain.send({
        network: r.network,
        coin: r.coin,
        toAddress: r.address,
        amount: toWire(r.amount),
        reference: id,
        now,
      });
    },
    async lookup(id) {
      return deps.chain.sentByReference((await row(id)).network, id);
    },
    isRefusal: (error) => error instanceof ChainRefusal,
    onSent: (tx, id, txId) => posted(deps, tx, refundIdOf(id), txId),
    onRefused: (tx, id) => released(deps, tx, refundIdOf(id)),
  };
}

/** The refund under its order's lock, with what settling it needs, while it is still pending. */
async function lockedPending(tx: Db, refundId: string) {
  const repo = createPaymentOrdersRepo(tx);
  const refundRow = () => tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  const [first] = await refundRow();
  const order = first && (await repo.lockOrder(first.orderId));
  // Read again under the lock: its status is what the lock protects.
  const [refund] = order ? await refundRow() : [];
  if (!refund || !order || refund.status !== rf.pending) return undefined;
  return { repo, refund, order, ids: refundTransferIds(refundId) };
}

/** The send went out: the reservation is posted, the order marked refunded when whole. */
async function posted(deps: SenderDeps, tx: Db, refundId: string, txId: string) {
  const pending = await lockedPending(tx, refundId);
  if (!pending) return;
  const { repo, order, ids } = pending;
  await deps.ledger.withTx(tx).post({ id: ids.resolve, pendingId: ids.reserve, reason: 'refund' });
  const at = deps.now();
  const fully = compareDecimals(toWire(order.refunded), toWire(order.paid)) >= 0;
  if (fully) await repo.updateOrder(order.id, { status: paymentOrderStatus.members.refunded, updatedAt: at });
  const saved = await repo.updateRefund(refundId, { status: rf.sent, txId, updatedAt: at });
  await deps.publishEvent(tx, order.merchantId, 'order.refunded', {
    orderId: order.id,
    refund: refundView(saved),
    refunded: toWire(order.refunded),
    fully,
  });
}

/** The chain refused it: nothing went out, so the reservation goes back and the amount is refundable. */
async function released(deps: SenderDeps, tx: Db, refundId: string) {
  const pending = await lockedPending(tx, refundId);
  if (!pending) return;
  const { repo, refund, order, ids } = pending;
  await deps.ledger.withTx(tx).void({ id: ids.resolve, pendingId: ids.reserve, reason: 'refund' });
  const at = deps.now();
  await repo.updateOrder(order.id, {
    refunded: addDecimals(toWire(order.refunded), `-${toWire(refund.amount)}`),
    updatedAt: at,
  });
  await repo.updateRefund(refundId, { status: rf.failed, updatedAt: at });
}
