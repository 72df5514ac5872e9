import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { otcEndpointSchemas } from './otc.endpoint-schemas';

const hosts = ['base'] as const;
/** Spec §6: a key with the trade permission may get quotes and trade; reads need read. */
const trade = { kind: 'apiKey', permission: 'trade' } as const;
const read = { kind: 'apiKey', permission: 'read' } as const;
/** An order at a quote: the refusals that belong under its quantity. */
const atQuoteFieldCodes = {
  [errors.quoteAmountChanged.code]: 'quantity',
  [errors.insufficientBalance.code]: 'quantity',
  [errors.otcOfferUnavailable.code]: 'quantity',
} as const;

/** OTC (promissory) orders, spec §7 "OTC (promissory)": quotes from acceptors, orders they answer, quick trades. */
export const otcEndpoints = {
  /** Not in §7: the pairs traded over the counter, for the /otc page's picker (anyone may read it). */
  getSymbols: describeEndpoint<typeof otcEndpointSchemas.getSymbols>()({
    hosts,
    method: 'GET',
    path: appPath('PromissoryOrder/GetSymbols'),
    auth: { kind: 'anonymous' },
  }),
  /**
   * A firm quote for `quantity` of the base coin from the best active acceptor whose range covers
   * it and whose inventory can fill it. Refused (60201) when no acceptor can.
   */
  getQuote: describeEndpoint<typeof otcEndpointSchemas.getQuote>()({
    hosts,
    method: 'GET',
    path: appPath('PromissoryOrder/GetOtcQuote'),
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
  createOrder: describeEndpoint<typeof otcEndpointSchemas.createOrder>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryOrder/CreateOrder'),
    auth: trade,
    fieldCodes: atQuoteFieldCodes,
  }),
  /** Fills a live quote of the caller's at once against its acceptor (completed on return). Once per quote. */
  createQuickTradeOrder: describeEndpoint<typeof otcEndpointSchemas.createQuickTradeOrder>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryOrder/CreateQuickTradeOrder'),
    auth: trade,
    fieldCodes: atQuoteFieldCodes,
  }),
  /** The caller's own orders (as the user who placed them), newest first. */
  getOrderList: describeEndpoint<typeof otcEndpointSchemas.getOrderList>()({
    hosts,
    method: 'POST',
    path: appPath('PromissoryOrder/GetOrderList'),
    auth: read,
  }),
  /** One order: to the user who placed it or to its acceptor; anyone else gets 40007. */
  getOrder: describeEndpoint<typeof otcEndpointSchemas.getOrder>()({
    hosts,
    method: 'GET',
    path: appPath('PromissoryOrder/GetOrder'),
    auth: read,
  }),
};
