import { constants } from './constants';

/**
 * Exact arithmetic on plain decimal strings ('12.5', '-0.001', '3.'), so a rule both apps use gives
 * the same answer in the browser and on the server without a decimal library. Every amount fits
 * numeric(38,18), so 18 fixed decimals are exact.
 */
const scaleDigits = constants.amount.decimalsMax;
const scale = 10n ** BigInt(scaleDigits);
const plainDecimal = /^(-)?(\d*)(?:\.(\d*))?$/;

function toScaled(text: string): bigint {
  const match = plainDecimal.exec(text.trim());
  const [, sign, integer = '', fraction = ''] = match ?? [];
  if (!match || (integer === '' && fraction === '')) throw new RangeError(`Not a plain decimal: '${text}'`);
  if (fraction.replace(/0+$/, '').length > scaleDigits)
    throw new RangeError(`More than ${scaleDigits} decimals: '${text}'`);
  const units =
    BigInt(integer || '0') * scale + BigInt(fraction.padEnd(scaleDigits, '0').slice(0, scaleDigits));
  return sign ? -units : units;
}

function fromScaled(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(scaleDigits + 1, '0');
  const integer = digits.slice(0, -scaleDigits);
  const fraction = digits.slice(-scaleDigits).replace(/0+$/, '');
  return `${sign}${integer}${fraction ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const x = toScaled(a);
  const y = toScaled(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** a + b, without trailing zeros ('1.5' + '0.5' is '2'). */
export const addDecimals = (a: string, b: string): string => fromScaled(toScaled(a) + toScaled(b));

/**
 * a × b cut to `decimals` places, rounded `up` (away from zero) or `down` (toward zero): the caller
 * names which way the cut goes, so a rounding never silently favours one side.
 */
export function multiplyDecimals(a: string, b: string, decimals: number, rounding: 'up' | 'down'): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > scaleDigits)
    throw new RangeError(`decimals must be 0..${scaleDigits}, got ${decimals}`);
  const product = toScaled(a) * toScaled(b);
  const step = scale * 10n ** BigInt(scaleDigits - decimals);
  const magnitude = product < 0n ? -product : product;
  const kept = magnitude / step;
  const cut = rounding === 'up' && kept * step !== magnitude ? kept + 1n : kept;
  const units = cut * 10n ** BigInt(scaleDigits - decimals);
  return fromScaled(product < 0n ? -units : units);
}

/**
 * a ÷ b cut to `decimals` places, rounded `up` or `down` as with multiplyDecimals; b must not be 0.
 */
export function divideDecimals(a: string, b: string, decimals: number, rounding: 'up' | 'down'): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > scaleDigits)
    throw new RangeError(`decimals must be 0..${scaleDigits}, got ${decimals}`);
  const x = toScaled(a);
  const y = toScaled(b);
  if (y === 0n) throw new RangeError('division by zero');
  const negative = x < 0n !== y < 0n;
  const n = (x < 0n ? -x : x) * 10n ** BigInt(decimals);
  const d = y < 0n ? -y : y;
  const kept = n / d;
  const cut = rounding === 'up' && kept * d !== n ? kept + 1n : kept;
  const units = cut * 10n ** BigInt(scaleDigits - decimals);
  return fromScaled(negative ? -units : units);
}
