import { describe, expect, it } from 'vitest';
import { earnProductKind } from './earn.enums';
import {
  accrualStartDay,
  dailyInterest,
  earlyRedemptionPenalty,
  inRedemptionPause,
  interestForDays,
  maturityDay,
  redemptionRule,
  remainingQuota,
} from './earn.rules';

const tiers = [
  { fromAmount: '0', aprPercent: '5' },
  { fromAmount: '10000', aprPercent: '2' },
];

describe('earn rules', () => {
  it('starts interest on the second UTC day after the subscription, whatever its hour', () => {
    expect(accrualStartDay(new Date('2027-01-10T00:00:00Z'))).toBe('2027-01-12');
    expect(accrualStartDay(new Date('2027-01-10T23:59:59Z'))).toBe('2027-01-12');
    expect(accrualStartDay(new Date('2027-12-31T12:00:00Z'))).toBe('2028-01-02');
    expect(maturityDay('2027-01-12', 7)).toBe('2027-01-19');
  });

  it('computes a day of tiered interest on actual/365, truncated', () => {
    // 10000 × 5% + 2345.678901 × 2% = 546.91357802 a year; ÷ 365 = 1.4983933…
    expect(dailyInterest('12345.678901', tiers, 6)).toBe('1.498393');
    expect(dailyInterest('10000', tiers, 6)).toBe('1.369863');
    expect(dailyInterest('0.000001', tiers, 6)).toBe('0');
    expect(interestForDays('12345.678901', tiers, 6, 40)).toBe('59.93572');
  });

  it('pauses redemption from 16:00:00 to 16:19:59 UTC', () => {
    expect(inRedemptionPause(new Date('2027-05-06T15:59:59Z'))).toBe(false);
    expect(inRedemptionPause(new Date('2027-05-06T16:00:00Z'))).toBe(true);
    expect(inRedemptionPause(new Date('2027-05-06T16:19:59Z'))).toBe(true);
    expect(inRedemptionPause(new Date('2027-05-06T16:20:00Z'))).toBe(false);
  });

  it('lets a fixed position go free from maturity, early before it; a flexible one any time', () => {
    const fixed = { kind: earnProductKind.members.fixed, maturityDay: '2027-06-10' };
    expect(redemptionRule(fixed, new Date('2027-06-09T23:59:59Z'))).toBe('early');
    expect(redemptionRule(fixed, new Date('2027-06-10T00:00:00Z'))).toBe('allowed');
    expect(redemptionRule(fixed, new Date('2027-06-10T16:05:00Z'))).toBe('paused');
    const flexible = { kind: earnProductKind.members.flexible, maturityDay: null };
    expect(redemptionRule(flexible, new Date('2027-06-01T16:21:00Z'))).toBe('allowed');
  });

  it('cuts the penalty and never shows a negative quota', () => {
    expect(earlyRedemptionPenalty('1000', '2', 6)).toBe('20');
    expect(earlyRedemptionPenalty('0.333333', '1', 6)).toBe('0.003333');
    expect(remainingQuota('1000', '400.5')).toBe('599.5');
    expect(remainingQuota('1000', '1000')).toBe('0');
  });
});
