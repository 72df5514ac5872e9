import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { pairCoinFields, pairDecimalsFields, pairSymbolSchema, prefixedIdSchema } from '../common/pairs';
import { exchangeStatus } from './convert.enums';

/** `buy`: pay the quote coin, receive the base coin; `sell`: pay the base coin, receive the quote coin. */
export const convertSideSchema = z.enum(['buy', 'sell']);
export type ConvertSide = z.infer<typeof convertSideSchema>;

/** A pair as `BASE/QUOTE` ('BTC/USDT'); case-insensitive on input. */
export const convertSymbolSchema = pairSymbolSchema;

/** A quote id as the server issues it. */
export const convertQuoteIdSchema = prefixedIdSchema('cq');
/** A limit order id as the server issues it. */
export const convertLimitOrderIdSchema = prefixedIdSchema('cl');
/** A convert order id as the server issues it. */
export const convertOrderIdSchema = prefixedIdSchema('co');

/** A coin that takes part in at least one enabled pair (Convert/GetSymbols). */
export const convertCoinSchema = z.object({ coin: z.string(), name: z.string(), decimals: z.number().int() });

/** What a coin converts into (Convert/GetExchangeCoin): the other coin, through which pair and side. */
export const exchangeCoinSchema = convertCoinSchema.extend({
  symbol: z.string(),
  side: convertSideSchema,
});
export type ExchangeCoin = z.infer<typeof exchangeCoinSchema>;

/** A pair with its indicative mid price (FlashPair/GetSymbols); null when no price is available. */
export const flashPairSchema = z.object({
  ...pairCoinFields,
  enabled: z.boolean(),
  referencePrice: z.string().nullable(),
});

/**
 * A pair's limits (Convert/GetCoinConfigList). The amount a user pays is bounded by the paying
 * coin's min and max: the base coin's when selling, the quote coin's when buying. Amounts are
 * entered and received with the coins' decimals; prices are shown with `priceDecimals`.
 */
export const convertPairConfigSchema = z.object({
  ...pairCoinFields,
  ...pairDecimalsFields,
  baseMinAmount: z.string(),
  baseMaxAmount: z.string(),
  quoteMinAmount: z.string(),
  quoteMaxAmount: z.string(),
  enabled: z.boolean(),
});
export type ConvertPairConfig = z.infer<typeof convertPairConfigSchema>;

/** What every conversion says: the pair, the side, the coin paid and received, the amount paid. */
const convertLegFields = {
  symbol: z.string(),
  side: convertSideSchema,
  fromCoin: z.string(),
  toCoin: z.string(),
  fromAmount: z.string(),
};

/**
 * A firm quote (FlashPair/ConvertQuote): bound to its user, pair, side and amount, executable once
 * until `expiresAt` (server time; `expiresInSeconds` lets a client with a skewed clock count down).
 * `price` is the quote coin per base coin with the house spread in; `toAmount` is what the user
 * receives, truncated to the receiving coin's decimals.
 */
export const convertQuoteSchema = z.object({
  quoteId: z.string(),
  ...convertLegFields,
  toAmount: z.string(),
  price: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
});
export type ConvertQuote = z.infer<typeof convertQuoteSchema>;

/** An executed quote (CurrencyFlashExchange, ChecktConvertOrderStatus, GetConvertHistory). */
export const convertOrderSchema = z.object({
  orderId: z.string(),
  quoteId: z.string(),
  ...convertLegFields,
  toAmount: z.string(),
  price: z.string(),
  status: enumSchema(exchangeStatus),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type ConvertOrder = z.infer<typeof convertOrderSchema>;

/**
 * A limit order (CreateCoinTradeOrder, GetPromissoryConvertHistory): a promise to convert
 * `fromAmount` at `limitPrice` (quote coin per base coin), kept once the house's quoted price
 * reaches it (`limitPriceReached`). `fromAmount` is reserved from the flash-exchange wallet while it
 * is in progress. It fills at `limitPrice`; `toAmount` is what was received (truncated to the coin's
 * decimals), null until then. `expiresAt`: it is released then if still in progress.
 */
export const convertLimitOrderSchema = z.object({
  orderId: z.string(),
  ...convertLegFields,
  limitPrice: z.string(),
  toAmount: z.string().nullable(),
  status: enumSchema(exchangeStatus),
  createdAt: z.string(),
  expiresAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ConvertLimitOrder = z.infer<typeof convertLimitOrderSchema>;
