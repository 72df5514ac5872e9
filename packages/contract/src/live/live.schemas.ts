import type { z } from 'zod';
import { convertLimitOrderSchema } from '../convert/convert.schemas';
import { depositSchema } from '../deposits/deposits.schemas';
import { merchantApplicationEventSchema } from '../merchant/merchant.schemas';
import { otcOrderSchema } from '../otc/otc.schemas';
import { paymentOrderLiveEventSchema } from '../payments/payments.schemas';
import { withdrawalSchema } from '../withdrawals/withdrawals.schemas';
import type { LiveEventName } from './live.events';

/** What each live event's `data` holds. */
export const liveEventSchemas = {
  deposit: depositSchema,
  withdrawal: withdrawalSchema,
  /** An OTC order changed status: sent to the user who placed it and to its acceptor. */
  otcOrder: otcOrderSchema,
  /** A convert limit order was placed or ended (filled, cancelled, expired): sent to its owner. */
  convertLimitOrder: convertLimitOrderSchema,
  /** The official-merchant application was approved or rejected: sent to the merchant. */
  merchantApplication: merchantApplicationEventSchema,
  /** One of the merchant's payment orders changed: sent to the merchant and the order's sub-merchant. */
  paymentOrder: paymentOrderLiveEventSchema,
} as const satisfies Record<LiveEventName, z.ZodType>;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventName];
