import { errors, p2pCancelReason, p2pOrderStatus } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The P2P part of the model run, from the rules of docs/areas/p2p.md: the run's dealer (user index
 * 4) has two ads on USDT/USD, 10–1000 USD per order, 15-minute windows: `buy` (it sells at 1.01)
 * and `sell` (it buys at 0.99). An order escrows the seller's USDT (frozen) until the seller's
 * release or the operator's ruling posts it to the buyer; a cancellation, the payment timer or a
 * `return` ruling voids it. Nothing else moves: the escrow neither creates nor loses money.
 */
export const p2p = {
  dealer: 4,
  dealerFunds: new Dec('2000'),
  adAvailable: new Dec('3000'),
  price: { buy: new Dec('1.01'), sell: new Dec('0.99') },
  minTotal: new Dec('10'),
  maxTotal: new Dec('1000'),
  windowMs: 15 * 60_000,
  lateGraceMs: 2 * 60_000,
  appealWindowMs: 24 * 3_600_000,
  dailyCancellations: 3,
};
const usdtDecimals = 6;
const s = p2pOrderStatus.members;
const reason = p2pCancelReason.members;
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });
const utcDayStart = (at: number) => at - (at % 86_400_000);

export type P2pSide = 'buy' | 'sell';
export interface ModelP2pOrder {
  orderId: string;
  user: number;
  side: P2pSide;
  quantity: Dec;
  status: number;
  createdAt: number;
  payBy: number;
  confirmBy?: number;
  endedAt?: number;
  cancelReason?: number;
  counted: boolean;
  appealOpen: boolean;
}

const seller = (o: ModelP2pOrder) => (o.side === 'buy' ? p2p.dealer : o.user);
const buyer = (o: ModelP2pOrder) => (o.side === 'buy' ? o.user : p2p.dealer);
export const awaitingPayment = (o: ModelP2pOrder) =>
  o.status === s.awaitingUserPayment || o.status === s.awaitingDealerPayment;
export const awaitingReceipt = (o: ModelP2pOrder) =>
  o.status === s.awaitingDealerConfirmation || o.status === s.awaitingUserConfirmation;
export const p2pOrderOpen = (o: ModelP2pOrder) => awaitingPayment(o) || awaitingReceipt(o);

export class P2pModel {
  orders: ModelP2pOrder[] = [];
  available = { buy: p2p.adAvailable, sell: p2p.adAvailable };
  constructor(private readonly money: MoneyModel) {}

  /** A new order's checks, in the service's order; a success escrows the seller's USDT. */
  place(user: number, side: P2pSide, quantity: Dec, now: number): Expected {
    const counted = this.orders.filter(
      (o) => o.user === user && o.counted && (o.endedAt ?? 0) >= utcDayStart(now),
    );
    if (counted.length >= p2p.dailyCancellations) return fail('dailyCancellationLimitExceeded');
    if (quantity.decimalPlaces() > usdtDecimals) return fail('invalidInput');
    const total = quantity.times(p2p.price[side]).toDecimalPlaces(2, Dec.ROUND_UP);
    if (total.lt(p2p.minTotal) || total.gt(p2p.maxTotal)) return fail('amountOutOfRange');
    if (quantity.gt(this.available[side])) return fail('adsRematchRequired');
    const from = side === 'buy' ? p2p.dealer : user;
    if (this.money.available(from, 'USDT').lt(quantity))
      return fail(side === 'sell' ? 'insufficientBalance' : 'adsRematchRequired');
    return ok;
  }

  placed(orderId: string, user: number, side: P2pSide, quantity: Dec, now: number) {
    const order: ModelP2pOrder = {
      orderId,
      user,
      side,
      quantity,
      status: side === 'buy' ? s.awaitingUserPayment : s.awaitingDealerPayment,
      createdAt: now,
      payBy: now + p2p.windowMs,
      counted: false,
      appealOpen: false,
    };
    const account = this.money.account(seller(order), 'USDT');
    account.frozen = account.frozen.plus(quantity);
    this.available[side] = this.available[side].minus(quantity);
    this.orders.push(order);
  }

  /** The escrow's end: posted to the buyer, or voided back to the seller (and to the ad). */
  private settle(o: ModelP2pOrder, post: boolean) {
    const from = this.money.account(seller(o), 'USDT');
    from.frozen = from.frozen.minus(o.quantity);
    if (post) {
      from.balance = from.balance.minus(o.quantity);
      const to = this.money.account(buyer(o), 'USDT');
      to.balance = to.balance.plus(o.quantity);
    } else this.available[o.side] = this.available[o.side].plus(o.quantity);
  }

  private cancelled(o: ModelP2pOrder, why: number, counted: boolean, now: number) {
    this.settle(o, false);
    Object.assign(o, { status: s.cancelled, cancelReason: why, counted, endedAt: now });
  }

  /** Why an action on an ended order is refused: a timed-out order says so (60016). */
  private refuseEnded(o: ModelP2pOrder): Expected {
    return o.status === s.cancelled && o.cancelReason !== reason.userCancelled
      ? fail('paymentTimeout')
      : fail('orderStatusInvalid');
  }

  /** The payer marks it paid (the same call again answers the order as it is). */
  markPaid(o: ModelP2pOrder, now: number): Expected {
    if (o.appealOpen) return fail('orderUnderAppeal');
    if (awaitingReceipt(o)) return ok;
    if (!awaitingPayment(o)) return this.refuseEnded(o);
    if (o.payBy <= now) return fail('paymentTimeout');
    o.status = o.side === 'buy' ? s.awaitingDealerConfirmation : s.awaitingUserConfirmation;
    o.confirmBy = now + p2p.windowMs;
    return ok;
  }

  /** The seller confirms receipt: the escrow posts; an open appeal closes (a cooperative release). */
  release(o: ModelP2pOrder, now: number): Expected {
    if (o.status === s.completed) return ok;
    if (!awaitingReceipt(o)) return this.refuseEnded(o);
    this.settle(o, true);
    Object.assign(o, { status: s.completed, appealOpen: false, endedAt: now });
    return ok;
  }

  /** The user cancels a buy before paying: counted. A sell is not the user's to cancel (40007). */
  cancel(o: ModelP2pOrder, now: number): Expected {
    if (o.side !== 'buy') return fail('orderNotFound');
    if (o.status === s.cancelled) return fail('repeatedCancellation');
    if (o.appealOpen) return fail('orderUnderAppeal');
    if (o.status !== s.awaitingUserPayment) return fail('orderStatusInvalid');
    this.cancelled(o, reason.userCancelled, true, now);
    return ok;
  }

  /** Either party appeals a paid order, within 24 h of it, one appeal at a time. */
  appeal(o: ModelP2pOrder, now: number): Expected {
    if (o.appealOpen) return fail('orderUnderAppeal');
    if (!awaitingReceipt(o)) return fail('orderStatusInvalid');
    if (now - o.createdAt > p2p.appealWindowMs) return fail('appealWindowExpired');
    o.appealOpen = true;
    return ok;
  }

  /** The operator's ruling on the open appeal: release to the buyer, or return to the seller. */
  rule(o: ModelP2pOrder, release: boolean, now: number) {
    this.settle(o, release);
    Object.assign(o, {
      status: release ? s.completed : s.cancelled,
      cancelReason: release ? undefined : reason.operatorRuling,
      appealOpen: false,
      endedAt: now,
    });
  }

  /**
   * The timers job at `now`: unpaid past the window is cancelled (counted against the user of a
   * buy only when the job was on time); paid but unconfirmed past its window opens an appeal.
   */
  timers(now: number) {
    for (const o of this.orders) {
      if (o.appealOpen) continue;
      if (awaitingPayment(o) && o.payBy <= now) {
        const buy = o.side === 'buy';
        const counted = buy && now - o.payBy <= p2p.lateGraceMs;
        this.cancelled(o, buy ? reason.userUnpaidTimeout : reason.dealerUnpaidTimeout, counted, now);
      } else if (awaitingReceipt(o) && o.confirmBy !== undefined && o.confirmBy <= now) o.appealOpen = true;
    }
  }
}
