import { defineEnum, type EnumValue } from '../common/enum';

/** Merchant payment order: pass, reject and refund move it on (§4). */
export const paymentOrderStatus = defineEnum({
  created: 0,
  pendingReview: 1,
  passed: 2,
  rejected: 3,
  refunded: 4,
});

/** The spec's review status of a payment order (§4): created, pending review, passed, rejected, refunded. */
export type PaymentOrderStatus = EnumValue<typeof paymentOrderStatus>;

/**
 * What the chain says about a payment order, after BTCPay Server's invoice states (New, Processing,
 * Settled, Expired, Invalid, with the exceptions PaidPartial, PaidLate, PaidOver):
 * - `new`: nothing received yet, before the expiry.
 * - `paidPartial`: underpaid, before the expiry; the page shows what is left.
 * - `processing`: the full amount is seen, not all of it confirmed.
 * - `settled`: exactly the amount, confirmed and credited.
 * - `overpaid`: more than the amount, confirmed; the excess is recorded for refund.
 * - `paidLate`: something arrived after the expiry (or after it was made invalid): credited, flagged for review.
 * - `expired`: the expiry passed with less than the amount (what did arrive is credited).
 * - `invalid`: the merchant rejected it before it was paid.
 */
export const paymentOrderState = defineEnum({
  new: 0,
  paidPartial: 1,
  processing: 2,
  settled: 3,
  overpaid: 4,
  paidLate: 5,
  expired: 6,
  invalid: 7,
});
export type PaymentOrderState = EnumValue<typeof paymentOrderState>;

/** A refund: reserved in the merchant's cloud wallet (`pending`), then sent and posted (`sent`), or `failed` (released). */
export const paymentRefundStatus = defineEnum({ pending: 0, sent: 1, failed: 2 });
export type PaymentRefundStatus = EnumValue<typeof paymentRefundStatus>;

/**
 * The events a payment order publishes, named as the webhooks area names them (BTCPay's invoice
 * events): the webhooks' `publish` takes them as they are.
 */
export const paymentEventTypes = [
  'order.created',
  'order.processing',
  'order.paidPartial',
  'order.settled',
  'order.expired',
  'order.invalid',
  'order.paidLate',
  'order.paidOver',
  'order.pendingReview',
  'order.passed',
  'order.rejected',
  'order.refunded',
] as const;
export type PaymentEventType = (typeof paymentEventTypes)[number];

/** The approval roles of spec §6 a payment order needs. */
export type PaymentApprovalRole = 'approvePayment' | 'approveRefund';
