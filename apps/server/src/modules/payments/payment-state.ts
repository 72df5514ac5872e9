import {
  addDecimals,
  canMovePaymentState,
  compareDecimals,
  derivePaymentState,
  type PaymentEventType,
  type PaymentOrderState,
  paymentNeedsReview,
  paymentOrderState,
  paymentOrderStatus,
  paymentReviewStatus,
} from '@coffer/contract';
import type { Db } from '../../db/client';
import { toWire } from '../../lib/money';
import type { PublishPaymentEvent } from './payment-events';
import { createPaymentOrdersRepo, type PaymentOrderRow } from './payment-orders.repo';

const st = paymentOrderState.members;
const rs = paymentOrderStatus.members;

export interface StateDeps {
  publishEvent: PublishPaymentEvent;
  now: () => Date;
  /** Orders of this amount or more (in the order's currency) wait for review; none when undefined. */
  reviewThreshold: string | undefined;
}

/** The event of a new state (BTCPay calls an overpaid invoice PaidOver). */
const stateEvent = (state: PaymentOrderState): PaymentEventType =>
  state === st.overpaid ? 'order.paidOver' : (`order.${paymentOrderState.keyOf(state)}` as PaymentEventType);

/**
 * Brings a locked order's state, totals and review status in line with its payments, in the
 * caller's transaction, and publishes the new state's event. A payment in a coin other than the
 * one paid first counts as late (credited, flagged for review). Moves outside the state machine
 * never happen: the order keeps its state. `credited`: a payment was credited in this change (money
 * after a final review status sends the order back to review).
 */
export async function refreshOrderState(
  deps: StateDeps,
  tx: Db,
  order: PaymentOrderRow,
  opts: { invalid?: boolean; credited?: boolean } = {},
): Promise<PaymentOrderRow> {
  const repo = createPaymentOrdersRepo(tx);
  const now = deps.now();
  const coins = await repo.coins([order.id]);
  const payments = await repo.payments([order.id]);
  const paidCoin = order.paidCoin ?? payments[0]?.coin ?? null;
  const paidNetwork = order.paidNetwork ?? payments[0]?.network ?? null;
  const coin = coins.find((c) => c.coin === paidCoin && c.network === paidNetwork) ?? coins[0];
  const due = coin ? toWire(coin.amountDue) : '0';
  const inPaidCoin = (p: { coin: string; network: string }) =>
    p.coin === paidCoin && p.network === paidNetwork;
  const invalid = order.state === st.invalid || opts.invalid === true;
  const derived = derivePaymentState({
    due,
    payments: payments.map((p) => ({
      amount: toWire(p.amount),
      confirmed: p.confirmations >= p.requiredConfirmations,
      late: p.late || !inPaidCoin(p),
    })),
    expired: now.getTime() >= order.expiresAt.getTime(),
    invalid,
  });
  const state = canMovePaymentState(order.state, derived) ? derived : order.state;
  const paid = payments.filter(inPaidCoin).reduce((sum, p) => addDecimals(sum, toWire(p.amount)), '0');
  const overpaid = compareDecimals(paid, due) > 0 ? addDecimals(paid, `-${due}`) : '0';
  const needsReview = paymentNeedsReview({
    state,
    paid,
    amount: toWire(order.amount),
    reviewThreshold: deps.reviewThreshold,
  });
  const status = paymentReviewStatus({
    status: order.status,
    state,
    stateChanged: state !== order.state,
    paid,
    needsReview,
    credited: opts.credited === true,
  });
  const closes = state === st.expired || state === st.invalid;
  const settles = state === st.settled || state === st.overpaid || state === st.paidLate;
  const updated = await repo.updateOrder(order.id, {
    state,
    status,
    needsReview,
    paidCoin,
    paidNetwork,
    paid,
    overpaid,
    closedAt: order.closedAt ?? (closes ? now : null),
    settledAt: order.settledAt ?? (settles ? now : null),
    updatedAt: now,
  });
  const payload = {
    orderId: order.id,
    merchantOrderNo: order.merchantOrderNo,
    state,
    status,
    paid,
    paidCoin,
  };
  if (state !== order.state) await deps.publishEvent(tx, order.merchantId, stateEvent(state), payload);
  if (status !== order.status && status === rs.pendingReview)
    await deps.publishEvent(tx, order.merchantId, 'order.pendingReview', payload);
  return updated;
}
