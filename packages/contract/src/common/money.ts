import { z } from 'zod';
import { constants } from './constants';
import { validationKey } from './validation-keys';

const { decimalsMax, integerDigitsMax } = constants.amount;
const decimalPattern = /^(0|[1-9]\d*)(\.\d+)?$/;

/**
 * How many decimals a wire amount's value has: trailing zeros do not count ('7.0' is 7, a whole
 * unit; '0.10' has one), as they do not in numeric(38,18) nor in the decimal arithmetic here. The
 * one rule both apps use: the wire check, an asset's input decimals, the server's coin check.
 */
export const fractionLength = (amount: string) => {
  const point = amount.indexOf('.');
  return point === -1 ? 0 : amount.replace(/0+$/, '').length - point - 1;
};

const integerLength = (amount: string) => {
  const point = amount.indexOf('.');
  return point === -1 ? amount.length : point;
};

/**
 * A wire amount: a plain non-negative decimal string ('0', '0.5', '100'), no sign, exponent or
 * spaces, that fits numeric(38,18). A bad format stops there, so one mistake gives one message.
 */
export const decimalStringSchema = z
  .string()
  .regex(decimalPattern, { error: validationKey('amount.invalidFormat'), abort: true })
  .refine((amount) => fractionLength(amount) <= decimalsMax, {
    error: validationKey('amount.tooManyDecimals'),
    abort: true,
  })
  .refine((amount) => integerLength(amount) <= integerDigitsMax, {
    error: validationKey('amount.tooManyDigits'),
    abort: true,
  });

/** An amount a user moves: a decimal string above zero ('0.00' is zero). */
export const positiveAmountSchema = decimalStringSchema.refine((amount) => /[1-9]/.test(amount), {
  error: validationKey('amount.mustBePositive'),
  abort: true,
});

/** A positive amount with at most the asset's input decimals (0 means whole units only). */
export const amountWithDecimals = (decimals: number) => {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > decimalsMax) {
    throw new RangeError(`amountWithDecimals: decimals must be 0..${decimalsMax}, got ${decimals}`);
  }
  return positiveAmountSchema.refine((amount) => fractionLength(amount) <= decimals, {
    error: validationKey('amount.tooManyDecimals'),
  });
};

export type AmountInputResult =
  /** `value`: the amount as typed, with a decimal point, cut to the allowed decimals (may end in '.'). */
  | { ok: true; value: string }
  /** `text`: what was typed, non-digits dropped, left as it is so the user can see and fix it. */
  | { ok: false; problem: 'amount.ambiguousSeparator'; text: string };

/** Commas grouping thousands before a decimal point, as our own amounts are shown ('12,624.50'). */
const groupedThousands = /^[1-9]\d{0,2}(,\d{3})+\.\d*$/;
/** One comma and three digits ('1,234'): a thousand in English, 1.234 in Europe. */
const thousandOrDecimal = /^[1-9]\d{0,2},\d{3}$/;

/**
 * Which character of `cleaned` (digits, '.' and ',' only) is the decimal point: the text with a
 * plain '.' for it, or undefined when a reader could take it two ways. One dot is the point; one
 * comma with no dot is too (the European habit), unless it could as well group a thousand;
 * commas grouping thousands before one dot are dropped. Anything else is ambiguous.
 */
function withDecimalPoint(cleaned: string): string | undefined {
  const dots = cleaned.split('.').length - 1;
  const commas = cleaned.split(',').length - 1;
  if (commas === 0) return dots <= 1 ? cleaned : undefined;
  if (dots === 0 && commas === 1)
    return thousandOrDecimal.test(cleaned) ? undefined : cleaned.replace(',', '.');
  if (dots === 1 && groupedThousands.test(cleaned)) return cleaned.replace(/,/g, '');
  return undefined;
}

/** Leading zeros off, the fraction cut (never rounded) to `decimals`, or dropped with none. */
function truncateDecimal(text: string, decimals: number): string {
  const point = text.indexOf('.');
  const integer = (point === -1 ? text : text.slice(0, point)).replace(/^0+(?=\d)/, '');
  if (point === -1 || decimals <= 0) return integer;
  return `${integer === '' ? '0' : integer}.${text.slice(point + 1, point + 1 + decimals)}`;
}

/**
 * Reads what a user types into an amount field (spec §5): every character but digits and
 * separators is dropped, the decimal point is found (see withDecimalPoint: a comma may be one, an
 * ambiguous text is refused, never reinterpreted), and the fraction is truncated (never rounded)
 * to `decimals`, or dropped with 0 decimals. A trailing point is kept so the user can go on
 * typing ('12.').
 */
export function parseAmountInput(raw: string, decimals: number): AmountInputResult {
  const cleaned = raw.replace(/[^\d.,]/g, '');
  const text = withDecimalPoint(cleaned);
  if (text === undefined) return { ok: false, problem: 'amount.ambiguousSeparator', text: cleaned };
  return { ok: true, value: truncateDecimal(text, decimals) };
}
