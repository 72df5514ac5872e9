import { z } from 'zod';
import { enumSchema } from '../common/enum-schema';
import { pairCoinFields, pairDecimalsFields, pairSymbolSchema, prefixedIdSchema } from '../common/pairs';
import { otcOrderKind, otcOrderStatus, otcSides } from './otc.enums';

/** The user's side of the base coin (otc.enums.ts). */
export const otcSideSchema = z.enum(otcSides);

/** A pair as `BASE/QUOTE` ('BTC/USDT'); case-insensitive on input. */
export const otcSymbolSchema = pairSymbolSchema;

/** An OTC quote id as the server issues it. */
export const otcQuoteIdSchema = prefixedIdSchema('pq');
/** An OTC order id as the server issues it. */
export const otcOrderIdSchema = prefixedIdSchema('po');

/**
 * A pair traded over the counter (PromissoryOrder/GetSymbols, PromissoryConfig/GetSymbol):
 * quantities are entered with `baseDecimals`, totals with `quoteDecimals`, prices shown with
 * `priceDecimals`; `referencePrice` is indicative (null when no price is available).
 */
export const otcPairSchema = z.object({
  ...pairCoinFields,
  ...pairDecimalsFields,
  referencePrice: z.string().nullable(),
});
export type OtcPair = z.infer<typeof otcPairSchema>;

/** What a quote and the order placed at it both say: the pair, the user's side, how much, at what price. */
const otcTradeFields = {
  symbol: z.string(),
  side: otcSideSchema,
  baseCoin: z.string(),
  quoteCoin: z.string(),
  quantity: z.string(),
  price: z.string(),
  total: z.string(),
};

/**
 * A firm quote (PromissoryOrder/GetOtcQuote) from the best acceptor: bound to its user, pair,
 * side, quantity and acceptor, usable once until `expiresAt` (server time; `expiresInSeconds`
 * for a client with a skewed clock). `price` is quote coin per base coin with the acceptor's
 * deviation in; `total` is the quote-coin amount (paid when buying, rounded up; received when
 * selling, truncated).
 */
export const otcQuoteSchema = z.object({
  quoteId: z.string(),
  ...otcTradeFields,
  acceptorName: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
});
export type OtcQuote = z.infer<typeof otcQuoteSchema>;

/**
 * An OTC order as both parties see it. `side` is always the user's. `answerBy` is when an
 * unanswered order expires (null for a quick trade); `resolvedAt` when it left `awaitingAcceptor`.
 * `userName` is masked: the acceptor sees who it trades with, never their contact details.
 */
export const otcOrderSchema = z.object({
  orderId: z.string(),
  quoteId: z.string(),
  kind: enumSchema(otcOrderKind),
  ...otcTradeFields,
  status: enumSchema(otcOrderStatus),
  acceptorName: z.string(),
  userName: z.string(),
  createdAt: z.string(),
  answerBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type OtcOrder = z.infer<typeof otcOrderSchema>;
