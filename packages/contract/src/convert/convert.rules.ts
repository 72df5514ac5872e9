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

/** A positive plain decimal as digits and a power of ten ('12.50' → 1250n, 2). */
function digitsAndScale(text: string): { digits: bigint; scale: number } {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === ''))
    throw new RangeError(`Not a plain decimal: '${text}'`);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  return { digits: BigInt(`${match[1] || '0'}${fraction}`), scale: fraction.length };
}

/**
 * What the user receives for `fromAmount` at `price` (quote coin per base coin), truncated to the
 * receiving coin's decimals: buying, fromAmount (quote coin) ÷ price; selling, fromAmount (base
 * coin) × price. Never rounded up: whatever the truncation drops stays with the house. Exact at
 * any precision (integers only), so the page shows what the server will pay.
 */
export function convertReceivedAmount(q: {
  side: ConvertSide;
  fromAmount: string;
  price: string;
  toDecimals: number;
}): string {
  const from = digitsAndScale(q.fromAmount);
  const price = digitsAndScale(q.price);
  if (price.digits === 0n) throw new RangeError('The price must be positive');
  const ten = (n: number) => 10n ** BigInt(n);
  // The result in units of 10^-toDecimals, truncated (both sides are non-negative, so / floors).
  const units =
    q.side === 'buy'
      ? (from.digits * ten(price.scale + q.toDecimals)) / (price.digits * ten(from.scale))
      : (from.digits * price.digits * ten(q.toDecimals)) / ten(from.scale + price.scale);
  const text = units.toString().padStart(q.toDecimals + 1, '0');
  const integer = text.slice(0, text.length - q.toDecimals);
  const fraction = text.slice(text.length - q.toDecimals).replace(/0+$/, '');
  return fraction ? `${integer}.${fraction}` : integer;
}
