import { describe, expect, it } from 'vitest';
import { amountWithDecimals, decimalStringSchema, positiveAmountSchema, truncateAmountInput } from './money';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('truncateAmountInput', () => {
  it.each([
    ['1.2.3', 2, '1.23'],
    ['-5', 2, '5'],
    ['0.129', 2, '0.12'],
    ['0.999', 2, '0.99'],
    ['12.', 2, '12.'],
    ['abc', 2, ''],
    ['', 2, ''],
    ['.5', 2, '0.5'],
    ['.', 2, '0.'],
    ['7.9', 0, '7'],
    ['7.', 0, '7'],
    ['007', 2, '7'],
    ['00.50', 2, '0.50'],
    ['0', 2, '0'],
    ['1,234.5678', 4, '1234.5678'],
    ['12 345.6', 8, '12345.6'],
    ['123456789012345678901234567890.123456789', 8, '123456789012345678901234567890.12345678'],
  ])('%j with %i decimals gives %j', (raw, decimals, expected) => {
    expect(truncateAmountInput(raw, decimals)).toBe(expected);
  });
});

describe('decimalStringSchema', () => {
  it.each(['0', '0.5', '100', '1.000000000000000001', '99999999999999999999.5'])('accepts %j', (amount) => {
    expect(decimalStringSchema.safeParse(amount).success).toBe(true);
  });

  it.each(['1.2.3', '-5', '1e5', '', ' 1', '1 ', '01', '1.', '.5', '+1', 'NaN', '0x10'])(
    'rejects %j',
    (amount) => {
      expect(messages(decimalStringSchema.safeParse(amount))).toEqual(['amount.invalidFormat']);
    },
  );

  it('rejects more than 18 decimals and more than 20 integer digits', () => {
    expect(messages(decimalStringSchema.safeParse(`0.${'1'.repeat(19)}`))).toEqual([
      'amount.tooManyDecimals',
    ]);
    expect(messages(decimalStringSchema.safeParse('1'.repeat(21)))).toEqual(['amount.tooManyDigits']);
  });

  it('rejects numbers: amounts travel as strings', () => {
    expect(decimalStringSchema.safeParse(5).success).toBe(false);
  });
});

describe('positiveAmountSchema', () => {
  it('rejects zero in any spelling', () => {
    expect(messages(positiveAmountSchema.safeParse('0'))).toEqual(['amount.mustBePositive']);
    expect(messages(positiveAmountSchema.safeParse('0.000'))).toEqual(['amount.mustBePositive']);
  });

  it('accepts the smallest positive amount', () => {
    expect(positiveAmountSchema.safeParse('0.000000000000000001').success).toBe(true);
  });

  it('reports only the format when the format is wrong', () => {
    expect(messages(positiveAmountSchema.safeParse('-0'))).toEqual(['amount.invalidFormat']);
  });
});

describe('amountWithDecimals', () => {
  it('allows up to the given decimals', () => {
    const schema = amountWithDecimals(2);
    expect(schema.safeParse('0.12').success).toBe(true);
    expect(schema.safeParse('12').success).toBe(true);
    expect(messages(schema.safeParse('0.129'))).toEqual(['amount.tooManyDecimals']);
    expect(messages(schema.safeParse('0'))).toEqual(['amount.mustBePositive']);
  });

  it('allows whole units only with 0 decimals', () => {
    const schema = amountWithDecimals(0);
    expect(schema.safeParse('7').success).toBe(true);
    expect(schema.safeParse('7.0').success).toBe(false);
  });

  it('refuses a decimals count the wire cannot hold', () => {
    expect(() => amountWithDecimals(19)).toThrow(RangeError);
    expect(() => amountWithDecimals(-1)).toThrow(RangeError);
    expect(() => amountWithDecimals(1.5)).toThrow(RangeError);
  });
});
