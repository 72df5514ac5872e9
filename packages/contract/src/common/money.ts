import { z } from 'zod';
import { constants } from './constants';
import { validationKey } from './validation-keys';

const { decimalsMax, integerDigitsMax } = constants.amount;
const decimalPattern = /^(0|[1-9]\d*)(\.\d+)?$/;

const fractionLength = (amount: string) => {
  const point = amount.indexOf('.');
  return point === -1 ? 0 : amount.length - point - 1;
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

/**
 * Cleans what a user types into an amount field (spec §5): drops every character but digits and
 * the first decimal point, truncates (never rounds) to `decimals`, and with 0 decimals drops the
 * fraction. A trailing point is kept so the user can go on typing ('12.').
 */
export function truncateAmountInput(raw: string, decimals: number): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  const integerDigits = point === -1 ? cleaned : cleaned.slice(0, point);
  const integer = integerDigits.replace(/^0+(?=\d)/, '');
  if (point === -1 || decimals <= 0) return integer;
  const fraction = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, decimals);
  return `${integer === '' ? '0' : integer}.${fraction}`;
}
