import {
  addDecimals,
  compareDecimals,
  type PaymentOrder,
  type PaymentRefund,
  type PublicPaymentOrder,
  paymentOrderState,
  paymentRemaining,
  paymentUri,
} from '@coffer/contract';
import { toWire } from '../../lib/money';
import { secondsUntil } from '../../lib/quotes';
import type { PaymentCoinRow, PaymentOrderRow, PaymentRow, RefundRow } from './payment-orders.repo';

const st = paymentOrderState.members;

/** The hosted page of an order, on the base host. */
export const payPath = (orderId: string) => `/pay/${orderId}`;

function coinViews(coins: PaymentCoinRow[], payments: PaymentRow[]) {
  return coins.map((c) => {
    const paid = payments
      .filter((p) => p.coin === c.coin && p.network === c.network)
      .reduce((sum, p) => addDecimals(sum, toWire(p.amount)), '0');
    const amountDue = toWire(c.amountDue);
    return {
      coin: c.coin,
      network: c.network,
      address: c.address,
      rate: toWire(c.rate),
      amountDue,
      paid,
      remaining: paymentRemaining(amountDue, paid),
      uri: paymentUri(c.chain, c.address, paymentRemaining(amountDue, paid)),
      confirmations: c.confirmations,
    };
  });
}

export const refundView = (r: RefundRow): PaymentRefund => ({
  refundId: r.id,
  orderId: r.orderId,
  coin: r.coin,
  network: r.network,
  address: r.address,
  amount: toWire(r.amount),
  status: r.status,
  txId: r.txId,
  createdAt: r.createdAt.toISOString(),
});

export function paymentOrderView(
  o: PaymentOrderRow,
  coins: PaymentCoinRow[],
  payments: PaymentRow[],
  refunds: RefundRow[],
): PaymentOrder {
  const paid = toWire(o.paid);
  const refunded = toWire(o.refunded);
  return {
    orderId: o.id,
    merchantOrderNo: o.merchantOrderNo,
    amount: toWire(o.amount),
    currency: o.currency,
    state: o.state,
    status: o.status,
    needsReview: o.needsReview,
    buyerEmail: o.buyerEmail,
    redirectUrl: o.redirectUrl,
    description: o.description,
    metadata: o.metadata,
    coins: coinViews(coins, payments),
    paidCoin: o.paidCoin,
    paid,
    overpaid: toWire(o.overpaid),
    credited: toWire(o.credited),
    fee: toWire(o.fee),
    feeRate: o.feeRate === null ? null : toWire(o.feeRate),
    refunded,
    refundable: compareDecimals(paid, refunded) > 0 ? addDecimals(paid, `-${refunded}`) : '0',
    payments: payments.map((p) => ({
      coin: p.coin,
      network: p.network,
      txId: p.txId,
      amount: toWire(p.amount),
      confirmations: Math.min(p.confirmations, p.requiredConfirmations),
      requiredConfirmations: p.requiredConfirmations,
      credited: p.credited,
      late: p.late,
      seenAt: p.seenAt.toISOString(),
    })),
    refunds: refunds.map(refundView),
    payUrl: payPath(o.id),
    createdAt: o.createdAt.toISOString(),
    expiresAt: o.expiresAt.toISOString(),
    settledAt: o.settledAt?.toISOString() ?? null,
  };
}

/** What a buyer sees: nothing of the merchant's but its shop name; the redirect once paid. */
export function publicPaymentOrderView(
  o: PaymentOrderRow,
  coins: PaymentCoinRow[],
  payments: PaymentRow[],
  merchantName: string,
  now: Date,
): PublicPaymentOrder {
  const paidUp = o.state === st.settled || o.state === st.overpaid || o.state === st.processing;
  return {
    orderId: o.id,
    merchantName,
    description: o.description,
    amount: toWire(o.amount),
    currency: o.currency,
    state: o.state,
    coins: coinViews(coins, payments),
    paidCoin: o.paidCoin,
    payments: payments.map((p) => ({
      coin: p.coin,
      network: p.network,
      txId: p.txId,
      amount: toWire(p.amount),
    })),
    expiresAt: o.expiresAt.toISOString(),
    expiresInSeconds: secondsUntil(o.expiresAt, now),
    redirectUrl: paidUp ? o.redirectUrl : null,
  };
}
