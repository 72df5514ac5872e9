import { describe, expect, it } from 'vitest';
import { globalServiceType } from './global-account.enums';
import {
  globalFeeRate,
  globalMoveProblem,
  globalServiceFee,
  missingGlobalDocument,
  payerAccountKey,
} from './global-account.rules';

const t = globalServiceType.members;

describe('globalServiceFee', () => {
  it('takes the rate rounded up to the cent, never below the minimum', () => {
    const rate = globalFeeRate('EUR', t.fiatToGlobal);
    if (!rate) throw new Error('EUR has a move rate');
    expect(globalServiceFee('EUR', rate, '1000')).toEqual({ fee: '2', net: '998' });
    // 0.2 % of 1234.56 is 2.46912: rounded up to 2.47.
    expect(globalServiceFee('EUR', rate, '1234.56')).toEqual({ fee: '2.47', net: '1232.09' });
    // 0.2 % of 100 is 0.2: the minimum (1) applies.
    expect(globalServiceFee('EUR', rate, '100')).toEqual({ fee: '1', net: '99' });
  });

  it('never charges more than the amount', () => {
    const rate = globalFeeRate('USD', t.payIn, 'fedwire');
    if (!rate) throw new Error('USD Fedwire has a pay-in rate');
    expect(globalServiceFee('USD', rate, '3')).toEqual({ fee: '3', net: '0' });
  });

  it('knows a pay-in rate only by a payment type of the currency', () => {
    expect(globalFeeRate('EUR', t.payIn)).toBeUndefined();
    expect(globalFeeRate('EUR', t.payIn, 'fps')).toBeUndefined();
    expect(globalFeeRate('GBP', t.payIn, 'fps')).toEqual({ rate: '0.001', minFee: '0.5' });
  });
});

describe('globalMoveProblem', () => {
  it('checks decimals, the minimum, the fee and the balance in that order', () => {
    expect(globalMoveProblem('EUR', t.fiatToGlobal, '10.001')).toBe('tooManyDecimals');
    expect(globalMoveProblem('EUR', t.fiatToGlobal, '9.99')).toBe('belowMin');
    expect(globalMoveProblem('EUR', t.fiatToGlobal, '10', '9')).toBe('insufficient');
    // The fee comes out of the amount: the whole balance may move.
    expect(globalMoveProblem('EUR', t.globalToFiat, '250', '250')).toBeUndefined();
  });
});

describe('documents and payer keys', () => {
  it('names the first required document without a file', () => {
    expect(missingGlobalDocument('personal', {})).toBe('proofOfAddress');
    expect(missingGlobalDocument('personal', { proofOfAddress: 1 })).toBeUndefined();
    expect(missingGlobalDocument('business', { certificateOfIncorporation: 1, proofOfAddress: 2 })).toBe(
      'ownershipStructure',
    );
  });

  it('matches an account whatever its spacing or case', () => {
    expect(payerAccountKey('sepa', { iban: 'de89 3704 0044 0532 0130 00' })).toBe(
      'iban:DE89370400440532013000',
    );
    expect(payerAccountKey('fps', { sort_code: '08-99-99', account_number: '66374958' })).toBe(
      'gb:089999:66374958',
    );
    expect(payerAccountKey('ach', { aba: '011000015', account_number: '123' })).toBe(
      payerAccountKey('fedwire', { aba: '011000015', account_number: '123' }),
    );
    expect(payerAccountKey('swift', {})).toBeUndefined();
  });
});
