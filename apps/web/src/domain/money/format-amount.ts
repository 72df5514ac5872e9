import { constants } from '@coffer/contract';
import { Decimal } from 'decimal.js';

/** Exact decimals (STACK.md: the default precision of 20 digits is too small for our amounts). */
export const Dec = Decimal.clone({ precision: 60 });
type Amount = string | number | Decimal;

function group(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount for display: `decimals` places (2 by default, spec §9), cut rather than rounded so a
 * balance is never shown larger than it is, with thousands separators. Not a number: '--'.
 */
export function formatAmount(
  value: Amount | null | undefined,
  decimals: number = constants.defaultDecimals,
): string {
  if (value === null || value === undefined || value === '') return '--';
  let d: Decimal;
  try {
    d = new Dec(value);
  } catch {
    return '--';
  }
  if (!d.isFinite()) return '--';
  const fixed = d.toFixed(decimals, Decimal.ROUND_DOWN);
  const negative = fixed.startsWith('-');
  const [integer = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  const text = fraction ? `${group(integer)}.${fraction}` : group(integer);
  return negative && !/^[0.,]+$/.test(text) ? `-${text}` : text;
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
  if (value === null || value === undefined || value === '') return '--';
  let d: Decimal;
  try {
    d = new Dec(value);
  } catch {
    return '--';
  }
  if (!d.isFinite()) return '--';
  const table = language === 'zh-TW' ? units.zhTW : language.startsWith('zh') ? units.zhCN : units.en;
  const found = table.find(([size]) => d.abs().gte(size));
  if (!found) return formatAmount(d, constants.bigNumberDecimals);
  const [size, unit] = found;
  return `${formatAmount(d.div(size), constants.bigNumberDecimals)}${unit}`;
}
