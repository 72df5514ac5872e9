import { errors, walletType } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The earn part of the model run, from the rules of docs/areas/earn.md: each sequence has its own
 * two USDT products (flexible, tiered 5 % APR up to 1,000 and 2 % above; 7-day fixed at 6 % with a
 * 1 % early-redemption penalty), 10–3,000 per user, a quota of 5,000 each. A subscription reserves
 * the principal in the investment wallet (frozen); interest starts on the second UTC day after the
 * subscription's (T+2) and each day is Σ slice × APR ÷ 100 ÷ 365 truncated to 6 decimals, paid
 * into the investment wallet once the day has ended; a redemption (never 16:00–16:20 UTC; a fixed
 * one before maturity only early, for its penalty) stops interest from its day and, settled by the
 * job, releases the principal less the penalty.
 */
export const earn = {
  decimals: 6,
  min: new Dec('10'),
  maxPerUser: new Dec('3000'),
  quota: new Dec('5000'),
  products: {
    flexible: {
      termDays: null,
      tiers: [
        ['0', '5'],
        ['1000', '2'],
      ],
      penaltyPercent: '0',
    },
    fixed7: { termDays: 7, tiers: [['0', '6']], penaltyPercent: '1' },
  },
  /** What each of the run's two users starts with in the investment wallet. */
  funds: new Dec('5000'),
} as const;
export type EarnProductName = keyof typeof earn.products;
const investment = walletType.members.investment;
const dayMs = 86_400_000;
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });
const dayOf = (at: number) => Math.floor(at / dayMs);

export interface ModelEarnPosition {
  positionId: string;
  user: number;
  product: EarnProductName;
  amount: Dec;
  /** UTC day numbers (days since 1970): the first that earns, the first that does not. */
  startDay: number;
  endDay: number | null;
  maturityDay: number | null;
  paidThrough: number | null;
  interest: Dec;
  status: 'active' | 'redeeming' | 'redeemed';
  penalty: Dec;
}

/** One day's interest of `amount` in a product: each slice at its tier's APR, truncated once. */
export function modelDailyInterest(product: EarnProductName, amount: Dec): Dec {
  const tiers = earn.products[product].tiers;
  let yearly = new Dec(0);
  tiers.forEach(([from, apr], i) => {
    const next = tiers[i + 1]?.[0];
    const top = next !== undefined && amount.gt(next) ? new Dec(next) : amount;
    if (top.gt(from)) yearly = yearly.plus(top.minus(from).times(apr));
  });
  return yearly.div(100 * 365).toDecimalPlaces(earn.decimals, Dec.ROUND_DOWN);
}

export class EarnModel {
  positions: ModelEarnPosition[] = [];
  subscribed: Record<EarnProductName, Dec> = { flexible: new Dec(0), fixed7: new Dec(0) };
  constructor(private readonly money: MoneyModel) {}

  fund(user: number) {
    const a = this.money.account(user, 'USDT', investment);
    a.balance = a.balance.plus(earn.funds);
  }

  private held(user: number, product: EarnProductName) {
    return this.positions
      .filter((p) => p.user === user && p.product === product && p.status !== 'redeemed')
      .reduce((sum, p) => sum.plus(p.amount), new Dec(0));
  }

  /** A subscription's checks, in the rules' order. */
  subscribe(user: number, product: EarnProductName, amount: Dec): Expected {
    if (amount.decimalPlaces() > earn.decimals) return fail('invalidInput');
    if (amount.lt(earn.min)) return fail('belowSingleMinimum');
    if (this.held(user, product).plus(amount).gt(earn.maxPerUser)) return fail('earnUserLimitExceeded');
    if (this.subscribed[product].plus(amount).gt(earn.quota)) return fail('earnQuotaExceeded');
    if (this.money.available(user, 'USDT', investment).lt(amount)) return fail('insufficientBalance');
    return ok;
  }

  opened(positionId: string, user: number, product: EarnProductName, amount: Dec, now: number) {
    const startDay = dayOf(now) + 2;
    const termDays = earn.products[product].termDays;
    const maturityDay = termDays === null ? null : startDay + termDays;
    this.positions.push({
      positionId,
      user,
      product,
      amount,
      startDay,
      endDay: maturityDay,
      maturityDay,
      paidThrough: null,
      interest: new Dec(0),
      status: 'active',
      penalty: new Dec(0),
    });
    const a = this.money.account(user, 'USDT', investment);
    a.frozen = a.frozen.plus(amount);
    this.subscribed[product] = this.subscribed[product].plus(amount);
  }

  /** A redemption asked at `now`: the position's state, the daily pause, the fixed term. */
  redeem(p: ModelEarnPosition, early: boolean, now: number): Expected {
    if (p.status !== 'active') return fail('orderStatusInvalid');
    const minute = Math.floor((now % dayMs) / 60_000);
    if (minute >= 16 * 60 && minute < 16 * 60 + 20) return fail('earnRedemptionPaused');
    const before = p.maturityDay !== null && dayOf(now) < p.maturityDay;
    if (before && !early) return fail('earnNotMatured');
    const today = dayOf(now);
    p.status = 'redeeming';
    p.endDay = p.endDay !== null && p.endDay < today ? p.endDay : today;
    if (before)
      p.penalty = p.amount
        .times(earn.products[p.product].penaltyPercent)
        .div(100)
        .toDecimalPlaces(earn.decimals, Dec.ROUND_DOWN);
    return ok;
  }

  /** The jobs at `now`: every whole day owed is paid; every redemption asked is settled. */
  jobs(now: number): { days: number; settled: number } {
    const today = dayOf(now);
    let days = 0;
    let settled = 0;
    for (const p of this.positions) {
      const stop = p.endDay !== null && p.endDay < today ? p.endDay : today;
      const from = p.paidThrough === null ? p.startDay : p.paidThrough + 1;
      const owed = Math.max(0, stop - from);
      if (owed > 0) {
        const interest = modelDailyInterest(p.product, p.amount).times(owed);
        const a = this.money.account(p.user, 'USDT', investment);
        a.balance = a.balance.plus(interest);
        p.interest = p.interest.plus(interest);
        p.paidThrough = stop - 1;
        days += modelDailyInterest(p.product, p.amount).isZero() ? 0 : owed;
      }
      if (p.status === 'redeeming') {
        const a = this.money.account(p.user, 'USDT', investment);
        a.frozen = a.frozen.minus(p.amount);
        a.balance = a.balance.minus(p.penalty);
        this.subscribed[p.product] = this.subscribed[p.product].minus(p.amount);
        p.status = 'redeemed';
        settled++;
      }
    }
    return { days, settled };
  }
}
