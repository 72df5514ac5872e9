import { z } from 'zod';
import { positiveAmountSchema } from '../../common/money';
import { pagedList } from '../../common/pagination';
import { recordCall } from '../../common/record-call';
import { paymentOrderIdSchema, paymentRefundSchema } from '../payments.schemas';

/** A receipt code id as the server issues it (unguessable: its page is public by id). */
export const receiptCodeIdSchema = z.string().regex(/^rc_[A-Za-z0-9_-]{20,40}$/);
/** A refund link's secret as the server issues it (only its hash is kept). */
export const refundLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32,64}$/);

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/);
const acceptedCoins = z
  .array(z.object({ coin: code, network: code }))
  .min(1)
  .max(6);

/** A counter's static QR code as its merchant (or the sub-merchant whose till it is) sees it. */
export const receiptCodeSchema = z.object({
  id: z.string(),
  /** The sub-merchant (till) whose orders it makes; null for the merchant's own counter. */
  subMerchantId: z.number().int().nullable(),
  currency: z.string(),
  label: z.string().nullable(),
  coins: z.array(z.object({ coin: z.string(), network: z.string() })),
  /** The public page the QR code holds, `/pay/code/<id>`. */
  payUrl: z.string(),
  disabled: z.boolean(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type ReceiptCode = z.infer<typeof receiptCodeSchema>;

/** What the customer's page shows: no merchant ids; the label the merchant gave the counter. */
export const publicReceiptCodeSchema = z.object({
  id: z.string(),
  merchantName: z.string(),
  currency: z.string(),
  label: z.string().nullable(),
  coins: z.array(z.object({ coin: z.string(), network: z.string() })),
});
export type PublicReceiptCode = z.infer<typeof publicReceiptCodeSchema>;

/** What the buyer's refund page shows: the refund's amount and coin, whether it is still open. */
export const publicRefundLinkSchema = z.object({
  orderId: z.string(),
  merchantName: z.string(),
  coin: z.string(),
  network: z.string(),
  amount: z.string(),
  /** open: waiting for the address; used: the refund was made; expired. */
  state: z.enum(['open', 'used', 'expired']),
  expiresAt: z.string(),
});
export type PublicRefundLink = z.infer<typeof publicRefundLinkSchema>;

/** The schemas of the endpoints in receipt-codes.endpoints.ts, by the same keys. */
export const receiptCodesEndpointSchemas = {
  createMerchantsReceiptCode: {
    input: z.object({
      /** A legal currency (USD) or a coin (USDT): the unit the customer types the amount in. */
      currency: code,
      label: z.string().trim().min(1).max(60).optional(),
      coins: acceptedCoins,
      /** The merchant names one of its sub-merchants' tills; a sub-merchant's code is always its own. */
      subMerchantId: z.number().int().positive().optional(),
    }),
    result: receiptCodeSchema,
  },
  receiptCodeGetList: pagedList(receiptCodeSchema),
  receiptCodeDisable: recordCall('id', receiptCodeIdSchema, receiptCodeSchema),
  receiptCodeGetPublic: recordCall('id', receiptCodeIdSchema, publicReceiptCodeSchema),
  receiptCodeCreateOrder: {
    input: z.object({ id: receiptCodeIdSchema, amount: positiveAmountSchema }),
    result: z.object({ orderId: z.string() }),
  },
  createRefundLink: {
    input: z.object({ id: paymentOrderIdSchema, amount: positiveAmountSchema }),
    result: z.object({
      orderId: z.string(),
      amount: z.string(),
      coin: z.string(),
      /** The buyer's page `/pay/<orderId>/refund/<token>`: shown once, only its hash is kept. */
      url: z.string(),
      expiresAt: z.string(),
    }),
  },
  getPublicRefundLink: {
    input: z.object({ id: paymentOrderIdSchema, token: refundLinkTokenSchema }),
    result: publicRefundLinkSchema,
  },
  submitRefundAddress: {
    input: z.object({
      id: paymentOrderIdSchema,
      token: refundLinkTokenSchema,
      address: z.string().trim().min(10).max(128),
    }),
    result: paymentRefundSchema,
  },
};
