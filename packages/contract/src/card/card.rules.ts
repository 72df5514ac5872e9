import { constants } from '../common/constants';
import { addDecimals, compareDecimals, divideDecimals, multiplyDecimals } from '../common/decimal';

const c = constants.creditCard;

/**
 * Coffer's card fee (spec §9 reads two ways; Coffer's reading): 5 % of the amount charged, and at
 * least 10 USD converted into the order's fiat at the quote's rate. The page shows this formula.
 */
export const cardFeeRule = { rate: c.feeRate, minimumUsd: c.feeMinimumUsd } as const;
/** A quote is firm for 3 minutes (spec §9). */
export const cardQuoteTtlSeconds = c.quoteValidityMs / 1000;
/**
 * An order not paid within this window of its creation is closed (Coffer's choice, the spec is
 * silent: a hosted card page usually lives 15 minutes) with `cardExpiredReason`.
 */
export const cardPaymentWindowSeconds = 15 * 60;
export const cardExpiredReason = 'payment_window_expired';
/**
 * The most one user's card purchases may total over a rolling 24 hours, in USD (EUR orders count
 * at their quote's USD rate): two orders at the per-order maximum. Coffer's choice (spec §5 names
 * "min and max ... credit card" without values): it caps what a stolen card can buy in a day.
 * Orders waiting for payment count (they may still be paid); failed and cancelled ones do not.
 */
export const cardDailyUsdMax = '10000';
export const cardDailyWindowMs = 24 * 60 * 60 * 1000;
/** Beyond this move of the price since the quote, the user confirms again (spec §9: ±2.5 %). */
export const cardReconfirmMove = c.priceChangeReconfirm;
/** After the 3 minutes, a move within this keeps the quoted rate; beyond it the rate adjusts (spec §9: 1 %). */
export const cardAdjustMove = c.priceAdjustThreshold;
/** When the crypto arrives after payment (spec §9), shown on the page. */
export const cardArrivalMinutes = { min: c.arrivalMinutes[0], max: c.arrivalMinutes[1] } as const;

/**
 * The fee in the order's fiat: max(5 % × amount, 10 USD × usdRate), rounded up to the fiat's
 * decimals (a fee is never rounded in the payer's favour below the rule). `usdRate` is fiat per USD.
 */
export function cardFee(q: { fiatAmount: string; usdRate: string; fiatDecimals: number }): string {
  const percent = multiplyDecimals(q.fiatAmount, cardFeeRule.rate, q.fiatDecimals, 'up');
  const minimum = multiplyDecimals(cardFeeRule.minimumUsd, q.usdRate, q.fiatDecimals, 'up');
  return compareDecimals(percent, minimum) >= 0 ? percent : minimum;
}

/**
 * What arrives: (fiatAmount − fee) ÷ rate, truncated to the coin's decimals, less the network fee;
 * '0' when nothing would (the quote then refuses the amount as too small).
 */
export function cardCryptoAmount(q: {
  fiatAmount: string;
  fee: string;
  rate: string;
  networkFee: string;
  coinDecimals: number;
}): string {
  const net = subtract(q.fiatAmount, q.fee);
  if (compareDecimals(net, '0') <= 0) return '0';
  const bought = divideDecimals(net, q.rate, q.coinDecimals, 'down');
  const arrives = subtract(bought, q.networkFee);
  return compareDecimals(arrives, '0') > 0 ? arrives : '0';
}

/** |current − quoted| ÷ quoted, to 6 decimals (rounded up, so a move at the edge counts as beyond). */
export function priceMove(quoted: string, current: string): string {
  const diff = subtract(current, quoted);
  const magnitude = diff.startsWith('-') ? diff.slice(1) : diff;
  return divideDecimals(magnitude, quoted, 6, 'up');
}

/**
 * What a payment does with the quote's rate given the price now (spec §9): within 3 minutes the
 * quoted rate holds unless the price moved beyond ±2.5 % (then the user confirms again); after
 * them, a move within 1 % keeps the rate, a move within 2.5 % adjusts it, beyond asks again.
 */
export function cardRateDecision(q: {
  quotedRate: string;
  currentRate: string;
  expired: boolean;
}): 'keep' | 'adjust' | 'reconfirm' {
  const move = priceMove(q.quotedRate, q.currentRate);
  if (compareDecimals(move, cardReconfirmMove) > 0) return 'reconfirm';
  if (q.expired && compareDecimals(move, cardAdjustMove) > 0) return 'adjust';
  return 'keep';
}

/** Whether an amount lies outside a currency's bounds per order (inclusive). */
export function cardAmountProblem(
  fiatAmount: string,
  bounds: { minAmount: string; maxAmount: string },
): 'belowMinimum' | 'aboveMaximum' | undefined {
  if (compareDecimals(fiatAmount, bounds.minAmount) < 0) return 'belowMinimum';
  if (compareDecimals(fiatAmount, bounds.maxAmount) > 0) return 'aboveMaximum';
  return undefined;
}

/** a − b, exact. */
const subtract = (a: string, b: string) => addDecimals(a, b.startsWith('-') ? b.slice(1) : `-${b}`);
