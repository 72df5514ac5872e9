import { anonymous, describeEndpoints, onBase, readKey, tradeKey } from '../common/endpoint';
import { errors } from '../common/errors';
import type { convertEndpointSchemas } from './convert.endpoint-schemas';

/** Where the refusals of an amount to convert belong: a quote's and a limit order's alike. */
const fromAmountFieldCodes = {
  [errors.belowSingleMinimum.code]: 'fromAmount',
  [errors.aboveSingleMaximum.code]: 'fromAmount',
  [errors.insufficientBalance.code]: 'fromAmount',
  [errors.currencyNotSupported.code]: 'symbol',
  [errors.convertPairDisabled.code]: 'symbol',
} as const;

/** Convert (flash exchange), spec §7 "Convert": quotes with a countdown, executed once on the flash-exchange wallet. */
export const convertEndpoints = describeEndpoints<typeof convertEndpointSchemas>()({
  /** The coins that take part in an enabled pair. */
  getSymbols: onBase.get('Convert/GetSymbols', anonymous),
  /** What `coin` converts into, with the pair and side of each. */
  getExchangeCoins: onBase.get('Convert/GetExchangeCoin', anonymous),
  /** Every pair's limits and decimals, disabled ones included (shown as unavailable). */
  getCoinConfigList: onBase.get('Convert/GetCoinConfigList', anonymous),
  /** The pairs with an indicative reference price (not a quote). */
  getPairs: onBase.get('FlashPair/FlashPair/GetSymbols', anonymous),
  /** A firm quote for paying `fromAmount` (the quote coin when buying, the base coin when selling). */
  quote: onBase.post('FlashPair/FlashPair/ConvertQuote', tradeKey, {
    summary: 'A firm convert quote, valid for a short time',
    errors: ['exchangeRateUnavailable'],
    fieldCodes: { ...fromAmountFieldCodes, [errors.convertLiquidityShort.code]: 'fromAmount' },
  }),
  /**
   * Executes a live quote of the caller's, once: a retry with the same quote returns the same
   * order. `fromAmount` must be the quoted one (the form may have changed since the quote).
   */
  execute: onBase.post('FlashPair/FlashPair/CurrencyFlashExchange', tradeKey, {
    summary: 'Execute a convert quote (once)',
    errors: ['quoteExpired', 'quoteNotFound', 'conflict'],
    idempotent: true,
    fieldCodes: {
      [errors.insufficientBalance.code]: 'fromAmount',
      [errors.quoteAmountChanged.code]: 'fromAmount',
    },
  }),
  /** One order by its id, or by the quote it executed (a client that lost the answer asks by quote). */
  getOrderStatus: onBase.get('FlashPair/FlashPair/ChecktConvertOrderStatus', readKey),
  getHistory: onBase.post('FlashPair/FlashPair/GetConvertHistory', readKey),
  /**
   * A limit order: `fromAmount` (the quote coin when buying, the base coin when selling) is reserved
   * from the flash-exchange wallet until the house's quoted price reaches `limitPrice` (it then
   * fills at `limitPrice`), the owner cancels it, or it expires.
   */
  createLimitOrder: onBase.post('FlashPair/FlashPair/CreateCoinTradeOrder', tradeKey, {
    idempotent: true,
    fieldCodes: fromAmountFieldCodes,
  }),
  /**
   * Not in the spec (§7 lists no cancel call, but says a limit order "is cancelled"): the owner
   * cancels a limit order in progress; its reservation is released.
   */
  cancelLimitOrder: onBase.post('FlashPair/FlashPair/CancelCoinTradeOrder', tradeKey, {
    errors: ['orderNotFound', 'orderStatusInvalid'],
    idempotent: true,
  }),
  /**
   * The caller's limit orders ("promissory" convert: a promise to convert at a price), newest
   * first; `status` 0 lists the open ones.
   */
  getPromissoryHistory: onBase.post('FlashPair/FlashPair/GetPromissoryConvertHistory', readKey),
  /** The flash-exchange wallet, where conversions are paid from and received into. */
  getAssets: onBase.get('Convert/GetAssets', readKey),
  /** The flash-exchange wallet's posted movements (conversions and transfers in and out). */
  getAssetsHistory: onBase.get('Convert/GetAssetsHistory', readKey),
});
