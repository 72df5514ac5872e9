import { Decimal } from 'decimal.js';
import { Dec } from './format-amount';

/** A decimal from wire text; anything unreadable (an empty or unfinished input) is undefined. */
export function decimalOf(text: string | null | undefined): Decimal | undefined {
  if (text === null || text === undefined || text === '' || text === '.') return undefined;
  try {
    const d = new Dec(text);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

/** Plain decimal text cut (never rounded up) to `decimals` places. */
export const plainDecimal = (d: Decimal, decimals: number) =>
  d.toDecimalPlaces(decimals, Decimal.ROUND_DOWN).toFixed();

/** Cuts a balance to an amount input's text (decimals dropped when the coin has none). */
export const asInput = (value: string, decimals: number) => {
  const d = decimalOf(value);
  return d?.gt(0) ? plainDecimal(d, decimals) : '';
};
