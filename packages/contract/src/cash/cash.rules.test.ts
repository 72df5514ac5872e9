import { describe, expect, it } from 'vitest';
import { cashOrderStatus } from './cash.enums';
import {
  canMoveCashOrder,
  cashOrderTransitions,
  cashWithdrawalProblem,
  cashWithdrawalTotal,
  fieldShapeProblem,
  payInMatches,
} from './cash.rules';
import type { FieldDescriptor } from './cash.schemas';

const s = cashOrderStatus.members;

describe('cash withdrawal limits', () => {
  it('checks the minimum, the maximum, then amount + fee against the balance', () => {
    expect(cashWithdrawalProblem('EUR', '9.99')).toBe('belowMin');
    expect(cashWithdrawalProblem('EUR', '10')).toBeUndefined();
    expect(cashWithdrawalProblem('EUR', '50000.01')).toBe('aboveMax');
    expect(cashWithdrawalProblem('EUR', '100', '100.99')).toBe('insufficient');
    expect(cashWithdrawalProblem('EUR', '100', '101')).toBeUndefined();
  });
  it('reserves the fee on top', () => {
    expect(cashWithdrawalTotal('USD', '100.10')).toBe('105.1');
  });
});

describe('the cash order state machine', () => {
  const all = Object.values(s);
  it('allows exactly the listed moves of a top-up', () => {
    const allowed = all.flatMap((from) =>
      all.filter((to) => canMoveCashOrder('topUp', from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual(
      [
        `${s.pendingReview}>${s.success}`,
        `${s.pendingReview}>${s.rejected}`,
        `${s.pendingPayment}>${s.success}`,
        `${s.pendingPayment}>${s.cancelled}`,
        `${s.pendingPayment}>${s.pendingReview}`,
      ].sort(),
    );
  });
  it('never cancels a withdrawal once submitted; a settled one may only come back (failed)', () => {
    for (const to of all)
      expect(canMoveCashOrder('withdraw', s.inProgress, to)).toBe(to === s.success || to === s.failed);
    for (const to of all) expect(canMoveCashOrder('withdraw', s.success, to)).toBe(to === s.failed);
    for (const to of all) expect(canMoveCashOrder('withdraw', s.failed, to)).toBe(false);
    expect(Object.keys(cashOrderTransitions.withdraw)).not.toContain(String(s.cancelled));
  });
});

describe('the form check of a channel descriptor', () => {
  const fields: FieldDescriptor[] = [
    { key: 'iban', kind: 'iban', required: true, pattern: '^[A-Z]{2}\\d{2}[A-Z0-9]{10,30}$', maxLength: 34 },
    {
      key: 'bank_account_type',
      kind: 'accountType',
      required: false,
      pattern: '^[a-z]+$',
      maxLength: 10,
      options: ['checking', 'savings'],
    },
  ];
  it('names the first missing, malformed or unknown field', () => {
    expect(fieldShapeProblem(fields, {})).toEqual({ key: 'iban', problem: 'required' });
    expect(fieldShapeProblem(fields, { iban: 'DE89 3704' })).toEqual({ key: 'iban', problem: 'invalid' });
    expect(fieldShapeProblem(fields, { iban: 'DE89370400440532013000', colour: 'red' })).toEqual({
      key: 'colour',
      problem: 'unknown',
    });
    expect(fieldShapeProblem(fields, { iban: 'DE89370400440532013000', bank_account_type: 'gold' })).toEqual({
      key: 'bank_account_type',
      problem: 'invalid',
    });
    expect(
      fieldShapeProblem(fields, { iban: 'DE89370400440532013000', bank_account_type: 'savings' }),
    ).toBeUndefined();
  });
});

describe('matching a pay-in to its order', () => {
  it('needs the exact amount, trailing zeros aside', () => {
    expect(payInMatches({ amount: '100' }, { amount: '100.00' })).toBe(true);
    expect(payInMatches({ amount: '100' }, { amount: '99.99' })).toBe(false);
  });
});
