import { describe, expect, it } from 'vitest';
import { maxCashWithdrawal } from './use-cash-withdraw';
import { holderOf } from './use-payee-form';

describe('maxCashWithdrawal', () => {
  it('is the available balance less the fee, cut to the currency decimals', () => {
    expect(maxCashWithdrawal('EUR', '149.009')).toBe('148');
    expect(maxCashWithdrawal('USD', '100.55')).toBe('95.55');
  });

  it('is never above the per-withdrawal maximum nor below zero', () => {
    expect(maxCashWithdrawal('EUR', '90000')).toBe('50000');
    expect(maxCashWithdrawal('EUR', '0.50')).toBe('0');
  });
});

describe('holderOf', () => {
  it('splits the verified name into the first word and the rest', () => {
    expect(holderOf('Verified  cash user')).toEqual({ firstName: 'Verified', lastName: 'cash user' });
    expect(holderOf(undefined)).toEqual({ firstName: '', lastName: '' });
  });
});
