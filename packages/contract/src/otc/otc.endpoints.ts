import { z } from 'zod';
import { appPath, defineEndpoint } from '../common/endpoint';
import { enumSchema } from '../common/enum-schema';
import { errors } from '../common/errors';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import {
  otcOrderIdSchema,
  otcOrderKind,
  otcOrderSchema,
  otcOrderStatus,
  otcPairSchema,
  otcQuoteIdSchema,
  otcQuoteSchema,
  otcSideSchema,
  otcSymbolSchema,
} from './otc.schemas';

const hosts = ['base'] as const;
/** Spec §6: a key with the trade permission may get quotes and trade; reads need read. */
const trade = { kind: 'apiKey', permission: 'trade' } as const;
const read = { kind: 'apiKey', permission: 'read' } as const;
const timeRange = {
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};
/** The quote a new order is placed at; `quantity` must be the quoted one (the form may have changed). */
const atQuote = z.object({ quoteId: otcQuoteIdSchema, quantity: positiveAmountSchema });
const atQuoteFieldCodes = {
  [errors.quoteAmountChanged.code]: 'quantity',
  [errors.insufficientBalance.code]: 'quantity',
  [errors.otcOfferUnavailable.code]: 'quantity',
} as const;

/** OTC (promissory) orders, spec §7 "OTC (promissory)": quotes from acceptors, orders they answer, quick trades. */
export const otcEndpoints = {
  /** Not in §7: the pairs traded over the counter, for the /otc page's picker (anyone may read it). */
  getSymbols: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('PromissoryOrder/GetSymbols'),
    input: z.object({}),
    result: z.array(otcPairSchema),
    auth: { kind: 'anonymous' },
  }),
  /**
   * A firm quote for `quantity` of the base coin from the best active acceptor whose range covers
   * it and whose inventory can fill it. Refused (60201) when no acceptor can.
   */
  getQuote: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('PromissoryOrder/GetOtcQuote'),
    input: z.object({ symbol: otcSymbolSchema, side: otcSideSchema, quantity: positiveAmountSchema }),
    result: otcQuoteSchema,
    auth: trade,
    fieldCodes: {
      [errors.otcNoOffer.code]: 'quantity',
      [errors.insufficientBalance.code]: 'quantity',
      [errors.currencyNotSupported.code]: 'symbol',
    },
  }),
  /**
   * Places an order at a live quote of the caller's: both sides are reserved (the user's pay coin,
   * the acceptor's inventory) until the acceptor accepts, declines, or lets it expire. Once per
   * quote: a retry returns the same order.
   */
  createOrder: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryOrder/CreateOrder'),
    input: atQuote,
    result: otcOrderSchema,
    auth: trade,
    fieldCodes: atQuoteFieldCodes,
  }),
  /** Fills a live quote of the caller's at once against its acceptor (completed on return). Once per quote. */
  createQuickTradeOrder: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryOrder/CreateQuickTradeOrder'),
    input: atQuote,
    result: otcOrderSchema,
    auth: trade,
    fieldCodes: atQuoteFieldCodes,
  }),
  /** The caller's own orders (as the user who placed them), newest first. */
  getOrderList: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('PromissoryOrder/GetOrderList'),
    input: pagedInputSchema.extend({
      symbol: otcSymbolSchema.optional(),
      side: otcSideSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(otcOrderStatus)).optional(),
      kind: z.coerce.number().pipe(enumSchema(otcOrderKind)).optional(),
      ...timeRange,
    }),
    result: pagedResultSchema(otcOrderSchema),
    auth: read,
  }),
  /** One order: to the user who placed it or to its acceptor; anyone else gets 40007. */
  getOrder: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('PromissoryOrder/GetOrder'),
    input: z.object({ orderId: otcOrderIdSchema }),
    result: otcOrderSchema,
    auth: read,
  }),
};
