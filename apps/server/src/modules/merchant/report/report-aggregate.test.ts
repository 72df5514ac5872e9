import { describe, expect, it } from 'vitest';
import {
  aggregateDailyReport,
  type CloudMovementSum,
  dayBefore,
  daysBetween,
  reportReasons,
} from './report-aggregate';

const sum = (s: Partial<CloudMovementSum>): CloudMovementSum => ({
  merchantUserId: 1,
  subMerchantId: 0,
  asset: 'BTC',
  day: '2026-11-24',
  reason: 'deposit',
  way: 'in',
  amount: '0',
  ...s,
});

describe('aggregateDailyReport', () => {
  it('sums receipts, payments and refunds per merchant, sub-merchant, currency and day, exactly', () => {
    const lines = aggregateDailyReport([
      sum({ amount: '0.1' }),
      sum({ amount: '0.2' }),
      sum({ reason: 'withdrawal', way: 'out', amount: '0.000000000000000001' }),
      sum({ reason: 'refund', way: 'out', amount: '3' }),
      sum({ asset: 'USDT', amount: '10' }),
      sum({ merchantUserId: 2, amount: '5' }),
      sum({ subMerchantId: 9, amount: '1' }),
      sum({ subMerchantId: 9, reason: 'payment', amount: '2.5' }),
      sum({ day: '2026-11-23', amount: '4' }),
    ]);
    expect(lines).toHaveLength(5);
    expect(lines[0]).toEqual({
      merchantUserId: 1,
      subMerchantId: 0,
      currency: 'BTC',
      day: '2026-11-24',
      receiptAmount: '0.3',
      paymentAmount: '0.000000000000000001',
      refundAmount: '3',
    });
    expect(lines.find((l) => l.subMerchantId === 9)?.receiptAmount).toBe('3.5');
  });

  it('leaves out fees, own-wallet transfers and moves the wrong way', () => {
    const lines = aggregateDailyReport([
      sum({ reason: 'transfer', amount: '1' }),
      sum({ reason: 'transfer', way: 'out', amount: '1' }),
      sum({ reason: 'withdrawalFee', way: 'out', amount: '1' }),
      sum({ reason: 'withdrawal', way: 'in', amount: '1' }),
      sum({ reason: 'deposit', way: 'out', amount: '1' }),
      sum({ reason: 'payment', way: 'out', amount: '1' }),
      sum({ reason: 'fee', amount: '1' }),
    ]);
    expect(lines).toEqual([]);
    expect(reportReasons.sort()).toEqual(['deposit', 'payment', 'refund', 'withdrawal']);
  });
});

describe('report days', () => {
  it('counts UTC days across months, both ends included, bounded', () => {
    expect(daysBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
    expect(daysBetween('2020-01-01', '2026-03-01', 2)).toEqual(['2026-02-28', '2026-03-01']);
    expect(dayBefore('2026-03-01', 29)).toBe('2026-01-31');
  });
});
