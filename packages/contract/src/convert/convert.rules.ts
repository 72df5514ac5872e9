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
