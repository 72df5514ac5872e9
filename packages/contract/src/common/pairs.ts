import { z } from 'zod';

/** A pair as `BASE/QUOTE` ('BTC/USDT'); case-insensitive on input. Convert and OTC both use it. */
export const pairSymbolSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,10}\/[A-Z0-9]{2,10}$/);

/** An id as the server issues it: `<prefix>_` and 16 to 40 URL-safe characters (lib/quotes.ts prefixedId). */
export const prefixedIdSchema = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[A-Za-z0-9_-]{16,40}$`));

/** How a pair is named on the wire: its symbol and its two coins. */
export const pairCoinFields = {
  symbol: z.string(),
  baseCoin: z.string(),
  quoteCoin: z.string(),
};

/** The decimals a pair's amounts are entered and shown with: base and quote coins, and its price. */
export const pairDecimalsFields = {
  baseDecimals: z.number().int(),
  quoteDecimals: z.number().int(),
  priceDecimals: z.number().int(),
};
