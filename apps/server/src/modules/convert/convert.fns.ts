import { type ConvertSide, convertReceivedAmount } from '@coffer/contract';
import { Dec, ledgerScale } from '../../lib/money';

const bpsPerUnit = 10_000;

/**
 * The price a quote fixes (quote coin per base coin): the reference price moved against the user
 * by the house spread (up when they buy, down when they sell), cut to what the ledger stores with
 * the cut also going the house's way, so the stored price is exactly the one the amounts follow.
 */
export function quotedPrice(q: { referencePrice: Dec | string; spreadBps: number; side: ConvertSide }): Dec {
  if (!Number.isInteger(q.spreadBps) || q.spreadBps < 0 || q.spreadBps >= bpsPerUnit)
    throw new RangeError(`spreadBps must be 0..9999, got ${q.spreadBps}`);
  const reference = new Dec(q.referencePrice);
  if (!reference.isFinite() || reference.lte(0)) throw new RangeError('referencePrice must be positive');
  const spread = new Dec(q.spreadBps).div(bpsPerUnit);
  return q.side === 'buy'
    ? reference.times(new Dec(1).plus(spread)).toDecimalPlaces(ledgerScale, Dec.ROUND_UP)
    : reference.times(new Dec(1).minus(spread)).toDecimalPlaces(ledgerScale, Dec.ROUND_DOWN);
}

/** The contract's rule (the page shows the same amount), as a `Dec` for the ledger. */
export const receivedAmount = (q: {
  side: ConvertSide;
  fromAmount: Dec | string;
  price: Dec | string;
  toDecimals: number;
}): Dec =>
  new Dec(
    convertReceivedAmount({
      side: q.side,
      fromAmount: new Dec(q.fromAmount).toFixed(),
      price: new Dec(q.price).toFixed(),
      toDecimals: q.toDecimals,
    }),
  );

/** The indicative mid price shown in the pair list, cut to the pair's price decimals. */
export const displayPrice = (price: Dec | string, decimals: number): string =>
  new Dec(price).toDecimalPlaces(decimals, Dec.ROUND_DOWN).toFixed();

/** A quote is live strictly before its expiry (at the instant of expiry it is gone). */
export const quoteIsLive = (expiresAt: Date, now: Date): boolean => now.getTime() < expiresAt.getTime();

/** The two ledger transfer ids of executing a quote: derived from it, so it executes once. */
export const convertTransferIds = (quoteId: string) => ({
  pay: `convert:${quoteId}:pay`,
  receive: `convert:${quoteId}:receive`,
});

/**
 * The ledger transfer ids of a limit order, derived from it: the reservation, then either its post
 * with the market maker's leg (the fill) or its release (cancelled or expired, one void for both:
 * whichever comes first is the only one).
 */
export const limitTransferIds = (orderId: string) => ({
  reserve: `convert-limit:${orderId}:reserve`,
  pay: `convert-limit:${orderId}:pay`,
  receive: `convert-limit:${orderId}:receive`,
  release: `convert-limit:${orderId}:release`,
});
