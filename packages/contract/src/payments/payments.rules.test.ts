import { describe, expect, it } from 'vitest';
import { divideDecimals } from '../common/decimal';
import { type PaymentOrderState, paymentOrderState, paymentOrderStatus } from './payments.enums';
import {
  canMovePaymentState,
  derivePaymentState,
  paymentAmountDue,
  paymentFeeSplit,
  paymentNeedsReview,
  paymentRemaining,
  paymentReviewStatus,
  paymentStateTransitions,
  paymentUri,
} from './payments.rules';

const s = paymentOrderState.members;
const all = Object.values(s) as PaymentOrderState[];

describe('payment amounts', () => {
  it('divides exactly, rounding the way it is told', () => {
    expect(divideDecimals('10', '3', 4, 'down')).toBe('3.3333');
    expect(divideDecimals('10', '3', 4, 'up')).toBe('3.3334');
    expect(divideDecimals('6', '3', 8, 'up')).toBe('2');
    expect(() => divideDecimals('1', '0', 2, 'up')).toThrow(RangeError);
  });
  it('rounds what the buyer owes up: the merchant never gets less than the order is worth', () => {
    // 100 USD at 60000 USD/BTC = 0.0016666… BTC: 0.00166667 to 8 decimals.
    expect(paymentAmountDue('100', '60000', 8)).toBe('0.00166667');
    expect(paymentAmountDue('100', '1', 6)).toBe('100');
    expect(paymentAmountDue('0.1', '3', 2)).toBe('0.04');
  });
  it('cuts the fee down, the merchant keeping the rest', () => {
    expect(paymentFeeSplit('0.00166667', '0.01', 8)).toEqual({ fee: '0.00001666', net: '0.00165001' });
    expect(paymentFeeSplit('100', '0', 6)).toEqual({ fee: '0', net: '100' });
    expect(paymentFeeSplit('0.000001', '0.005', 6)).toEqual({ fee: '0', net: '0.000001' });
  });
  it('shows what is left, never below zero', () => {
    expect(paymentRemaining('1.5', '0.5')).toBe('1');
    expect(paymentRemaining('1.5', '2')).toBe('0');
  });
  it('puts the amount in the payment URI', () => {
    expect(paymentUri('bitcoin', 'bc1qx', '0.001')).toBe('bitcoin:bc1qx?amount=0.001');
    expect(paymentUri('tron', 'Tx', '5')).toBe('tron:Tx?amount=5');
    expect(paymentUri('ethereum', '0xa', '5')).toBe('ethereum:0xa?amount=5');
  });
});

describe('payment order state machine', () => {
  const allowed: [PaymentOrderState, PaymentOrderState[]][] = [
    [s.new, [s.paidPartial, s.processing, s.settled, s.overpaid, s.expired, s.invalid, s.paidLate]],
    [s.paidPartial, [s.processing, s.settled, s.overpaid, s.expired, s.invalid, s.paidLate]],
    [s.processing, [s.settled, s.overpaid, s.paidLate]],
    [s.settled, [s.overpaid, s.paidLate]],
    [s.overpaid, [s.paidLate]],
    [s.expired, [s.paidLate]],
    [s.invalid, [s.paidLate]],
    [s.paidLate, []],
  ];
  it.each(allowed)('from %i allows exactly its moves (and staying)', (from, to) => {
    expect(paymentStateTransitions[from]).toEqual(to);
    for (const target of all)
      expect(canMovePaymentState(from, target)).toBe(target === from || to.includes(target));
  });

  const p = (amount: string, confirmed = true, late = false) => ({ amount, confirmed, late });
  const derive = (payments: ReturnType<typeof p>[], over: { expired?: boolean; invalid?: boolean } = {}) =>
    derivePaymentState({ due: '1', payments, expired: false, invalid: false, ...over });
  it('derives each state from the payments', () => {
    expect(derive([])).toBe(s.new);
    expect(derive([], { expired: true })).toBe(s.expired);
    expect(derive([], { invalid: true })).toBe(s.invalid);
    expect(derive([p('0.4')])).toBe(s.paidPartial);
    expect(derive([p('0.4'), p('0.6', false)])).toBe(s.processing);
    expect(derive([p('0.4'), p('0.6')])).toBe(s.settled);
    expect(derive([p('1.2')])).toBe(s.overpaid);
    expect(derive([p('0.4')], { expired: true })).toBe(s.expired);
    expect(derive([p('1', false)], { expired: true })).toBe(s.processing);
    expect(derive([p('1', true, true)], { expired: true })).toBe(s.paidLate);
    expect(derive([p('1', false, true)], { expired: true })).toBe(s.expired);
    expect(derive([p('1'), p('0.1', true, true)], { expired: true })).toBe(s.paidLate);
  });
  it('flags late, over- and underpaid orders and those at or above the threshold for review', () => {
    const r = (state: PaymentOrderState, paid = '1', amount = '10', reviewThreshold?: string) =>
      paymentNeedsReview({ state, paid, amount, reviewThreshold });
    expect(r(s.paidLate)).toBe(true);
    expect(r(s.overpaid)).toBe(true);
    expect(r(s.expired)).toBe(true);
    expect(r(s.expired, '0')).toBe(false);
    expect(r(s.settled)).toBe(false);
    expect(r(s.settled, '1', '10', '10')).toBe(true);
    expect(r(s.settled, '1', '9.99', '10')).toBe(false);
  });
});

describe('the review status', () => {
  const rs = paymentOrderStatus.members;
  const q = { state: s.paidLate, stateChanged: false, paid: '1', needsReview: true, credited: true };
  it('sends money credited after a final status back to review', () => {
    for (const status of [rs.passed, rs.rejected, rs.refunded])
      expect(paymentReviewStatus({ ...q, status })).toBe(rs.pendingReview);
  });
  it('decides a created order once it is decidable, and leaves it otherwise', () => {
    expect(paymentReviewStatus({ ...q, status: rs.created, state: s.settled, needsReview: false })).toBe(
      rs.passed,
    );
    expect(paymentReviewStatus({ ...q, status: rs.created, state: s.processing, credited: false })).toBe(
      rs.created,
    );
  });
  it('keeps a final status when no money came in', () => {
    expect(paymentReviewStatus({ ...q, status: rs.rejected, credited: false })).toBe(rs.rejected);
  });
});
