import { randomBytes } from 'node:crypto';
import type { PriceAdapter } from '../adapters/prices/prices';
import { AppError } from './app-error';
import { Dec } from './money';

/** A record's public id: a short kind prefix ('cq', 'po', …) and 128 random bits. */
export const prefixedId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/** Whole seconds left until an expiry (rounded up, never below 0), as a countdown shows them. */
export const secondsUntil = (expiresAt: Date, now: Date) =>
  Math.max(0, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));

/**
 * The reference price of one base coin in the quote coin that a quote or an order is priced from;
 * none, or not above 0, refuses the request (exchangeRateUnavailable) rather than price it at 0.
 */
export async function requireReferencePrice(
  prices: PriceAdapter,
  baseCoin: string,
  quoteCoin: string,
): Promise<string> {
  const reference = await prices.price(baseCoin, quoteCoin);
  if (reference === undefined || !new Dec(reference).gt(0)) throw new AppError('exchangeRateUnavailable');
  return reference;
}
