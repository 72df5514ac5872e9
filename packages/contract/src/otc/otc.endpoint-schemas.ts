import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { pagedList, timeRange } from '../common/pagination';
import { recordCall } from '../common/record-call';
import { otcOrderKind, otcOrderStatus } from './otc.enums';
import {
  otcOrderIdSchema,
  otcOrderSchema,
  otcPairSchema,
  otcQuoteIdSchema,
  otcQuoteSchema,
  otcSideSchema,
  otcSymbolSchema,
} from './otc.schemas';

/** The quote a new order is placed at; `quantity` must be the quoted one (the form may have changed). */
const atQuote = z.object({ quoteId: otcQuoteIdSchema, quantity: positiveAmountSchema });

/**
 * The schemas of the endpoints in otc.endpoints.ts, by the same keys: the server validates with
 * them, joined to the descriptors by the registry (`withSchemas`).
 */
export const otcEndpointSchemas = {
  getSymbols: {
    input: z.object({}),
    result: z.array(otcPairSchema),
  },
  getQuote: {
    input: z.object({ symbol: otcSymbolSchema, side: otcSideSchema, quantity: positiveAmountSchema }),
    result: otcQuoteSchema,
  },
  createOrder: {
    input: atQuote,
    result: otcOrderSchema,
  },
  createQuickTradeOrder: {
    input: atQuote,
    result: otcOrderSchema,
  },
  getOrderList: pagedList(otcOrderSchema, {
    symbol: otcSymbolSchema.optional(),
    side: otcSideSchema.optional(),
    status: z.coerce.number().pipe(enumSchema(otcOrderStatus)).optional(),
    kind: z.coerce.number().pipe(enumSchema(otcOrderKind)).optional(),
    ...timeRange,
  }),
  getOrder: recordCall('orderId', otcOrderIdSchema, otcOrderSchema),
};
