import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { convertEndpointSchemas } from './convert.endpoint-schemas';

const hosts = ['base'] as const;
const anonymous = { kind: 'anonymous' } as const;
/** Spec §6: a key with the trade permission may get quotes and trade; reads need read. */
const trade = { kind: 'apiKey', permission: 'trade' } as const;
const read = { kind: 'apiKey', permission: 'read' } as const;

/** Convert (flash exchange), spec §7 "Convert": quotes with a countdown, executed once on the flash-exchange wallet. */
export const convertEndpoints = {
  /** The coins that take part in an enabled pair. */
  getSymbols: describeEndpoint<typeof convertEndpointSchemas.getSymbols>()({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetSymbols'),
    auth: anonymous,
  }),
  /** What `coin` converts into, with the pair and side of each. */
  getExchangeCoins: describeEndpoint<typeof convertEndpointSchemas.getExchangeCoins>()({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetExchangeCoin'),
    auth: anonymous,
  }),
  /** Every pair's limits and decimals, disabled ones included (shown as unavailable). */
  getCoinConfigList: describeEndpoint<typeof convertEndpointSchemas.getCoinConfigList>()({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetCoinConfigList'),
    auth: anonymous,
  }),
  /** The pairs with an indicative reference price (not a quote). */
  getPairs: describeEndpoint<typeof convertEndpointSchemas.getPairs>()({
    hosts,
    method: 'GET',
    path: appPath('FlashPair/FlashPair/GetSymbols'),
    auth: anonymous,
  }),
  /** A firm quote for paying `fromAmount` (the quote coin when buying, the base coin when selling). */
  quote: describeEndpoint<typeof convertEndpointSchemas.quote>()({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/ConvertQuote'),
    auth: trade,
    fieldCodes: {
      [errors.belowSingleMinimum.code]: 'fromAmount',
      [errors.aboveSingleMaximum.code]: 'fromAmount',
      [errors.insufficientBalance.code]: 'fromAmount',
      [errors.convertLiquidityShort.code]: 'fromAmount',
      [errors.currencyNotSupported.code]: 'symbol',
      [errors.convertPairDisabled.code]: 'symbol',
    },
  }),
  /**
   * Executes a live quote of the caller's, once: a retry with the same quote returns the same
   * order. `fromAmount` must be the quoted one (the form may have changed since the quote).
   */
  execute: describeEndpoint<typeof convertEndpointSchemas.execute>()({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/CurrencyFlashExchange'),
    auth: trade,
    fieldCodes: {
      [errors.insufficientBalance.code]: 'fromAmount',
      [errors.quoteAmountChanged.code]: 'fromAmount',
    },
  }),
  /** One order by its id, or by the quote it executed (a client that lost the answer asks by quote). */
  getOrderStatus: describeEndpoint<typeof convertEndpointSchemas.getOrderStatus>()({
    hosts,
    method: 'GET',
    path: appPath('FlashPair/FlashPair/ChecktConvertOrderStatus'),
    auth: read,
  }),
  getHistory: describeEndpoint<typeof convertEndpointSchemas.getHistory>()({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/GetConvertHistory'),
    auth: read,
  }),
  /**
   * A limit order: `fromAmount` (the quote coin when buying, the base coin when selling) is reserved
   * from the flash-exchange wallet until the house's quoted price reaches `limitPrice` (it then
   * fills at `limitPrice`), the owner cancels it, or it expires.
   */
  createLimitOrder: describeEndpoint<typeof convertEndpointSchemas.createLimitOrder>()({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/CreateCoinTradeOrder'),
    auth: trade,
    fieldCodes: {
      [errors.belowSingleMinimum.code]: 'fromAmount',
      [errors.aboveSingleMaximum.code]: 'fromAmount',
      [errors.insufficientBalance.code]: 'fromAmount',
      [errors.currencyNotSupported.code]: 'symbol',
      [errors.convertPairDisabled.code]: 'symbol',
    },
  }),
  /**
   * Not in the spec (§7 lists no cancel call, but says a limit order "is cancelled"): the owner
   * cancels a limit order in progress; its reservation is released.
   */
  cancelLimitOrder: describeEndpoint<typeof convertEndpointSchemas.cancelLimitOrder>()({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/CancelCoinTradeOrder'),
    auth: trade,
  }),
  /**
   * The caller's limit orders ("promissory" convert: a promise to convert at a price), newest
   * first; `status` 0 lists the open ones.
   */
  getPromissoryHistory: describeEndpoint<typeof convertEndpointSchemas.getPromissoryHistory>()({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/GetPromissoryConvertHistory'),
    auth: read,
  }),
  /** The flash-exchange wallet, where conversions are paid from and received into. */
  getAssets: describeEndpoint<typeof convertEndpointSchemas.getAssets>()({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetAssets'),
    auth: read,
  }),
  /** The flash-exchange wallet's posted movements (conversions and transfers in and out). */
  getAssetsHistory: describeEndpoint<typeof convertEndpointSchemas.getAssetsHistory>()({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetAssetsHistory'),
    auth: read,
  }),
};
