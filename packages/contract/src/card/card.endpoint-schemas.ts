import { z } from 'zod';
import { coinCodeSchema } from '../assets';
import { fundPinSchema } from '../auth';
import { pagedList, timeRange } from '../common/pagination';
import { recordCall } from '../common/record-call';
import {
  cardCoinSchema,
  cardFiatCurrencySchema,
  cardOrderIdSchema,
  cardOrderSchema,
  cardOrderStatusFilterSchema,
  cardPaymentStartSchema,
  cardProcessorEventSchema,
  cardPurchaseInputSchema,
  cardQuoteIdSchema,
  cardQuoteSchema,
  quickBuyTokenSchema,
} from './card.schemas';

/** The client's key of one payment request: a retry with it answers the first order. */
const requestIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The input and result schemas of `cardEndpoints` (card.endpoints.ts), under the same keys. */
export const cardEndpointSchemas = {
  getSupportedFiatCurrencies: { input: z.object({}), result: z.array(cardFiatCurrencySchema) },
  getCoinList: { input: z.object({}), result: z.array(cardCoinSchema) },
  getQuote: { input: cardPurchaseInputSchema, result: cardQuoteSchema },
  sendPayment: {
    input: z.object({
      quoteId: cardQuoteIdSchema,
      requestId: requestIdSchema,
      /** The user read the card notice (70001), which is shown before their first card payment. */
      noticeAccepted: z.boolean().default(false),
    }),
    result: cardPaymentStartSchema,
  },
  cancelOrder: recordCall('orderId', cardOrderIdSchema, cardOrderSchema),
  getOrder: recordCall('orderId', cardOrderIdSchema, cardOrderSchema),
  getOrderList: pagedList(cardOrderSchema, {
    status: cardOrderStatusFilterSchema.optional(),
    coin: coinCodeSchema.optional(),
    ...timeRange,
  }),
  processorNotify: { input: cardProcessorEventSchema, result: z.object({ applied: z.boolean() }) },
  initQuickBuy: {
    input: cardPurchaseInputSchema,
    result: z.object({ token: z.string(), quote: cardQuoteSchema }),
  },
  securityVerify: {
    input: z.object({
      token: quickBuyTokenSchema,
      fundPin: fundPinSchema,
      noticeAccepted: z.boolean().default(false),
    }),
    result: cardPaymentStartSchema,
  },
  getQuickPayList: pagedList(cardOrderSchema, {
    status: cardOrderStatusFilterSchema.optional(),
    coin: coinCodeSchema.optional(),
    ...timeRange,
  }),
};
