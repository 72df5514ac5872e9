import { describe, expect, it } from 'vitest';
import { facts, percentOf } from './facts';

describe('percentOf', () => {
  it.each([
    ['0.05', '5'],
    ['0.025', '2.5'],
    ['0.02', '2'],
    ['0.005', '0.5'],
    ['0.1', '10'],
    ['1', '100'],
    ['1.5', '150'],
    ['0', '0'],
  ])('%s is %s%%', (rate, percent) => {
    expect(percentOf(rate)).toBe(percent);
  });
});

it('quotes the spec figures', () => {
  expect(facts).toMatchObject({
    cardFeePercent: '5',
    cardFeeMinUsd: '10',
    cardArrivalFrom: 10,
    cardArrivalTo: 30,
    cardQuoteMinutes: 3,
    cardReconfirmPercent: '2.5',
    earnPauseFrom: '16:00',
    earnPauseTo: '16:20',
    lockoutAttempts: 5,
    lockoutHours: 2,
    securityHoldHours: 24,
    settlementHours: 8,
    countriesServed: '30+',
    countriesReached: '200+',
  });
});
