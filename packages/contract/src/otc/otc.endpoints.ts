import { anonymous, describeEndpoints, readKey, routesOn, tradeKey } from '../common/endpoint';
import { errors } from '../common/errors';
import type { otcEndpointSchemas } from './otc.endpoint-schemas';

/** An order at a quote: the refusals that belong under its quantity. */
const atQuoteFieldCodes = {
  [errors.quoteAmountChanged.code]: 'quantity',
  [errors.insufficientBalance.code]: 'quantity',
  [errors.otcOfferUnavailable.code]: 'quantity',
} as const;

/** Spec §6: a key with the trade permission may get quotes and trade (tradeKey); reads need read (readKey). */
const on = routesOn(['base']);

/** OTC (promissory) orders, spec §7 "OTC (promissory)": quotes from acceptors, orders they answer, quick trades. */
export const otcEndpoints = describeEndpoints<typeof otcEndpointSchemas>()({
  /** Not in §7: the pairs traded over the counter, for the /otc page's picker (anyone may read it). */
  getSymbols: on.get('PromissoryOrder/GetSymbols', anonymous),
  /**
   * A firm quote for `quantity` of the base coin from the best active acceptor whose range covers
   * it and whose inventory can fill it. Refused (60201) when no acceptor can.
   */
  getQuote: on.get('PromissoryOrder/GetOtcQuote', tradeKey, {
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
  createOrder: on.post('PromissoryOrder/CreateOrder', tradeKey, { fieldCodes: atQuoteFieldCodes }),
  /** Fills a live quote of the caller's at once against its acceptor (completed on return). Once per quote. */
  createQuickTradeOrder: on.post('PromissoryOrder/CreateQuickTradeOrder', tradeKey, {
    fieldCodes: atQuoteFieldCodes,
  }),
  /** The caller's own orders (as the user who placed them), newest first. */
  getOrderList: on.post('PromissoryOrder/GetOrderList', readKey),
  /** One order: to the user who placed it or to its acceptor; anyone else gets 40007. */
  getOrder: on.get('PromissoryOrder/GetOrder', readKey),
});
