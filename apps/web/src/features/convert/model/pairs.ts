import { compareDecimals } from '@coffer/contract/common';
import {
  type ConvertPairConfig,
  type ConvertSide,
  convertAmountBounds,
  convertAmountProblem,
  convertCoins,
} from '@coffer/contract/convert';

/** What the form converts: the coin paid and the coin received. */
export interface ConvertChoice {
  from: string;
  to: string;
}

/** A choice resolved against the pairs: the pair, the side, and the decimals and bounds of each coin. */
export interface ResolvedPair {
  pair: ConvertPairConfig;
  side: ConvertSide;
  fromDecimals: number;
  toDecimals: number;
  bounds: { min: string; max: string };
}

const sides: ConvertSide[] = ['sell', 'buy'];

/** The pair and side that pay `from` and receive `to`, or undefined when no pair joins them. */
export function resolvePair(pairs: ConvertPairConfig[], choice: ConvertChoice): ResolvedPair | undefined {
  for (const pair of pairs)
    for (const side of sides) {
      const coins = convertCoins(pair, side);
      if (coins.fromCoin !== choice.from || coins.toCoin !== choice.to) continue;
      const selling = side === 'sell';
      return {
        pair,
        side,
        fromDecimals: selling ? pair.baseDecimals : pair.quoteDecimals,
        toDecimals: selling ? pair.quoteDecimals : pair.baseDecimals,
        bounds: convertAmountBounds(pair, side),
      };
    }
  return undefined;
}

/** The coins of the enabled pairs, in the order the pairs list them. */
export function convertibleCoins(pairs: ConvertPairConfig[]): string[] {
  const coins = pairs.filter((p) => p.enabled).flatMap((p) => [p.baseCoin, p.quoteCoin]);
  return [...new Set(coins)];
}

/** The coins `from` converts into through an enabled pair. */
export function targetsOf(pairs: ConvertPairConfig[], from: string): string[] {
  const enabled = pairs.filter((p) => p.enabled);
  const targets = enabled.flatMap((p) =>
    p.baseCoin === from ? [p.quoteCoin] : p.quoteCoin === from ? [p.baseCoin] : [],
  );
  return [...new Set(targets)];
}

/**
 * The choice the page starts from: the one asked for (the address) when a pair joins its coins,
 * else the first enabled pair whose paying coin the user holds (`held`: coins with a balance in
 * the convert wallet; sold before bought), else the first enabled pair sold (BTC → USDT).
 */
export function initialChoice(
  pairs: ConvertPairConfig[],
  asked: Partial<ConvertChoice>,
  held: readonly string[] = [],
): ConvertChoice | null {
  const from = asked.from?.toUpperCase();
  const to = asked.to?.toUpperCase();
  if (from && to && resolvePair(pairs, { from, to })?.pair.enabled) return { from, to };
  if (from) {
    const target = targetsOf(pairs, from)[0];
    if (target) return { from, to: target };
  }
  const enabled = pairs.filter((p) => p.enabled);
  for (const side of sides)
    for (const pair of enabled) {
      const { fromCoin, toCoin } = convertCoins(pair, side);
      if (held.includes(fromCoin)) return { from: fromCoin, to: toCoin };
    }
  const first = enabled[0];
  return first ? { from: first.baseCoin, to: first.quoteCoin } : null;
}

/**
 * Why an amount cannot be converted before asking for a quote, or undefined when it can. While the
 * wallet's balance is still loading (`available` undefined) it is not judged here: the server
 * checks it, and a quick user is never told a funded wallet is short.
 */
export function amountProblem(
  amount: string,
  resolved: Pick<ResolvedPair, 'bounds'>,
  available: string | undefined,
): 'belowMinimum' | 'aboveMaximum' | 'insufficient' | undefined {
  return (
    convertAmountProblem(amount, resolved.bounds) ??
    (available !== undefined && compareDecimals(amount, available) > 0 ? 'insufficient' : undefined)
  );
}

/** A coin's decimals as the pairs give them (8 for a coin no pair names, or while they load). */
export const decimalsIn =
  (pairs: ConvertPairConfig[]) =>
  (coin: string): number =>
    pairs.find((p) => p.baseCoin === coin)?.baseDecimals ??
    pairs.find((p) => p.quoteCoin === coin)?.quoteDecimals ??
    8;
