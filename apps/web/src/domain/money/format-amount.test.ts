import { describe, expect, it } from 'vitest';
import { formatAmount, formatBigNumber, formatPercent } from './format-amount';

describe('formatAmount: a balance', () => {
  it('keeps 2 decimals at least, cut rather than rounded, with thousands separators', () => {
    expect(formatAmount('1234567.899')).toBe('1,234,567.89');
    expect(formatAmount('0.005')).toBe('0.00');
    expect(formatAmount('12')).toBe('12.00');
    expect(formatAmount('-1234.5678')).toBe('-1,234.56');
    expect(formatAmount('-0.001')).toBe('0.00');
  });

  it('pads no zeros past the 2nd decimal, and shows the asset decimals that carry value', () => {
    expect(formatAmount('12624.500000', { decimals: 6 })).toBe('12,624.50');
    expect(formatAmount('0.00000000', { decimals: 8 })).toBe('0.00');
    expect(formatAmount('0.12345678', { decimals: 8 })).toBe('0.12345678');
    expect(formatAmount('0.123456789', { decimals: 8 })).toBe('0.12345678');
    expect(formatAmount('0.10200000', { decimals: 8 })).toBe('0.102');
    expect(formatAmount('1000.5', { decimals: 0 })).toBe('1,000');
  });

  it('stays exact far beyond a float', () => {
    expect(formatAmount('123456789012345678.123456789012345678', { decimals: 18 })).toBe(
      '123,456,789,012,345,678.123456789012345678',
    );
    expect(formatAmount('0.1', { decimals: 0 })).toBe('0');
  });

  it('shows -- for nothing or not a number', () => {
    for (const value of [null, undefined, '', 'abc', Number.NaN]) expect(formatAmount(value)).toBe('--');
  });
});

describe('formatAmount: a fee or a limit', () => {
  it('has no trailing zeros at all', () => {
    expect(formatAmount('1.000000', { decimals: 6, style: 'limit' })).toBe('1');
    expect(formatAmount('1000000.000000', { decimals: 6, style: 'limit' })).toBe('1,000,000');
    expect(formatAmount('0.00050000', { decimals: 8, style: 'limit' })).toBe('0.0005');
    expect(formatAmount('2.50', { decimals: 2, style: 'limit' })).toBe('2.5');
    expect(formatAmount('0', { decimals: 8, style: 'limit' })).toBe('0');
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

describe('formatPercent', () => {
  it('moves the point exactly, with no trailing zeros', () => {
    expect(formatPercent('0.005')).toBe('0.5 %');
    expect(formatPercent('0.0123')).toBe('1.23 %');
    expect(formatPercent('0')).toBe('0 %');
    expect(formatPercent('0.000000000000000001')).toBe('0.0000000000000001 %');
  });
});
