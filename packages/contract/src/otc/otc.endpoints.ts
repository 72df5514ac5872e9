import { anonymous, describeEndpoints, onBase, readKey, tradeKey } from '../common/endpoint';
import { errors } from '../common/errors';
import type { otcEndpointSchemas } from './otc.endpoint-schemas';

/** An order at a quote: the refusals that belong under its quantity. */
const atQuoteFieldCodes = {
  [errors.quoteAmountChanged.code]: 'quantity',
  [errors.insufficientBalance.code]: 'quantity',
  [errors.otcOfferUnavailable.code]: 'quantity',
} as const;

/** OTC (promissory) orders, spec §7 "OTC (promissory)": quotes from acceptors, orders they answer, quick trades. */
export const otcEndpoints = describeEndpoints<typeof otcEndpointSchemas>()({
  /** Not in §7: the pairs traded over the counter, for the /otc page's picker (anyone may read it). */
  getSymbols: onBase.get('PromissoryOrder/GetSymbols', anonymous),
  /**
   * A firm quote for `quantity` of the base coin from the best active acceptor whose range covers
   * it and whose inventory can fill it. Refused (60201) when no acceptor can.
   */
  getQuote: onBase.get('PromissoryOrder/GetOtcQuote', tradeKey, {
    summary: 'A firm OTC quote from the best acceptor',
    errors: ['otcOfferUnavailable'],
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
  createOrder: onBase.post('PromissoryOrder/CreateOrder', tradeKey, {
    summary: 'Place an OTC order at a quote (once per quote)',
    fieldCodes: atQuoteFieldCodes,
    errors: ['quoteNotFound', 'conflict'],
    idempotent: true,
  }),
  /** Fills a live quote of the caller's at once against its acceptor (completed on return). Once per quote. */
  createQuickTradeOrder: onBase.post('PromissoryOrder/CreateQuickTradeOrder', tradeKey, {
    errors: ['quoteNotFound', 'conflict'],
    idempotent: true,
    fieldCodes: atQuoteFieldCodes,
  }),
  /** The caller's own orders (as the user who placed them), newest first. */
  getOrderList: onBase.post('PromissoryOrder/GetOrderList', readKey),
  /** One order: to the user who placed it or to its acceptor; anyone else gets 40007. */
  getOrder: onBase.get('PromissoryOrder/GetOrder', readKey, { errors: ['orderNotFound'] }),
});
