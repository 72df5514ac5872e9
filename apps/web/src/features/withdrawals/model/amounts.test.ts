import { describe, expect, it } from 'vitest';
import { maxWithdrawable, withdrawQuote } from './amounts';

const usdt = { available: '12500', fee: '1', min: '10', max: '500000', decimals: 6 };

describe('withdrawals', () => {
  it('max is the available balance less the fee, capped by the maximum, cut to the decimals', () => {
    expect(maxWithdrawable(usdt)).toBe('12499');
    expect(maxWithdrawable({ ...usdt, available: '0.5' })).toBe('0');
    expect(maxWithdrawable({ ...usdt, available: '900000' })).toBe('500000');
    expect(maxWithdrawable({ ...usdt, available: '10.1234567891', fee: '0' })).toBe('10.123456');
  });

  it('adds the fee on top and names the broken rule', () => {
    expect(withdrawQuote('100', usdt)).toEqual({ total: '101', receive: '100', problem: undefined });
    expect(withdrawQuote('9.99', usdt).problem).toBe('belowMin');
    expect(withdrawQuote('500001', usdt).problem).toBe('aboveMax');
    expect(withdrawQuote('12500', usdt).problem).toBe('insufficient');
    expect(withdrawQuote('12499', usdt).problem).toBeUndefined();
    expect(withdrawQuote('', usdt)).toEqual({ total: undefined, receive: undefined, problem: undefined });
    expect(withdrawQuote('12.', usdt).receive).toBe('12');
  });
});
