import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { paymentOrderState, paymentOrderStatus, paymentRefundStatus } from './payments.enums';

/** A payment order id as the server issues it (unguessable: the hosted page is public by id). */
export const paymentOrderIdSchema = z.string().regex(/^pay_[A-Za-z0-9_-]{20,40}$/);
/** A refund id as the server issues it. */
export const paymentRefundIdSchema = z.string().regex(/^prf_[A-Za-z0-9_-]{20,40}$/);

/** One coin an order may be paid in: its address (unique to the order) and the amount at the locked rate. */
export const paymentOrderCoinSchema = z.object({
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  /** Order currency per one coin, locked when the order was made. */
  rate: z.string(),
  amountDue: z.string(),
  /** Received to this address so far (seen, confirmed or not). */
  paid: z.string(),
  remaining: z.string(),
  /** What the QR code holds: the address and the amount. */
  uri: z.string(),
  confirmations: z.number().int(),
});
export type PaymentOrderCoin = z.infer<typeof paymentOrderCoinSchema>;

/** A transfer received for an order. */
export const paymentOrderPaymentSchema = z.object({
  coin: z.string(),
  network: z.string(),
  txId: z.string(),
  amount: z.string(),
  confirmations: z.number().int(),
  requiredConfirmations: z.number().int(),
  credited: z.boolean(),
  late: z.boolean(),
  seenAt: z.string(),
});

/** A refund of (part of) an order. */
export const paymentRefundSchema = z.object({
  refundId: z.string(),
  orderId: z.string(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  status: enumSchema(paymentRefundStatus),
  txId: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

/** A payment order as its merchant sees it. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  merchantOrderNo: z.string(),
  amount: z.string(),
  currency: z.string(),
  state: enumSchema(paymentOrderState),
  status: enumSchema(paymentOrderStatus),
  needsReview: z.boolean(),
  buyerEmail: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  description: z.string().nullable(),
  metadata: z.record(z.string(), z.string()),
  coins: z.array(paymentOrderCoinSchema),
  /** The coin the buyer paid in (null until a payment is seen). */
  paidCoin: z.string().nullable(),
  paid: z.string(),
  /** Paid beyond the amount, recorded for refund. */
  overpaid: z.string(),
  /** Credited to the merchant's cloud wallet (after the channel fee) and the fee taken. */
  credited: z.string(),
  fee: z.string(),
  /** The channel fee rate the order settles at ('0.005' = 0.5 %), fixed at its first credit; null before. */
  feeRate: z.string().nullable(),
  refunded: z.string(),
  /** What may still be refunded (paid less refunded). */
  refundable: z.string(),
  payments: z.array(paymentOrderPaymentSchema),
  refunds: z.array(paymentRefundSchema),
  payUrl: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

/**
 * What the public hosted page shows the buyer: no merchant ids, e-mail, metadata, fees or
 * internal numbers; `redirectUrl` only once the order is paid.
 */
export const publicPaymentOrderSchema = z.object({
  orderId: z.string(),
  merchantName: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  currency: z.string(),
  state: enumSchema(paymentOrderState),
  coins: z.array(paymentOrderCoinSchema),
  paidCoin: z.string().nullable(),
  /** What the buyer sent: the receipt the page shows once paid (a transaction id is public on its chain). */
  payments: z.array(paymentOrderPaymentSchema.pick({ coin: true, network: true, txId: true, amount: true })),
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
  redirectUrl: z.string().nullable(),
});
export type PublicPaymentOrder = z.infer<typeof publicPaymentOrderSchema>;

/**
 * The live event of a payment order that changed (paid, reviewed, refunded, expired): sent to its
 * merchant and its sub-merchant, whose review counts and order lists fetch again. Only what
 * names the change; the order itself is read through PaymentOrder/Get.
 */
export const paymentOrderLiveEventSchema = z.object({
  orderId: z.string(),
  state: enumSchema(paymentOrderState),
  status: enumSchema(paymentOrderStatus),
});
