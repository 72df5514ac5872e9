import type { AprTier, EarnProduct } from '@coffer/contract/earn';
import { Dec, formatAmount } from '../../../domain/money/format-amount';

/** A percentage as written in the product ('5', '0.75'), exactly, grouped, no trailing zeros. */
export const percentText = (value: string) => formatAmount(value, { decimals: 8, style: 'limit' });

/** An amount of the product's asset as a rule (minimum, maximum, quota): no trailing zeros. */
export const limitText = (product: Pick<EarnProduct, 'decimals' | 'asset'>, value: string) =>
  `${formatAmount(value, { decimals: product.decimals, style: 'limit' })} ${product.asset}`;

/** An amount of the product's asset as a sum (a principal, interest): at least 2 decimals, cut. */
export const amountText = (asset: string, decimals: number, value: string) =>
  `${formatAmount(value, { decimals })} ${asset}`;

/** Each tier with the amount its slice ends at (null: the last, open-ended). */
export const tierBands = (tiers: readonly AprTier[]) =>
  tiers.map((tier, i) => ({ ...tier, toAmount: tiers[i + 1]?.fromAmount ?? null }));

/** The highest APR of the tiers: what a product is headed with ("up to"). */
export const topApr = (tiers: readonly AprTier[]) =>
  tiers.reduce((top, t) => (new Dec(t.aprPercent).gt(top) ? t.aprPercent : top), tiers[0]?.aprPercent ?? '0');

/** How much of the total quota is taken, 0–100, for a bar. */
export const quotaTakenPercent = (p: Pick<EarnProduct, 'totalQuota' | 'remainingQuota'>) => {
  const total = new Dec(p.totalQuota);
  if (total.lte(0)) return 100;
  return total.minus(p.remainingQuota).div(total).times(100).toDecimalPlaces(1).toNumber();
};
