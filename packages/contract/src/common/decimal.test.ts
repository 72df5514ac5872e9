import { describe, expect, it } from 'vitest';
import { addDecimals, compareDecimals, multiplyDecimals } from './decimal';

describe('exact decimals', () => {
  it('compares whatever the trailing zeros and signs', () => {
    expect(compareDecimals('1.10', '1.1')).toBe(0);
    expect(compareDecimals('0.000000000000000001', '0')).toBe(1);
    expect(compareDecimals('-0.5', '0')).toBe(-1);
    expect(compareDecimals('12.', '12')).toBe(0);
    expect(compareDecimals('99999999999999999999.999999999999999999', '100000000000000000000')).toBe(-1);
  });

  it('adds without floating-point error and without trailing zeros', () => {
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    expect(addDecimals('1.5', '0.5')).toBe('2');
    expect(addDecimals('1', '-1.25')).toBe('-0.25');
    expect(addDecimals('0.000001000000000000', '0')).toBe('0.000001');
  });

  it('refuses what is not a plain decimal rather than guess', () => {
    expect(() => compareDecimals('1e5', '1')).toThrow(RangeError);
    expect(() => compareDecimals('', '1')).toThrow(RangeError);
    expect(() => addDecimals('0.0000000000000000001', '0')).toThrow(RangeError);
  });
});

describe('multiplyDecimals', () => {
  it('cuts the product the named way', () => {
    expect(multiplyDecimals('0.123', '60900.01', 2, 'up')).toBe('7490.71');
    expect(multiplyDecimals('0.123', '60900.01', 2, 'down')).toBe('7490.7');
    expect(multiplyDecimals('2', '1.5', 0, 'up')).toBe('3');
    expect(multiplyDecimals('-1.25', '1', 1, 'down')).toBe('-1.2');
    expect(multiplyDecimals('-1.25', '1', 1, 'up')).toBe('-1.3');
    expect(() => multiplyDecimals('1', '1', 19, 'up')).toThrow(RangeError);
  });
});
