import { cashCurrencies, cashOrderStatus, errors, walletType } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The cash part of the model run, from the rules of docs/areas/cash.md: three cash users (`0`, `1`
 * and `2` here; the run's users `base` + those), the first two with an open fiat account and a
 * EUR and a GBP beneficiary past their cool-off, the third with an application awaiting review.
 * A top-up is credited (bank custody → the user's fiat wallet) only when its transfer names a
 * waiting order of that currency and exact amount, or a standing reference of an open account,
 * and the payer is the holder; anything else waits for the operator, who credits what arrived or
 * rejects it. A withdrawal reserves amount + fee at once; the bank's settlement posts it (amount to
 * custody, fee to fees), a failure voids it, a return after settlement gives both back; a
 * notification delivered again changes nothing.
 */
export const cashRules = {
  currencies: ['EUR', 'GBP'] as const,
  topUpTtlMs: 7 * 86_400_000,
  dayMs: 86_400_000,
};
export type CashModelCurrency = (typeof cashRules.currencies)[number];
const s = cashOrderStatus.members;
const fiat = walletType.members.fiat;
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });
const refunded: number[] = [s.failed, s.rejected, s.cancelled];

export type AccountState = 'applied' | 'reconfirm' | 'creating' | 'open';
/** Where the sandbox bank has a payout: accepted (waiting), settled, failed, returned; none if refused. */
export type BankState = 'none' | 'accepted' | 'settled' | 'failed' | 'returned';

export interface ModelCashOrder {
  /** The system's id; a pay-in's own order gets it from the pay-in's row once made. */
  id?: string;
  user: number;
  kind: 'topUp' | 'withdraw';
  currency: CashModelCurrency;
  amount: Dec;
  fee: Dec;
  status: number;
  reference?: string;
  createdAt: number;
  bank: BankState;
}

export interface ModelPayIn {
  bankTransferId: string;
  reference: string;
  currency: CashModelCurrency;
  amount: Dec;
  payerName: string;
  state: 'review' | 'credited' | 'rejected';
  /** The order the pay-in is linked to: the one it credited, or the one it sent to review. */
  order?: ModelCashOrder;
  /** The cash user its reference names (an order's or a standing reference's owner), if any. */
  named?: number;
}

export class CashModel {
  accounts: AccountState[] = ['open', 'open', 'applied'];
  orders: ModelCashOrder[] = [];
  payIns: ModelPayIn[] = [];
  /** The cash users' names (the holder a pay-in's payer must be) and standing references. */
  constructor(
    private readonly money: MoneyModel,
    private readonly base: number,
    readonly names: string[],
    readonly references: string[],
  ) {}

  private wallet(user: number, currency: string) {
    return this.money.account(this.base + user, currency, fiat);
  }

  available(user: number, currency: string) {
    return this.money.available(this.base + user, currency, fiat);
  }

  /** The operator's review (`ops cash:account`): only an application awaiting it. */
  review(user: number, approve: boolean): Expected {
    if (this.accounts[user] !== 'applied') return fail('orderStatusInvalid');
    this.accounts[user] = approve ? 'creating' : 'reconfirm';
    return ok;
  }

  /** UpdateCustomer: only when the operator asked for a reconfirmation. */
  reconfirm(user: number): Expected {
    if (this.accounts[user] !== 'reconfirm') return fail('orderStatusInvalid');
    this.accounts[user] = 'applied';
    return ok;
  }

  topUp(user: number, amount: Dec): Expected {
    if (this.accounts[user] !== 'open') return fail('userAssetNotFound');
    if (amount.decimalPlaces() > 2) return fail('amountOutOfRange');
    return ok;
  }

  toppedUp(o: Omit<ModelCashOrder, 'kind' | 'status' | 'fee' | 'bank'>) {
    this.orders.push({ ...o, kind: 'topUp', status: s.pendingPayment, fee: new Dec(0), bank: 'none' });
  }

  /** The credit of a pay-in: its order (or a new one) succeeds with the amount that arrived. */
  private credit(p: ModelPayIn, user: number, order: ModelCashOrder | undefined, now: number) {
    const o = order ?? {
      user,
      kind: 'topUp' as const,
      currency: p.currency,
      amount: p.amount,
      fee: new Dec(0),
      status: s.pendingPayment,
      createdAt: now,
      bank: 'none' as const,
    };
    if (!order) this.orders.push(o);
    // The order records what arrived: the operator may credit another amount or currency to it.
    Object.assign(o, { status: s.success, amount: p.amount, currency: p.currency });
    const w = this.wallet(user, p.currency);
    w.balance = w.balance.plus(p.amount);
    p.state = 'credited';
    p.order = o;
  }

  /** An incoming transfer, matched as the bank module's rules say (a repeated bank id is not new). */
  payIn(p: Omit<ModelPayIn, 'state' | 'order' | 'named'>, now: number): ModelPayIn {
    const payIn: ModelPayIn = { ...p, state: 'review' };
    this.payIns.push(payIn);
    const ref = p.reference.trim().toUpperCase();
    const order = this.orders.find((o) => o.reference === ref);
    let target: { user: number; order?: ModelCashOrder } | undefined;
    if (order) {
      payIn.named = order.user;
      if (order.status !== s.pendingPayment) return payIn;
      if (order.currency === p.currency && order.amount.eq(p.amount)) target = { user: order.user, order };
      else {
        payIn.order = order;
        order.status = s.pendingReview;
        return payIn;
      }
    } else {
      const user = this.references.indexOf(ref);
      if (user < 0) return payIn;
      payIn.named = user;
      if (this.accounts[user] !== 'open') return payIn;
      target = { user };
    }
    if (!sameName(this.names[target.user] ?? '', p.payerName)) {
      if (target.order) {
        payIn.order = target.order;
        target.order.status = s.pendingReview;
      }
      return payIn;
    }
    this.credit(payIn, target.user, target.order, now);
    return payIn;
  }

  /** The operator's decision on a queued pay-in: credit a user (the amount received) or reject it. */
  decide(p: ModelPayIn, decision: { credit: true; user: number } | { credit: false }, now: number): Expected {
    if (p.state !== 'review') return fail('orderStatusInvalid');
    const named = p.order;
    if (!decision.credit) {
      p.state = 'rejected';
      if (named?.status === s.pendingReview) named.status = s.rejected;
      return ok;
    }
    if (this.accounts[decision.user] !== 'open') return fail('userAssetNotFound');
    const order = named?.user === decision.user && named.status === s.pendingReview ? named : undefined;
    this.credit(p, decision.user, order, now);
    // A credit to someone else leaves the named order where it was; the pay-in now names the new one.
    return ok;
  }

  /** CreateWithdrawOrder's checks, in the service's order (the second factor is always right here). */
  withdraw(
    user: number,
    currency: CashModelCurrency,
    amount: Dec,
    c: { pinRight: boolean; payeeOk: boolean; now: number },
  ): Expected {
    if (this.accounts[user] !== 'open') return fail('userAssetNotFound');
    if (!c.payeeOk) return fail('wrongWithdrawalAddress');
    const rules = cashCurrencies[currency];
    if (amount.decimalPlaces() > rules.decimals) return fail('invalidInput');
    if (amount.lt(rules.withdrawMin)) return fail('belowSingleMinimum');
    if (amount.gt(rules.withdrawMax)) return fail('aboveSingleMaximum');
    if (!c.pinRight) return fail('securityVerificationFailed');
    const used = this.orders
      .filter(
        (o) =>
          o.kind === 'withdraw' &&
          o.user === user &&
          o.currency === currency &&
          o.createdAt >= c.now - cashRules.dayMs &&
          !refunded.includes(o.status),
      )
      .reduce((sum, o) => sum.plus(o.amount), new Dec(0));
    if (used.plus(amount).gt(rules.withdrawDailyMax)) return fail('dailyWithdrawalLimitExceeded');
    if (this.available(user, currency).lt(amount.plus(rules.withdrawFee)))
      return fail('insufficientFiatBalance');
    return ok;
  }

  /**
   * A withdrawal the system took: amount + fee reserved, sent to the sandbox bank at once. The bank
   * refuses an amount ending in .66 (failed at once, reservation voided) and loses its answer to
   * one ending in .13 (it has the payout; the order stays in progress).
   */
  withdrawn(id: string, user: number, currency: CashModelCurrency, amount: Dec, now: number) {
    const fee = new Dec(cashCurrencies[currency].withdrawFee);
    const o: ModelCashOrder = {
      id,
      user,
      kind: 'withdraw',
      currency,
      amount,
      fee,
      status: s.inProgress,
      createdAt: now,
      bank: 'accepted',
    };
    this.orders.push(o);
    const w = this.wallet(user, currency);
    w.frozen = w.frozen.plus(amount).plus(fee);
    if (amount.mod(1).eq('0.66')) {
      o.bank = 'none';
      this.end(o, 'void');
    }
    return o;
  }

  private end(o: ModelCashOrder, how: 'post' | 'void') {
    const w = this.wallet(o.user, o.currency);
    const total = o.amount.plus(o.fee);
    w.frozen = w.frozen.minus(total);
    if (how === 'post') w.balance = w.balance.minus(total);
    o.status = how === 'post' ? s.success : s.failed;
  }

  /** The sandbox bank moves a payout and notifies (`redeliver`: its last notification again). */
  bank(o: ModelCashOrder, action: 'settle' | 'fail' | 'return' | 'redeliver') {
    if (action === 'redeliver') return;
    o.bank = action === 'settle' ? 'settled' : action === 'fail' ? 'failed' : 'returned';
    if (o.status === s.inProgress) this.end(o, action === 'settle' ? 'post' : 'void');
    else if (action === 'return' && o.status === s.success) {
      const w = this.wallet(o.user, o.currency);
      w.balance = w.balance.plus(o.amount).plus(o.fee);
      o.status = s.failed;
    }
  }

  /** The cash job at `now`: approved accounts open; top-ups unpaid for a week are cancelled. */
  process(now: number) {
    this.accounts = this.accounts.map((a) => (a === 'creating' ? 'open' : a));
    for (const o of this.orders)
      if (o.kind === 'topUp' && o.status === s.pendingPayment && o.createdAt < now - cashRules.topUpTtlMs)
        o.status = s.cancelled;
  }

  /** What this sequence's cash moved in the house's accounts, per currency: posted and reserved. */
  house(currency: CashModelCurrency) {
    const sum = (where: (o: ModelCashOrder) => boolean, of: (o: ModelCashOrder) => Dec) =>
      this.orders
        .filter((o) => o.currency === currency && where(o))
        .reduce((a, o) => a.plus(of(o)), new Dec(0));
    const paidOut = (o: ModelCashOrder) => o.kind === 'withdraw' && o.status === s.success;
    const reserved = (o: ModelCashOrder) => o.kind === 'withdraw' && o.status === s.inProgress;
    const credited = (o: ModelCashOrder) => o.kind === 'topUp' && o.status === s.success;
    return {
      // Custody is the bank's side: a top-up takes from it, a paid withdrawal gives back to it.
      custody: sum(paidOut, (o) => o.amount).minus(sum(credited, (o) => o.amount)),
      custodyReserved: sum(reserved, (o) => o.amount),
      fees: sum(paidOut, (o) => o.fee),
      feesReserved: sum(reserved, (o) => o.fee),
    };
  }
}

/** Names compared as the bank module compares them: case and repeated spaces aside. */
const sameName = (a: string, b: string) => {
  const norm = (x: string) => x.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
};
