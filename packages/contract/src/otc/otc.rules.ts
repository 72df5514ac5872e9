import { addDecimals, compareDecimals, multiplyDecimals } from '../common/decimal';
import { type OtcOrderStatus, type OtcSide, otcOrderStatus } from './otc.enums';

/** The coin a user pays and the coin they receive on a side of a pair. */
export const otcCoins = (pair: { baseCoin: string; quoteCoin: string }, side: OtcSide) =>
  side === 'sell'
    ? { payCoin: pair.baseCoin, receiveCoin: pair.quoteCoin }
    : { payCoin: pair.quoteCoin, receiveCoin: pair.baseCoin };

/**
 * An acceptor's price: the reference price moved by its deviation (percent) against the user,
 * up when the user buys and down when they sell, cut to the pair's price decimals the same way
 * (the cut never favours the user).
 */
export function otcPrice(q: {
  referencePrice: string;
  deviationPercent: string;
  side: OtcSide;
  priceDecimals: number;
}): string {
  const factor = multiplyDecimals(q.deviationPercent, '0.01', 18, 'down');
  const moved = q.side === 'buy' ? addDecimals('1', factor) : addDecimals('1', `-${factor}`);
  if (compareDecimals(moved, '0') <= 0) throw new RangeError('deviation leaves no price');
  return multiplyDecimals(q.referencePrice, moved, q.priceDecimals, q.side === 'buy' ? 'up' : 'down');
}

/**
 * The quote-coin amount of `quantity` at `price`, to the quote coin's decimals: what a buyer pays
 * (rounded up) or a seller receives (truncated). Rounding never favours the user.
 */
export const otcTotal = (q: { quantity: string; price: string; side: OtcSide; quoteDecimals: number }) =>
  multiplyDecimals(q.quantity, q.price, q.quoteDecimals, q.side === 'buy' ? 'up' : 'down');

/** Why a quantity is outside a config's range (inclusive), or undefined when it is within. */
export function otcQuantityProblem(
  quantity: string,
  range: { min: string; max: string },
): 'belowMinimum' | 'aboveMaximum' | undefined {
  if (compareDecimals(quantity, range.min) < 0) return 'belowMinimum';
  if (compareDecimals(quantity, range.max) > 0) return 'aboveMaximum';
  return undefined;
}

/**
 * The best of several acceptors' prices for the user: the lowest when buying, the highest when
 * selling; on a tie the earlier one (callers list offers oldest config first). Undefined if none.
 */
export function bestOtcOffer<T extends { price: string }>(
  offers: readonly T[],
  side: OtcSide,
): T | undefined {
  let best: T | undefined;
  for (const offer of offers) {
    const order = best === undefined ? -1 : compareDecimals(offer.price, best.price);
    if (best === undefined || (side === 'buy' ? order < 0 : order > 0)) best = offer;
  }
  return best;
}

/** Only an order awaiting its acceptor changes status; every end state is final. */
export const otcOrderCanResolve = (status: OtcOrderStatus): boolean =>
  status === otcOrderStatus.members.awaitingAcceptor;

/** The statuses an awaiting order may move to: accepted, declined or expired. */
export const otcResolutions = [
  otcOrderStatus.members.completed,
  otcOrderStatus.members.declined,
  otcOrderStatus.members.expired,
] as const;
