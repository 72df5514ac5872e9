import { describe, expect, it } from 'vitest';
import { reportSeries } from './report-series';

describe('reportSeries', () => {
  it('gives every day of the window, summing lines exactly and filling gaps with zero', () => {
    const series = reportSeries(
      [
        { date: '2026-03-01', receiptAmount: '0.1', paymentAmount: '0' },
        { date: '2026-03-01', receiptAmount: '0.2', paymentAmount: '0.05' },
        { date: '2026-02-20', receiptAmount: '9', paymentAmount: '9' },
      ],
      '2026-03-01',
      3,
    );
    expect(series).toEqual([
      { date: '2026-02-27', receipt: '0', payment: '0' },
      { date: '2026-02-28', receipt: '0', payment: '0' },
      { date: '2026-03-01', receipt: '0.3', payment: '0.05' },
    ]);
  });
});
