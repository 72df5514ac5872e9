import { z } from 'zod';
import { coinCodeSchema } from '../assets';
import { enumSchema } from '../common/enum-schema';
import { positiveAmountSchema } from '../common/money';
import { prefixedIdSchema } from '../common/pairs';
import { p2pOrderStatus } from '../p2p';

/** A card quote id and a card order id as the server issues them. */
export const cardQuoteIdSchema = prefixedIdSchema('kq');
export const cardOrderIdSchema = prefixedIdSchema('ko');
/** A quick-buy token (InitQuickBuyCoinsToken), spent by SecurityVerify. */
export const quickBuyTokenSchema = prefixedIdSchema('qb');

/** A fiat currency a card can pay in, with the bounds of one order in it (GetCreditCardSupportedFiatCurrencies). */
export const cardFiatCurrencySchema = z.object({
  currency: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  minAmount: z.string(),
  maxAmount: z.string(),
});
export type CardFiatCurrency = z.infer<typeof cardFiatCurrencySchema>;

/** A coin a card can buy (Basic/GetLegalCreditCurrencyCoinList), with the network fee taken off what arrives. */
export const cardCoinSchema = z.object({
  coin: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  networkFee: z.string(),
});
export type CardCoin = z.infer<typeof cardCoinSchema>;

/** What a card purchase is asked for: the coin, the fiat currency and the amount charged to the card. */
export const cardPurchaseInputSchema = z.object({
  coin: coinCodeSchema,
  fiatCurrency: coinCodeSchema,
  fiatAmount: positiveAmountSchema,
});

/**
 * The breakdown shown before payment, one for a quote and its order: `fiatAmount` is the total
 * charged to the card; `fee` (Coffer's: 5 %, at least 10 USD at `usdRate`) is in the fiat;
 * `rate` is fiat per coin; `networkFee` (in the coin) is taken off what arrives, so
 * `cryptoAmount` = (fiatAmount − fee) ÷ rate − networkFee, truncated to the coin's decimals.
 */
const breakdownFields = {
  coin: z.string(),
  fiatCurrency: z.string(),
  fiatAmount: z.string(),
  fee: z.string(),
  networkFee: z.string(),
  rate: z.string(),
  /** Fiat per USD at the quote: the 10 USD minimum fee in the order's fiat is 10 × usdRate. */
  usdRate: z.string(),
  cryptoAmount: z.string(),
};

/** A card quote (GetCreditCardQuote): firm for 3 minutes (`expiresAt`, server time). */
export const cardQuoteSchema = z.object({
  quoteId: z.string(),
  ...breakdownFields,
  expiresAt: z.string(),
  expiresInSeconds: z.number().int(),
});
export type CardQuote = z.infer<typeof cardQuoteSchema>;

/** How an order was started: the /creditcard page or a quick buy. */
export const cardOrderKindSchema = z.enum(['card', 'quick']);

/**
 * A card order. `failureReason` is the processor's decline code (insufficient_funds,
 * do_not_honour, expired_card, incorrect_cvc, processing_timeout) when it failed; the card is known
 * only by `cardBrand` and `cardLast4`, once the processor has told them.
 */
export const cardOrderSchema = z.object({
  orderId: z.string(),
  kind: cardOrderKindSchema,
  ...breakdownFields,
  status: enumSchema(p2pOrderStatus),
  failureReason: z.string().nullable(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  refunded: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  creditedAt: z.string().nullable(),
});
export type CardOrder = z.infer<typeof cardOrderSchema>;

/** An order waiting on the processor's hosted page, where the card is entered. */
export const cardPaymentStartSchema = z.object({ order: cardOrderSchema, paymentUrl: z.string() });

/** The processor's notification (its webhook), signed over the raw body with the shared secret. */
export const cardProcessorEventSchema = z.object({
  eventId: z.string().min(1).max(80),
  /** `payment.refunded`: the processor gave a captured payment back to the card (Coffer's refund). */
  type: z.enum(['payment.succeeded', 'payment.failed', 'payment.requires_action', 'payment.refunded']),
  paymentId: z.string().min(1).max(80),
  reference: z.string().min(1).max(80),
  amount: z.string(),
  currency: z.string(),
  card: z.object({ brand: z.string().max(30), last4: z.string().regex(/^\d{4}$/) }).nullable(),
  failureCode: z.string().max(60).nullable(),
  createdAt: z.string(),
});
export type CardProcessorEvent = z.infer<typeof cardProcessorEventSchema>;

/** The header that carries the processor's signature: hex HMAC-SHA256 of the raw body. */
export const cardProcessorSignatureHeader = 'x-processor-signature';

export const cardOrderStatusFilterSchema = z.coerce.number().pipe(enumSchema(p2pOrderStatus));
