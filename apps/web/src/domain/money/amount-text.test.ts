import { describe, expect, it } from 'vitest';
import { asInput, decimalOf } from './amount-text';

it('turns a balance into amount input text', () => {
  expect(asInput('0.123456789', 6)).toBe('0.123456');
  expect(asInput('0', 6)).toBe('');
  expect(asInput('15.9', 0)).toBe('15');
});

describe('decimalOf', () => {
  it('reads wire text and leaves unfinished input unknown', () => {
    expect(decimalOf('12.5')?.toFixed()).toBe('12.5');
    expect(decimalOf('')).toBeUndefined();
    expect(decimalOf('.')).toBeUndefined();
    expect(decimalOf('abc')).toBeUndefined();
  });
});
