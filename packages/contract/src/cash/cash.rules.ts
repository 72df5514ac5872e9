import { compareDecimals } from '../common/decimal';
import { type WithdrawalProblem, withdrawalProblem, withdrawalTotal } from '../withdrawals';
import { cashOrderStatus } from './cash.enums';
import type { BankChannel, FieldDescriptor } from './cash.schemas';

/**
 * The currencies of the cash account and their withdrawal rules: minimum, maximum and fee per
 * withdrawal, and the rolling 24-hour maximum. One table for the server's checks and the form.
 */
export const cashCurrencies = {
  EUR: { decimals: 2, withdrawMin: '10', withdrawMax: '50000', withdrawFee: '1', withdrawDailyMax: '100000' },
  GBP: { decimals: 2, withdrawMin: '10', withdrawMax: '50000', withdrawFee: '1', withdrawDailyMax: '100000' },
  USD: { decimals: 2, withdrawMin: '10', withdrawMax: '50000', withdrawFee: '5', withdrawDailyMax: '100000' },
  HKD: {
    decimals: 2,
    withdrawMin: '100',
    withdrawMax: '400000',
    withdrawFee: '10',
    withdrawDailyMax: '800000',
  },
  AUD: { decimals: 2, withdrawMin: '10', withdrawMax: '50000', withdrawFee: '2', withdrawDailyMax: '100000' },
  INR: {
    decimals: 2,
    withdrawMin: '500',
    withdrawMax: '4000000',
    withdrawFee: '100',
    withdrawDailyMax: '8000000',
  },
  MXN: {
    decimals: 2,
    withdrawMin: '200',
    withdrawMax: '1000000',
    withdrawFee: '20',
    withdrawDailyMax: '2000000',
  },
} as const;
export type CashCurrency = keyof typeof cashCurrencies;
export const isCashCurrency = (code: string): code is CashCurrency => Object.hasOwn(cashCurrencies, code);

/** A withdrawal's single limits and balance check: the crypto withdrawal's rule over the cash table. */
export function cashWithdrawalProblem(
  currency: CashCurrency,
  amount: string,
  available?: string,
): WithdrawalProblem | undefined {
  const c = cashCurrencies[currency];
  return withdrawalProblem(amount, { fee: c.withdrawFee, min: c.withdrawMin, max: c.withdrawMax, available });
}

/** What a withdrawal reserves at once: the amount and the fee on top. */
export const cashWithdrawalTotal = (currency: CashCurrency, amount: string) =>
  withdrawalTotal(amount, cashCurrencies[currency].withdrawFee);

const s = cashOrderStatus.members;
type CashStatus = (typeof s)[keyof typeof s];

/**
 * The cash orders' state machine. A top-up waits for its transfer (pending payment), then is
 * credited (success) or expires (cancelled); a transfer that does not match goes to review and
 * an operator may credit it (success) or reject it. A withdrawal is in progress from submission
 * (never cancellable: the bank has it), then settles (success) or the bank fails it (failed); a
 * settled one the bank returns later is failed too. No order leaves success except by a return.
 */
export const cashOrderTransitions: Readonly<
  Record<'topUp' | 'withdraw', Readonly<Record<number, readonly CashStatus[]>>>
> = {
  topUp: {
    [s.pendingPayment]: [s.success, s.cancelled, s.pendingReview],
    [s.pendingReview]: [s.success, s.rejected],
  },
  withdraw: {
    [s.inProgress]: [s.success, s.failed],
    [s.success]: [s.failed],
  },
};

export const canMoveCashOrder = (kind: 'topUp' | 'withdraw', from: number, to: number): boolean =>
  cashOrderTransitions[kind][from]?.includes(to as CashStatus) ?? false;

/**
 * The form's check of a channel's fields against its descriptor: each required field present,
 * each value in its field's shape and length. The field it names is the first wrong one's key.
 * The server runs it first, then the bank libraries' checks of the same fields.
 */
export function fieldShapeProblem(
  fields: readonly FieldDescriptor[],
  values: Readonly<Record<string, string | undefined>>,
): { key: string; problem: 'required' | 'invalid' | 'unknown' } | undefined {
  const known = new Set(fields.map((f) => f.key));
  const unknownKey = Object.keys(values).find((k) => !known.has(k) && values[k] !== '');
  if (unknownKey) return { key: unknownKey, problem: 'unknown' };
  for (const f of fields) {
    const value = values[f.key]?.trim() ?? '';
    if (value === '') {
      if (f.required) return { key: f.key, problem: 'required' };
      continue;
    }
    if (value.length > f.maxLength || !new RegExp(f.pattern).test(value))
      return { key: f.key, problem: 'invalid' };
    if (f.options && !f.options.includes(value)) return { key: f.key, problem: 'invalid' };
  }
  return undefined;
}

/** The channels a currency is paid out through, the local one first (SWIFT last). */
export const channelsOf: Readonly<Record<CashCurrency, readonly BankChannel[]>> = {
  EUR: ['sepa', 'blz', 'swift'],
  GBP: ['fps', 'swift'],
  USD: ['ach', 'fedwire', 'swift'],
  HKD: ['hkfps', 'swift'],
  AUD: ['bsb', 'swift'],
  INR: ['ifsc', 'swift'],
  MXN: ['spei', 'swift'],
};

/** A top-up transfer matches its order when it carries the order's reference and amount. */
export const payInMatches = (order: { amount: string }, payIn: { amount: string }) =>
  compareDecimals(order.amount, payIn.amount) === 0;
