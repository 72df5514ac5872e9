import { Decimal } from 'decimal.js';

// The server's one money module: decimal.js arithmetic for the ledger and the services. Rules both
// apps share compare and add plain decimal strings with the contract's helpers
// (packages/contract/src/common/decimal.ts), which need no library in the browser.

/**
 * Money arithmetic: 60 significant digits hold any numeric(38,18) value and a product of two
 * without loss; rounding, where a caller asks for it, truncates (spec §5 never rounds up).
 */
export const Dec = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 60,
});
export type Dec = InstanceType<typeof Dec>;

/** What numeric(38,18) holds: 20 integer digits and 18 decimals. */
export const ledgerScale = 18;
const ledgerMax = new Dec('1e20');

/** A wire or database amount as a plain decimal string: no exponent, no trailing zeros. */
export const toWire = (value: Dec | string): string => new Dec(value).toFixed();

/** The string the ledger stores, or undefined when it does not fit numeric(38,18) or is not > 0. */
export function ledgerAmount(value: Dec | string): string | undefined {
  if (typeof value === 'string' && !/^\d+(\.\d+)?$/.test(value)) return undefined;
  let d: Dec;
  try {
    d = new Dec(value);
  } catch {
    return undefined;
  }
  if (!d.isFinite() || d.lte(0) || d.gte(ledgerMax) || d.decimalPlaces() > ledgerScale) return undefined;
  return d.toFixed();
}
