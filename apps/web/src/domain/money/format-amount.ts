import { constants } from '@coffer/contract/common';
import { Decimal } from 'decimal.js';

/** Exact decimals: decimal.js's default of 20 significant digits is too few for numeric(38,18) amounts. */
export const Dec = Decimal.clone({ precision: 60 });
type Amount = string | number | Decimal;

/**
 * How an amount is shown. `balance`: what is held or moved (balances, amounts of records and
 * quotes), at least the default 2 decimals so sums line up, at most the asset's decimals, with no
 * zeros padded past the 2nd ('12,624.50', '0.12345678', '0.00'). `limit`: fees, minimums and
 * limits, read as rules rather than sums, with no trailing zeros at all ('1', '1,000,000').
 */
export type AmountStyle = 'balance' | 'limit';

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function decimalOf(value: Amount | null | undefined): Decimal | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    const d = new Dec(value);
    return d.isFinite() ? d : undefined;
  } catch {
    return undefined;
  }
}

/** `d` cut (never rounded) to `maxDecimals`, trailing zeros dropped down to `minDecimals`, grouped. */
function formatDecimal(d: Decimal, maxDecimals: number, minDecimals: number): string {
  const fixed = d.toFixed(maxDecimals, Decimal.ROUND_DOWN);
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction = ''] = (negative ? fixed.slice(1) : fixed).split('.');
  const kept = fraction.replace(/0+$/, '').padEnd(Math.min(minDecimals, maxDecimals), '0');
  const text = kept ? `${group(integer)}.${kept}` : group(integer);
  // A negative amount cut to zero is zero, not '-0.00'.
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The one way the web app shows an amount (issue 12): `decimals` is the asset's own (coin config
 * or currency), 2 by default (spec §9); cut rather than rounded so a balance is never shown larger
 * than it is; thousands separators; see AmountStyle. Not a number: '--'.
 */
export function formatAmount(
  value: Amount | null | undefined,
  {
    decimals = constants.defaultDecimals,
    style = 'balance',
  }: { decimals?: number; style?: AmountStyle } = {},
): string {
  const d = decimalOf(value);
  if (!d) return '--';
  return formatDecimal(d, decimals, style === 'balance' ? constants.defaultDecimals : 0);
}

const units: Record<'en' | 'zhCN' | 'zhTW', [number, string][]> = {
  en: [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
  zhCN: [
    [1e12, '万亿'],
    [1e8, '亿'],
    [1e4, '万'],
  ],
  zhTW: [
    [1e12, '萬億'],
    [1e8, '億'],
    [1e4, '萬'],
  ],
};

/**
 * A big number in short form with 4 decimals (spec §9): 1234567.891 → 1.2345M in English,
 * 123.4567万 in Chinese. Below the first unit it is shown whole, with 4 decimals.
 */
export function formatBigNumber(value: Amount | null | undefined, language: string): string {
  const d = decimalOf(value);
  if (!d) return '--';
  const table = language === 'zh-TW' ? units.zhTW : language.startsWith('zh') ? units.zhCN : units.en;
  const found = table.find(([size]) => d.abs().gte(size));
  const places = constants.bigNumberDecimals;
  if (!found) return formatDecimal(d, places, places);
  const [size, unit] = found;
  return `${formatDecimal(d.div(size), places, places)}${unit}`;
}

/** A rate as a fraction ('0.005') shown as a percentage ('0.5 %'), exactly: never a float. */
export const formatPercent = (fraction: string): string => `${new Dec(fraction).times(100).toFixed()} %`;
