import type { GlobalAccountDetails } from '@coffer/contract/global-account';
import { describe, expect, it } from 'vitest';
import { displayValue, epcPayload, orderedFields } from './account-details';
import { payerAccountText } from './payer-account';

const details = (over: Partial<GlobalAccountDetails> = {}): GlobalAccountDetails => ({
  currency: 'EUR',
  paymentType: 'sepa',
  paymentTypes: ['sepa'],
  country: 'DE',
  bankName: 'Coffer Sandbox Bank',
  bankAddress: 'Berlin',
  accountName: 'Ada Lovelace',
  account: { bic: 'COFFDEFFXXX', iban: 'DE89370400440532013000' },
  ...over,
});

describe('account details', () => {
  it('lists the fields in the order a payer types them, and groups an IBAN and a sort code', () => {
    expect(orderedFields({ account_number: '12345678', sort_code: '089999' }).map(([k]) => k)).toEqual([
      'sort_code',
      'account_number',
    ]);
    expect(orderedFields(details().account).map(([k]) => k)).toEqual(['iban', 'bic']);
    expect(displayValue('iban', 'DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(displayValue('sort_code', '089999')).toBe('08-99-99');
    expect(displayValue('aba', '011000015')).toBe('011000015');
  });

  it('draws the EPC SEPA QR payload for a euro IBAN only', () => {
    expect(epcPayload(details())).toBe(
      ['BCD', '002', '1', 'SCT', 'COFFDEFFXXX', 'Ada Lovelace', 'DE89370400440532013000'].join('\n'),
    );
    expect(
      epcPayload(details({ currency: 'GBP', account: { sort_code: '089999', account_number: '1' } })),
    ).toBeNull();
  });
});

describe('whitelist entries', () => {
  it('shows the IBAN, or the national code with the account number', () => {
    expect(payerAccountText({ fields: { iban: 'DE89370400440532013000' } })).toBe('DE89370400440532013000');
    expect(payerAccountText({ fields: { sort_code: '089999', account_number: '66374958' } })).toBe(
      '089999 · 66374958',
    );
    expect(payerAccountText({ fields: { aba: '011000015', account_number: '12345' } })).toBe(
      '011000015 · 12345',
    );
  });
});
