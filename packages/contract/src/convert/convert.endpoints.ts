import { z } from 'zod';
import { coinCodeSchema, ledgerEntrySchema, walletAssetsSchema } from '../assets/assets.schemas';
import { appPath, defineEndpoint } from '../common/endpoint';
import { enumSchema } from '../common/enum-schema';
import { errors } from '../common/errors';
import { positiveAmountSchema } from '../common/money';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import {
  convertCoinSchema,
  convertLimitOrderIdSchema,
  convertLimitOrderSchema,
  convertOrderIdSchema,
  convertOrderSchema,
  convertPairConfigSchema,
  convertQuoteIdSchema,
  convertQuoteSchema,
  convertSideSchema,
  convertSymbolSchema,
  exchangeCoinSchema,
  exchangeStatus,
  flashPairSchema,
} from './convert.schemas';

const hosts = ['base'] as const;
const anonymous = { kind: 'anonymous' } as const;
/** Spec §6: a key with the trade permission may get quotes and trade; reads need read. */
const trade = { kind: 'apiKey', permission: 'trade' } as const;
const read = { kind: 'apiKey', permission: 'read' } as const;
const timeRange = {
  startTime: z.iso.datetime({ offset: true }).optional(),
  endTime: z.iso.datetime({ offset: true }).optional(),
};

/** Convert (flash exchange), spec §7 "Convert": quotes with a countdown, executed once on the flash-exchange wallet. */
export const convertEndpoints = {
  /** The coins that take part in an enabled pair. */
  getSymbols: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetSymbols'),
    input: z.object({}),
    result: z.array(convertCoinSchema),
    auth: anonymous,
  }),
  /** What `coin` converts into, with the pair and side of each. */
  getExchangeCoins: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetExchangeCoin'),
    input: z.object({ coin: coinCodeSchema }),
    result: z.array(exchangeCoinSchema),
    auth: anonymous,
  }),
  /** Every pair's limits and decimals, disabled ones included (shown as unavailable). */
  getCoinConfigList: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetCoinConfigList'),
    input: z.object({}),
    result: z.array(convertPairConfigSchema),
    auth: anonymous,
  }),
  /** The pairs with an indicative reference price (not a quote). */
  getPairs: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('FlashPair/FlashPair/GetSymbols'),
    input: z.object({}),
    result: z.array(flashPairSchema),
    auth: anonymous,
  }),
  /** A firm quote for paying `fromAmount` (the quote coin when buying, the base coin when selling). */
  quote: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/ConvertQuote'),
    input: z.object({
      symbol: convertSymbolSchema,
      side: convertSideSchema,
      fromAmount: positiveAmountSchema,
    }),
    result: convertQuoteSchema,
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
  execute: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/CurrencyFlashExchange'),
    input: z.object({ quoteId: convertQuoteIdSchema, fromAmount: positiveAmountSchema }),
    result: convertOrderSchema,
    auth: trade,
    fieldCodes: {
      [errors.insufficientBalance.code]: 'fromAmount',
      [errors.quoteAmountChanged.code]: 'fromAmount',
    },
  }),
  /** One order by its id, or by the quote it executed (a client that lost the answer asks by quote). */
  getOrderStatus: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('FlashPair/FlashPair/ChecktConvertOrderStatus'),
    // Exactly one of them; the server answers 400 otherwise.
    input: z.object({ orderId: convertOrderIdSchema.optional(), quoteId: convertQuoteIdSchema.optional() }),
    result: convertOrderSchema,
    auth: read,
  }),
  getHistory: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/GetConvertHistory'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(exchangeStatus)).optional(),
      ...timeRange,
    }),
    result: pagedResultSchema(convertOrderSchema),
    auth: read,
  }),
  /**
   * A limit order: `fromAmount` (the quote coin when buying, the base coin when selling) is reserved
   * from the flash-exchange wallet until the house's quoted price reaches `limitPrice` (it then
   * fills at `limitPrice`), the owner cancels it, or it expires.
   */
  createLimitOrder: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/CreateCoinTradeOrder'),
    input: z.object({
      symbol: convertSymbolSchema,
      side: convertSideSchema,
      fromAmount: positiveAmountSchema,
      limitPrice: positiveAmountSchema,
    }),
    result: convertLimitOrderSchema,
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
  cancelLimitOrder: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/CancelCoinTradeOrder'),
    input: z.object({ orderId: convertLimitOrderIdSchema }),
    result: convertLimitOrderSchema,
    auth: trade,
  }),
  /**
   * The caller's limit orders ("promissory" convert: a promise to convert at a price), newest
   * first; `status` 0 lists the open ones.
   */
  getPromissoryHistory: defineEndpoint({
    hosts,
    method: 'POST',
    path: appPath('FlashPair/FlashPair/GetPromissoryConvertHistory'),
    input: pagedInputSchema.extend({
      coin: coinCodeSchema.optional(),
      status: z.coerce.number().pipe(enumSchema(exchangeStatus)).optional(),
      ...timeRange,
    }),
    result: pagedResultSchema(convertLimitOrderSchema),
    auth: read,
  }),
  /** The flash-exchange wallet, where conversions are paid from and received into. */
  getAssets: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetAssets'),
    input: z.object({}),
    result: walletAssetsSchema,
    auth: read,
  }),
  /** The flash-exchange wallet's posted movements (conversions and transfers in and out). */
  getAssetsHistory: defineEndpoint({
    hosts,
    method: 'GET',
    path: appPath('Convert/GetAssetsHistory'),
    input: pagedInputSchema.extend({ coin: coinCodeSchema.optional(), ...timeRange }),
    result: pagedResultSchema(ledgerEntrySchema),
    auth: read,
  }),
};
