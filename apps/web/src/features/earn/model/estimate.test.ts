import {
  type EarnPosition,
  type EarnProduct,
  earnPositionStatus,
  earnProductKind,
} from '@coffer/contract/earn';
import { describe, expect, it } from 'vitest';
import { redemptionQuote, subscriptionEstimate } from './estimate';

const product = (over: Partial<EarnProduct> = {}): EarnProduct => ({
  productId: 1,
  asset: 'USDT',
  decimals: 6,
  kind: earnProductKind.members.flexible,
  termDays: null,
  tiers: [
    { fromAmount: '0', aprPercent: '5' },
    { fromAmount: '10000', aprPercent: '2' },
  ],
  minAmount: '10',
  maxPerUser: '50000',
  totalQuota: '1000000',
  remainingQuota: '1000000',
  penaltyPercent: '0',
  status: 0,
  ...over,
});

const position = (over: Partial<EarnPosition> = {}): EarnPosition => ({
  positionId: 'ep_1',
  productId: 2,
  asset: 'USDT',
  kind: earnProductKind.members.fixed,
  termDays: 30,
  amount: '1000',
  status: earnPositionStatus.members.active,
  subscribedAt: '2027-01-10T10:00:00.000Z',
  accrualStartDay: '2027-01-12',
  maturityDay: '2027-02-11',
  paidThroughDay: null,
  accruing: true,
  interestTotal: '0',
  interestYesterday: '0',
  redemption: null,
  ...over,
});

describe('subscriptionEstimate', () => {
  it('starts interest on T+2 by the UTC day, even a second before midnight', () => {
    const late = subscriptionEstimate(product(), '730', new Date('2027-01-10T23:59:59Z'));
    expect(late).toMatchObject({
      subscribedDay: '2027-01-10',
      startDay: '2027-01-12',
      firstPaidDay: '2027-01-13',
    });
    const next = subscriptionEstimate(product(), '730', new Date('2027-01-11T00:00:00Z'));
    expect(next.startDay).toBe('2027-01-13');
  });

  it('is actual/365 per day, truncated, times the days (tiers by slice)', () => {
    // 730 × 5 % ÷ 365 = 0.1 a day; 30 days 3.
    expect(subscriptionEstimate(product(), '730', new Date('2027-01-10T10:00:00Z'))).toMatchObject({
      perDay: '0.1',
      days: 30,
      total: '3',
      maturityDay: null,
    });
    // 10,000 × 5 % + 1,000 × 2 % = 520 a year: 1.424657 a day (cut), 42.73971 for 30 days.
    const tiered = subscriptionEstimate(product(), '11000', new Date('2027-01-10T10:00:00Z'));
    expect(tiered.perDay).toBe('1.424657');
    expect(tiered.total).toBe('42.73971');
  });

  it('covers a fixed product’s term and names its maturity day', () => {
    const fixed = product({
      kind: earnProductKind.members.fixed,
      termDays: 7,
      tiers: [{ fromAmount: '0', aprPercent: '6' }],
    });
    expect(subscriptionEstimate(fixed, '365', new Date('2027-01-10T10:00:00Z'))).toMatchObject({
      startDay: '2027-01-12',
      perDay: '0.06',
      total: '0.42',
      maturityDay: '2027-01-19',
    });
  });
});

describe('redemptionQuote', () => {
  const terms = { penaltyPercent: '2', decimals: 6 };
  it('refuses in the 16:00–16:20 UTC pause and accepts from 16:20', () => {
    expect(redemptionQuote(position(), terms, new Date('2027-01-20T16:05:00Z')).rule).toBe('paused');
    expect(redemptionQuote(position(), terms, new Date('2027-01-20T16:20:00Z')).rule).toBe('early');
  });

  it('takes the penalty from a fixed position before maturity only', () => {
    expect(redemptionQuote(position(), terms, new Date('2027-01-20T10:00:00Z'))).toEqual({
      rule: 'early',
      penalty: '20',
      payout: '980',
    });
    expect(redemptionQuote(position(), terms, new Date('2027-02-11T00:00:00Z'))).toEqual({
      rule: 'allowed',
      penalty: '0',
      payout: '1000',
    });
    const flexible = position({ kind: earnProductKind.members.flexible, termDays: null, maturityDay: null });
    expect(redemptionQuote(flexible, terms, new Date('2027-01-20T10:00:00Z')).penalty).toBe('0');
  });
});
