import { describe, expect, it } from 'vitest';
import { amountWithDecimals, decimalStringSchema, parseAmountInput, positiveAmountSchema } from './money';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('parseAmountInput: the spec §5 cleaning and truncation', () => {
  it.each([
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
    ['12 345.6', 8, '12345.6'],
    ['US$ 12.5', 2, '12.5'],
    ['123456789012345678901234567890.123456789', 8, '123456789012345678901234567890.12345678'],
  ])('%j with %i decimals gives %j', (raw, decimals, value) => {
    expect(parseAmountInput(raw, decimals)).toEqual({ ok: true, value });
  });
});

describe('parseAmountInput: a comma', () => {
  it.each([
    ['12,3', 8, '12.3'],
    ['12,', 8, '12.'],
    [',5', 8, '0.5'],
    ['0,125', 8, '0.125'],
    ['1234,5', 8, '1234.5'],
    ['12,345678', 2, '12.34'],
    ['7,9', 0, '7'],
  ])('alone, with no dot, is the decimal point: %j with %i decimals gives %j', (raw, decimals, value) => {
    expect(parseAmountInput(raw, decimals)).toEqual({ ok: true, value });
  });

  it.each([
    ['1,234.5678', 4, '1234.5678'],
    ['12,624.50', 6, '12624.50'],
    ['1,234,567.', 2, '1234567.'],
  ])(
    'grouping thousands before a dot (as amounts are shown) is dropped: %j gives %j',
    (raw, decimals, value) => {
      expect(parseAmountInput(raw, decimals)).toEqual({ ok: true, value });
    },
  );

  it.each([
    '1,234,5',
    '1.234,5',
    '1,234',
    '12,345',
    '1,234,567',
    '1.2.3',
    '1.234.567',
    '1,23.5',
    '1,2345.6',
    '12.5,',
    '1,,5',
  ])('refuses %j, which could be read two ways, and keeps it as typed', (raw) => {
    expect(parseAmountInput(raw, 8)).toEqual({ ok: false, problem: 'amount.ambiguousSeparator', text: raw });
  });

  it('keeps a refused text without the characters that are never part of an amount', () => {
    expect(parseAmountInput(' 1.234,5 BTC', 8)).toEqual({
      ok: false,
      problem: 'amount.ambiguousSeparator',
      text: '1.234,5',
    });
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

  it('allows whole units only with 0 decimals, counting the value’s decimals, not trailing zeros', () => {
    const schema = amountWithDecimals(0);
    expect(schema.safeParse('7').success).toBe(true);
    expect(schema.safeParse('7.0').success).toBe(true);
    expect(schema.safeParse('7.5').success).toBe(false);
    expect(amountWithDecimals(2).safeParse('0.1200').success).toBe(true);
  });

  it('refuses a decimals count the wire cannot hold', () => {
    expect(() => amountWithDecimals(19)).toThrow(RangeError);
    expect(() => amountWithDecimals(-1)).toThrow(RangeError);
    expect(() => amountWithDecimals(1.5)).toThrow(RangeError);
  });
});
