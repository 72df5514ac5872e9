import { describe, expect, it } from 'vitest';
import { formatAmount, formatBigNumber } from './format';
import { formatDateTime } from './format-date';

describe('formatAmount', () => {
  it('shows 2 decimals by default, cut rather than rounded, with thousands separators', () => {
    expect(formatAmount('1234567.899')).toBe('1,234,567.89');
    expect(formatAmount('0.005')).toBe('0.00');
    expect(formatAmount('12')).toBe('12.00');
    expect(formatAmount('-1234.5678')).toBe('-1,234.56');
    expect(formatAmount('-0.001')).toBe('0.00');
  });

  it('stays exact far beyond a float', () => {
    expect(formatAmount('123456789012345678.123456789012345678', 18)).toBe(
      '123,456,789,012,345,678.123456789012345678',
    );
    expect(formatAmount('0.1', 0)).toBe('0');
  });

  it('shows -- for nothing or not a number', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN]) expect(formatAmount(value)).toBe('--');
  });
});

describe('formatBigNumber: short form with 4 decimals', () => {
  it('in English', () => {
    expect(formatBigNumber('1234567.891', 'en')).toBe('1.2345M');
    expect(formatBigNumber('999', 'en')).toBe('999.0000');
    expect(formatBigNumber('12345', 'en')).toBe('12.3450K');
    expect(formatBigNumber('2500000000', 'en')).toBe('2.5000B');
  });

  it('in Chinese units', () => {
    expect(formatBigNumber('1234567.891', 'zh-CN')).toBe('123.4567万');
    expect(formatBigNumber('312345678', 'zh-CN')).toBe('3.1234亿');
    expect(formatBigNumber('1234567.891', 'zh-TW')).toBe('123.4567萬');
  });
});

it('formats dates in the reader language', () => {
  const iso = '2026-03-04T05:06:00.000Z';
  expect(formatDateTime(iso, 'en')).toMatch(/2026/);
  expect(formatDateTime(iso, 'zh-CN')).toMatch(/2026年/);
  expect(formatDateTime('nope', 'en')).toBe('--');
});
