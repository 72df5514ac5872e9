import { z } from 'zod';
import { requestIdSchema } from '../assets/index';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { recordCall } from '../common/record-call';
import { paymentOrderState, paymentOrderStatus } from './payments.enums';
import {
  paymentOrderIdSchema,
  paymentOrderSchema,
  paymentRefundIdSchema,
  paymentRefundSchema,
  publicPaymentOrderSchema,
} from './payments.schemas';

const code = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}$/);

/** Longest and shortest time an order may wait for its payment. */
export const paymentExpiryMinutes = { min: 5, max: 7 * 24 * 60, default: 30 } as const;

/** The schemas of the endpoints in payments.endpoints.ts, by the same keys. */
export const paymentsEndpointSchemas = {
  create: {
    input: z.object({
      merchantOrderNo: z.string().trim().min(1).max(64),
      amount: positiveAmountSchema,
      /** A legal currency (USD) or a coin (USDT): the amount's unit. */
      currency: code,
      /** The coins and networks the buyer may pay with; each gets its own address. */
      coins: z
        .array(z.object({ coin: code, network: code }))
        .min(1)
        .max(6),
      expiresInMinutes: z
        .number()
        .int()
        .min(paymentExpiryMinutes.min)
        .max(paymentExpiryMinutes.max)
        .default(paymentExpiryMinutes.default),
      buyerEmail: z.email().max(254).optional(),
      redirectUrl: z
        .url({ protocol: /^https?$/ })
        .max(2000)
        .optional(),
      description: z.string().trim().max(200).optional(),
      metadata: z.record(z.string().max(64), z.string().max(500)).default({}),
    }),
    result: paymentOrderSchema,
  },
  getList: pagedList(paymentOrderSchema, {
    state: z.coerce.number().pipe(enumSchema(paymentOrderState)).optional(),
    status: z.coerce.number().pipe(enumSchema(paymentOrderStatus)).optional(),
    merchantOrderNo: z.string().trim().max(64).optional(),
    coin: code.optional(),
    /** The merchant's filter by cashier (a sub-merchant sees only its own orders anyway). */
    subMerchantId: z.coerce.number().int().positive().optional(),
    ...timeRange,
  }),
  get: recordCall('id', paymentOrderIdSchema, paymentOrderSchema),
  getPublic: recordCall('id', paymentOrderIdSchema, publicPaymentOrderSchema),
  getToBeReviewedCount: {
    input: z.object({}),
    result: z.object({ payment: z.number().int(), refund: z.number().int(), transfer: z.number().int() }),
  },
  pass: recordCall('id', paymentOrderIdSchema, paymentOrderSchema),
  reject: recordCall('id', paymentOrderIdSchema, paymentOrderSchema),
  refund: {
    input: z.object({
      id: paymentOrderIdSchema,
      amount: positiveAmountSchema,
      address: z.string().trim().min(10).max(128),
      /** The client's key for this refund: a retry with it answers the first refund, never a second. */
      requestId: requestIdSchema.optional(),
    }),
    result: paymentRefundSchema,
  },
  getRefundOrder: recordCall('refundId', paymentRefundIdSchema, paymentRefundSchema),
};
