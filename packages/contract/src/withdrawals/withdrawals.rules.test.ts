import { describe, expect, it } from 'vitest';
import { exceedsRollingMax } from '../common/limits';
import { withdrawalProblem, withdrawalTotal } from './withdrawals.rules';

const usdt = { fee: '1', min: '10', max: '500000', available: '12500' };

describe('withdrawal limits', () => {
  it('checks the minimum, then the maximum, then amount + fee against the balance', () => {
    expect(withdrawalProblem('9.99', usdt)).toBe('belowMin');
    expect(withdrawalProblem('10', usdt)).toBeUndefined();
    expect(withdrawalProblem('500001', usdt)).toBe('aboveMax');
    expect(withdrawalProblem('500000', { ...usdt, available: '1' })).toBe('insufficient');
    expect(withdrawalProblem('12500', usdt)).toBe('insufficient');
    expect(withdrawalProblem('12499', usdt)).toBeUndefined();
  });

  it('leaves an unknown limit unchecked', () => {
    expect(withdrawalProblem('1', { fee: '0' })).toBeUndefined();
    expect(withdrawalProblem('900000', { fee: '0', min: '1' })).toBeUndefined();
  });

  it('reserves the fee on top and keeps a rolling daily maximum', () => {
    expect(withdrawalTotal('100', '0.5')).toBe('100.5');
    expect(exceedsRollingMax({ used: '900', amount: '100', max: '1000' })).toBe(false);
    expect(exceedsRollingMax({ used: '900', amount: '100.01', max: '1000' })).toBe(true);
  });
});
