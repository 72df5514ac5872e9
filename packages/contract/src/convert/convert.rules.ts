import { compareDecimals } from '../common/decimal';
import type { ConvertPairConfig, ConvertSide } from './convert.schemas';

/** The coin a user pays and the coin they receive on a side of a pair. */
export const convertCoins = (pair: { baseCoin: string; quoteCoin: string }, side: ConvertSide) =>
  side === 'sell'
    ? { fromCoin: pair.baseCoin, toCoin: pair.quoteCoin }
    : { fromCoin: pair.quoteCoin, toCoin: pair.baseCoin };

/** The bounds of the amount paid on a side: the paying coin's min and max of the pair. */
export const convertAmountBounds = (
  pair: Pick<ConvertPairConfig, 'baseMinAmount' | 'baseMaxAmount' | 'quoteMinAmount' | 'quoteMaxAmount'>,
  side: ConvertSide,
) =>
  side === 'sell'
    ? { min: pair.baseMinAmount, max: pair.baseMaxAmount }
    : { min: pair.quoteMinAmount, max: pair.quoteMaxAmount };

/** Why an amount paid is out of the pair's bounds (inclusive), or undefined when it is within. */
export function convertAmountProblem(
  fromAmount: string,
  bounds: { min: string; max: string },
): 'belowMinimum' | 'aboveMaximum' | undefined {
  if (compareDecimals(fromAmount, bounds.min) < 0) return 'belowMinimum';
  if (compareDecimals(fromAmount, bounds.max) > 0) return 'aboveMaximum';
  return undefined;
}

/**
 * Whether a limit order's price is reached by the price the house would quote now (the reference
 * with the spread against the user): a buy when that price is at or below the limit, a sell when
 * it is at or above. The order then fills at its limit price, never better for the user.
 */
export const limitPriceReached = (q: {
  side: ConvertSide;
  limitPrice: string;
  quotedPrice: string;
}): boolean =>
  q.side === 'buy'
    ? compareDecimals(q.quotedPrice, q.limitPrice) <= 0
    : compareDecimals(q.quotedPrice, q.limitPrice) >= 0;

/** Whether a limit price has more decimals than the pair shows (trailing zeros do not count). */
export const limitPriceTooPrecise = (limitPrice: string, priceDecimals: number): boolean =>
  (limitPrice.split('.')[1] ?? '').replace(/0+$/, '').length > priceDecimals;
