import { merchantType, merchantApplicationStatus as st, trialSubMerchantMax } from '@coffer/contract';
import { describe, expect, it } from 'vitest';
import {
  applicationEditable,
  applicationReviewable,
  channelRatesShown,
  effectiveChannelRates,
  holdsRole,
  mayAddSubMerchant,
  oneTimePassword,
  referenceRate,
} from './merchant.fns';

const roles = { approveRefund: true, approvePayment: false, approveTransfer: false };

describe('merchant rules', () => {
  it('gives the merchant every role, a sub-merchant only its own, anyone else none', () => {
    expect(holdsRole({ accountType: 1, roles: null }, 'approveTransfer')).toBe(true);
    expect(holdsRole({ accountType: 3, roles }, 'approveRefund')).toBe(true);
    expect(holdsRole({ accountType: 3, roles }, 'approvePayment')).toBe(false);
    expect(holdsRole({ accountType: 3, roles: null }, 'approveRefund')).toBe(false);
    expect(holdsRole({ accountType: 0, roles }, 'approveRefund')).toBe(false);
  });

  it('keeps a trial merchant to its sub-merchant limit, an official one to none', () => {
    expect(mayAddSubMerchant(merchantType.members.trial, trialSubMerchantMax - 1)).toBe(true);
    expect(mayAddSubMerchant(merchantType.members.trial, trialSubMerchantMax)).toBe(false);
    expect(mayAddSubMerchant(merchantType.members.official, 10_000)).toBe(true);
  });

  it('moves the application only along its states', () => {
    expect(
      [st.members.notSubmitted, st.members.underReview, st.members.approved, st.members.rejected].map(
        applicationEditable,
      ),
    ).toEqual([true, false, false, true]);
    expect([0, 1, 2, 3].map((s) => applicationReviewable(s as 0))).toEqual([false, true, false, false]);
  });

  it('lays a merchant’s own fees over the default, sorted, exactly', () => {
    const rows = [
      { merchantId: 0, currency: 'USDT', businessType: 4, feeRate: '0.001000000000000000' },
      { merchantId: 0, currency: 'USDT', businessType: 1, feeRate: '0.005' },
      { merchantId: 7, currency: 'USDT', businessType: 1, feeRate: '0.003' },
      { merchantId: 8, currency: 'BTC', businessType: 1, feeRate: '0.1' },
      { merchantId: 7, currency: 'BTC', businessType: 2, feeRate: '0.000000000000000001' },
    ];
    const rates = effectiveChannelRates(rows, 7);
    expect(rates).toEqual([
      { currency: 'BTC', businessType: 2, feeRate: '0.000000000000000001', source: 'merchant' },
      { currency: 'USDT', businessType: 1, feeRate: '0.003', source: 'merchant' },
      { currency: 'USDT', businessType: 4, feeRate: '0.001', source: 'default' },
    ]);
    // Payments in a coin no receipt row covers settle at the platform's rate: it is listed too.
    expect(channelRatesShown(rates, { coins: ['BTC', 'USDT'], fallbackRate: '0.0050' })).toEqual([
      { currency: 'BTC', businessType: 1, feeRate: '0.005', source: 'default' },
      { currency: 'BTC', businessType: 2, feeRate: '0.000000000000000001', source: 'merchant' },
      { currency: 'USDT', businessType: 1, feeRate: '0.003', source: 'merchant' },
      { currency: 'USDT', businessType: 4, feeRate: '0.001', source: 'default' },
    ]);
  });

  it('cuts the reference rate to 8 decimals, never rounding up', () => {
    expect(referenceRate('1.123456789')).toBe('1.12345678');
    expect(referenceRate('0.999999999999')).toBe('0.99999999');
  });

  it('makes one-time passwords that keep the password rules', () => {
    for (let i = 0; i < 50; i++) {
      const p = oneTimePassword();
      expect(p).toHaveLength(12);
      expect(p).toMatch(/[A-Z]/);
      expect(p).toMatch(/[a-z]/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[^A-Za-z0-9]/);
    }
  });
});
