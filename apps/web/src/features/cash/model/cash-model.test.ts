import { describe, expect, it } from 'vitest';
import { restartsCoolOff } from './payee-changes';
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

describe('restartsCoolOff', () => {
  const saved = {
    country: 'DE',
    firstName: 'Hans',
    lastName: 'Meier',
    fields: { bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' },
  };

  it('is false for the same details in another order, spacing or with empty optional fields', () => {
    const same = {
      ...saved,
      lastName: ' Meier ',
      fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', bank_name: ' ' },
    };
    expect(restartsCoolOff(saved, same)).toBe(false);
  });

  it('is true for another account, country, holder name, or a field added or removed', () => {
    expect(
      restartsCoolOff(saved, { ...saved, fields: { ...saved.fields, iban: 'DE02120300000000202051' } }),
    ).toBe(true);
    expect(restartsCoolOff(saved, { ...saved, country: 'AT' })).toBe(true);
    expect(restartsCoolOff(saved, { ...saved, firstName: 'Hanna' })).toBe(true);
    expect(restartsCoolOff(saved, { ...saved, fields: { ...saved.fields, bank_name: 'Commerzbank' } })).toBe(
      true,
    );
    expect(restartsCoolOff(saved, { ...saved, fields: { iban: saved.fields.iban } })).toBe(true);
  });
});
