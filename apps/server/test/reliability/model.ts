import { errors, otcOrderStatus, withdrawalStatus } from '@coffer/contract';
import { AppError } from '../../src/lib/app-error';
import { Dec } from '../../src/lib/money';

/**
 * The in-memory model of the money flows the model run drives: every balance (posted and frozen)
 * of its users, and every withdrawal with what the rules say must happen to it. Written from the
 * rules (docs/ledger.md, migration 0005's BTC row, withdrawals.fns), not from the code under test.
 */
const s = withdrawalStatus.members;
export const btc = {
  minDeposit: new Dec('0.0001'),
  withdrawMin: new Dec('0.001'),
  withdrawMax: new Dec('10'),
  withdrawDailyMax: new Dec('20'),
  withdrawFee: new Dec('0.0002'),
  reviewThreshold: new Dec('2'),
  confirmations: 3,
  blockMs: 2000,
};
export const usdtTrc20 = { minDeposit: new Dec('1'), confirmations: 19, blockMs: 300 };
export const decimalsOf: Record<string, number> = { BTC: 8, USDT: 6 };
const minute = 60_000;
export const codeTtlMs = 10 * minute;
export const unconfirmedTtlMs = 30 * minute;
const dayMs = 86_400_000;

/** What a call must answer: success, or the catalogue code of its failure. */
export type Expected = { ok: true } | { code: number };

/** A call's envelope as the model's answer: success, or its catalogue code. */
export const outcome = (a: { result?: unknown; error?: { code: number } }): Expected =>
  a.error ? { code: a.error.code } : { ok: true };

/** What an operator call (a service method) answered: success, or its catalogue code. */
export async function operatorAnswer(call: () => Promise<unknown>): Promise<Expected> {
  try {
    await call();
    return { ok: true };
  } catch (error) {
    if (error instanceof AppError) return { code: error.code };
    throw error;
  }
}
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });

export interface ModelWithdrawal {
  rid: string;
  user: number;
  /** The wallet it debits: spot, or the merchant's cloud wallet (merchant host). */
  wallet: number;
  amount: Dec;
  fee: Dec;
  requestId: string;
  code: string;
  status: number;
  confirmed: boolean;
  attempts: number;
  createdAt: number;
  sentAt?: number;
  failedOnChain: boolean;
}

/**
 * The run's acceptor (user index 2) and its one desk on BTC/USDT: 0.001–5 BTC either way at 1 %
 * from the sandbox's 64,250.50, so 64,893.01 to buyers (up) and 63,607.99 to sellers (down); totals
 * in USDT's 6 decimals, rounded up when paid and down when received. Orders wait 15 minutes.
 */
export const otc = {
  acceptor: 2,
  min: new Dec('0.001'),
  max: new Dec('5'),
  /** The run acceptor's deviation (1 %), both sides; its price moves with the BTC reference. */
  deviation: new Dec('0.01'),
  answerMs: 15 * 60_000,
};
const o = otcOrderStatus.members;

export interface ModelOtcOrder {
  orderId: string;
  user: number;
  pay: { coin: string; amount: Dec };
  receive: { coin: string; amount: Dec };
  status: number;
  answerBy: number;
}

/** A balance's key: user, asset, wallet type, and the sub-account (a global account's `global`) if any. */
const key = (user: number, coin: string, wallet: number, sub = '') =>
  `${user}:${coin}:${wallet}${sub ? `:${sub}` : ''}`;

export class MoneyModel {
  balances = new Map<string, { balance: Dec; frozen: Dec }>();
  withdrawals: ModelWithdrawal[] = [];
  otcOrders: ModelOtcOrder[] = [];
  /**
   * What each area of the sequence says it posted to the fees account of a fiat currency (card
   * buys and cash withdrawals share EUR's and USD's): an area's check of that account expects
   * the sum of them all.
   */
  feeSources: ((currency: string) => Dec)[] = [];
  /**
   * Likewise for the bank's custody account of a fiat currency (cash top-ups and withdrawals, global
   * pay-ins): what each area moved in it, credits less debits.
   */
  bankCustodySources: ((currency: string) => Dec)[] = [];

  /** The fees every area of the sequence posted in `currency`. */
  feesPosted(currency: string): Dec {
    return this.feeSources.reduce((sum, source) => sum.plus(source(currency)), new Dec(0));
  }

  /** The bank custody movement every area of the sequence made in `currency`. */
  bankCustodyPosted(currency: string): Dec {
    return this.bankCustodySources.reduce((sum, source) => sum.plus(source(currency)), new Dec(0));
  }

  account(user: number, coin: string, wallet = 0, sub = '') {
    const k = key(user, coin, wallet, sub);
    let a = this.balances.get(k);
    if (!a) {
      a = { balance: new Dec(0), frozen: new Dec(0) };
      this.balances.set(k, a);
    }
    return a;
  }

  available(user: number, coin: string, wallet = 0, sub = ''): Dec {
    const a = this.account(user, coin, wallet, sub);
    return a.balance.minus(a.frozen);
  }

  deposit(user: number, coin: string, amount: Dec) {
    const min = coin === 'BTC' ? btc.minDeposit : usdtTrc20.minDeposit;
    if (amount.gte(min)) this.account(user, coin).balance = this.account(user, coin).balance.plus(amount);
  }

  transfer(user: number, coin: string, from: number, to: number, amount: Dec): Expected {
    if (from === to) return fail('invalidInput');
    if (amount.decimalPlaces() > (decimalsOf[coin] ?? 0)) return fail('invalidInput');
    if (this.available(user, coin, from).lt(amount)) return fail('insufficientBalance');
    this.account(user, coin, from).balance = this.account(user, coin, from).balance.minus(amount);
    this.account(user, coin, to).balance = this.account(user, coin, to).balance.plus(amount);
    return ok;
  }

  /** Checks in the order the service makes them; a success reserves amount + fee. */
  apply(user: number, amount: Dec, now: number, pinRight: boolean, wallet = 0): Expected {
    if (!pinRight) return fail('securityVerificationFailed');
    if (amount.decimalPlaces() > 8) return fail('invalidInput');
    if (amount.lt(btc.withdrawMin)) return fail('belowSingleMinimum');
    if (amount.gt(btc.withdrawMax)) return fail('aboveSingleMaximum');
    const refunded: number[] = [s.reviewRejected, s.failed, s.revoked];
    const today = this.withdrawals
      .filter((w) => w.user === user && w.createdAt >= now - dayMs && !refunded.includes(w.status))
      .reduce((sum, w) => sum.plus(w.amount), new Dec(0));
    if (today.plus(amount).gt(btc.withdrawDailyMax)) return fail('dailyWithdrawalLimitExceeded');
    if (this.available(user, 'BTC', wallet).lt(amount.plus(btc.withdrawFee)))
      return fail(wallet === 0 ? 'insufficientBalance' : 'merchantBalanceInsufficient');
    return ok;
  }

  /** Records an accepted application (the rid and code come from the system's answer). */
  applied(w: Omit<ModelWithdrawal, 'status' | 'confirmed' | 'attempts' | 'failedOnChain'>) {
    const a = this.account(w.user, 'BTC', w.wallet);
    a.frozen = a.frozen.plus(w.amount).plus(w.fee);
    this.withdrawals.push({
      ...w,
      status: s.pendingSend,
      confirmed: false,
      attempts: 0,
      failedOnChain: false,
    });
  }

  confirm(w: ModelWithdrawal, codeRight: boolean, now: number): Expected {
    if (w.status !== s.pendingSend || w.confirmed) return fail('orderStatusInvalid');
    if (w.createdAt + codeTtlMs < now || w.attempts >= 5) return fail('securityVerificationFailed');
    if (!codeRight) {
      w.attempts++;
      return fail('securityVerificationFailed');
    }
    w.confirmed = true;
    if (w.amount.gte(btc.reviewThreshold)) w.status = s.pendingReview;
    return ok;
  }

  private settle(w: ModelWithdrawal, op: 'post' | 'void') {
    const a = this.account(w.user, 'BTC', w.wallet);
    const total = w.amount.plus(w.fee);
    a.frozen = a.frozen.minus(total);
    if (op === 'post') a.balance = a.balance.minus(total);
  }

  cancel(w: ModelWithdrawal): Expected {
    if (w.status === s.revoked) return ok;
    if (w.status !== s.pendingSend && w.status !== s.pendingReview) return fail('orderStatusInvalid');
    this.settle(w, 'void');
    w.status = s.revoked;
    return ok;
  }

  /** The operator's decision: true when the withdrawal was waiting for it. */
  decide(w: ModelWithdrawal, approve: boolean): boolean {
    if (w.status !== s.pendingReview) return false;
    if (approve) w.status = s.pendingSend;
    else {
      this.settle(w, 'void');
      w.status = s.reviewRejected;
    }
    return true;
  }

  /** One pass of the withdrawal processor at `now`, in its order: expire, send, follow the chain. */
  process(now: number) {
    for (const w of this.withdrawals)
      if (w.status === s.pendingSend && !w.confirmed && w.createdAt < now - unconfirmedTtlMs) {
        this.settle(w, 'void');
        w.status = s.revoked;
      }
    for (const w of this.withdrawals)
      if (w.status === s.pendingSend && w.confirmed) {
        w.status = s.processing;
        w.sentAt = now;
      }
    for (const w of this.withdrawals) {
      if (w.status !== s.processing || w.sentAt === undefined) continue;
      if (w.failedOnChain) {
        this.settle(w, 'void');
        w.status = s.failed;
      } else if (Math.floor((now - w.sentAt) / btc.blockMs) + 1 >= btc.confirmations) {
        this.settle(w, 'post');
        w.status = s.accepted;
      }
    }
  }

  /**
   * What an OTC order moves at the BTC/USDT `reference` price of the moment (the convert steps move
   * it), or the refusal of its quote (checked in the service's order). The acceptor's price is the
   * reference moved 1 % against the user, to 2 decimals (up when the user buys, down when it sells).
   */
  otcQuote(
    user: number,
    side: 'buy' | 'sell',
    quantity: Dec,
    reference: Dec,
  ): Expected | ModelOtcOrder['pay' | 'receive'][] {
    if (quantity.decimalPlaces() > 8) return fail('invalidInput');
    if (quantity.lt(otc.min) || quantity.gt(otc.max)) return fail('otcNoOffer');
    const price =
      side === 'buy'
        ? reference.times(new Dec(1).plus(otc.deviation)).toDecimalPlaces(2, Dec.ROUND_UP)
        : reference.times(new Dec(1).minus(otc.deviation)).toDecimalPlaces(2, Dec.ROUND_DOWN);
    const total =
      side === 'buy'
        ? quantity.times(price).toDecimalPlaces(6, Dec.ROUND_UP)
        : quantity.times(price).toDecimalPlaces(6, Dec.ROUND_DOWN);
    const pay = side === 'buy' ? { coin: 'USDT', amount: total } : { coin: 'BTC', amount: quantity };
    const receive = side === 'buy' ? { coin: 'BTC', amount: quantity } : { coin: 'USDT', amount: total };
    if (this.available(otc.acceptor, receive.coin).lt(receive.amount)) return fail('otcNoOffer');
    if (this.available(user, pay.coin).lt(pay.amount)) return fail('insufficientBalance');
    return [pay, receive];
  }

  /** A placed order: a quick trade posts both legs, an order reserves them. */
  otcPlaced(order: Omit<ModelOtcOrder, 'status' | 'answerBy'>, quick: boolean, now: number) {
    const legs = [
      { from: order.user, to: otc.acceptor, ...order.pay },
      { from: otc.acceptor, to: order.user, ...order.receive },
    ];
    for (const leg of legs) {
      const from = this.account(leg.from, leg.coin);
      if (!quick) from.frozen = from.frozen.plus(leg.amount);
      else {
        from.balance = from.balance.minus(leg.amount);
        this.account(leg.to, leg.coin).balance = this.account(leg.to, leg.coin).balance.plus(leg.amount);
      }
    }
    this.otcOrders.push({
      ...order,
      status: quick ? o.completed : o.awaitingAcceptor,
      answerBy: now + otc.answerMs,
    });
  }

  private otcSettle(order: ModelOtcOrder, post: boolean) {
    const legs = [
      { from: order.user, to: otc.acceptor, ...order.pay },
      { from: otc.acceptor, to: order.user, ...order.receive },
    ];
    for (const leg of legs) {
      const from = this.account(leg.from, leg.coin);
      from.frozen = from.frozen.minus(leg.amount);
      if (post) {
        from.balance = from.balance.minus(leg.amount);
        this.account(leg.to, leg.coin).balance = this.account(leg.to, leg.coin).balance.plus(leg.amount);
      }
    }
  }

  /** The acceptor's answer: once, within the window; the same answer again is fine. */
  otcAnswer(order: ModelOtcOrder, accept: boolean, now: number): Expected {
    const target = accept ? o.completed : o.declined;
    if (order.status !== o.awaitingAcceptor) return order.status === target ? ok : fail('orderStatusInvalid');
    if (now >= order.answerBy) return fail('orderStatusInvalid');
    this.otcSettle(order, accept);
    order.status = target;
    return ok;
  }

  /** The expiry job at `now`: unanswered orders past their window void. */
  otcExpire(now: number) {
    for (const order of this.otcOrders)
      if (order.status === o.awaitingAcceptor && now >= order.answerBy) {
        this.otcSettle(order, false);
        order.status = o.expired;
      }
  }
}
