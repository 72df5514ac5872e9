import { errors, exchangeStatus } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The convert part of the model run, from the rules of docs/areas/convert.md and migration 0010's
 * BTC/USDT row: the house quotes the reference price moved 0.5 % against the user (cut to 18
 * decimals its own way), the amount received is truncated to the coin's decimals, the amount paid
 * is bounded (selling 0.0001–5 BTC, buying 10–300,000 USDT); a limit order reserves what it pays,
 * fills at its limit price when the house's price reaches it, and expires after its validity.
 */
const flash = 1;
const spread = new Dec('0.005');
const decimals = { BTC: 8, USDT: 6 } as const;
const bounds = { sell: ['0.0001', '5'], buy: ['10', '300000'] } as const;
const x = exchangeStatus.members;
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });

export type Side = 'buy' | 'sell';
export interface ModelLimitOrder {
  orderId: string;
  user: number;
  side: Side;
  amount: Dec;
  limitPrice: Dec;
  status: number;
  expiresAt: number;
}

const coinsOf = (side: Side) =>
  side === 'buy' ? ({ from: 'USDT', to: 'BTC' } as const) : ({ from: 'BTC', to: 'USDT' } as const);

export const housePrice = (reference: Dec, side: Side) =>
  side === 'buy'
    ? reference.times(new Dec(1).plus(spread)).toDecimalPlaces(18, Dec.ROUND_UP)
    : reference.times(new Dec(1).minus(spread)).toDecimalPlaces(18, Dec.ROUND_DOWN);

const received = (side: Side, amount: Dec, price: Dec) =>
  (side === 'buy' ? amount.div(price) : amount.times(price)).toDecimalPlaces(
    decimals[coinsOf(side).to],
    Dec.ROUND_DOWN,
  );

export class ConvertModel {
  limitOrders: ModelLimitOrder[] = [];
  constructor(private readonly money: MoneyModel) {}

  /** The checks a quote and a limit order share, in the service's order. */
  private refusal(user: number, side: Side, amount: Dec, price: Dec): Expected | undefined {
    const { from } = coinsOf(side);
    if (amount.decimalPlaces() > decimals[from]) return fail('invalidInput');
    if (amount.lt(bounds[side][0])) return fail('belowSingleMinimum');
    if (amount.gt(bounds[side][1])) return fail('aboveSingleMaximum');
    if (received(side, amount, price).lte(0)) return fail('belowSingleMinimum');
    if (this.money.available(user, from, flash).lt(amount)) return fail('insufficientBalance');
    return undefined;
  }

  /** A quote then its execution: both legs at the house's price. */
  convert(user: number, side: Side, amount: Dec, reference: Dec): Expected {
    const price = housePrice(reference, side);
    const refused = this.refusal(user, side, amount, price);
    if (refused) return refused;
    const { from, to } = coinsOf(side);
    this.money.account(user, from, flash).balance = this.money
      .account(user, from, flash)
      .balance.minus(amount);
    this.money.account(user, to, flash).balance = this.money
      .account(user, to, flash)
      .balance.plus(received(side, amount, price));
    return { ok: true };
  }

  place(user: number, side: Side, amount: Dec, limitPrice: Dec): Expected {
    const refused = this.refusal(user, side, amount, limitPrice);
    if (refused) return refused;
    const a = this.money.account(user, coinsOf(side).from, flash);
    a.frozen = a.frozen.plus(amount);
    return { ok: true };
  }

  placed(order: ModelLimitOrder) {
    this.limitOrders.push(order);
  }

  private release(o: ModelLimitOrder, status: number) {
    const a = this.money.account(o.user, coinsOf(o.side).from, flash);
    a.frozen = a.frozen.minus(o.amount);
    o.status = status;
  }

  cancel(o: ModelLimitOrder): Expected {
    if (o.status === x.cancelled) return fail('orderCancelled');
    if (o.status === x.complete) return fail('orderCompleted');
    if (o.status !== x.inProgress) return fail('orderStatusInvalid');
    this.release(o, x.cancelled);
    return { ok: true };
  }

  /** The jobs at `now` with the reference price: expiries first, then the fills. */
  runJobs(now: number, reference: Dec) {
    for (const o of this.limitOrders)
      if (o.status === x.inProgress && o.expiresAt <= now) this.release(o, x.expired);
    for (const o of this.limitOrders) {
      if (o.status !== x.inProgress) continue;
      const house = housePrice(reference, o.side);
      if (o.side === 'buy' ? house.gt(o.limitPrice) : house.lt(o.limitPrice)) continue;
      const { from, to } = coinsOf(o.side);
      this.release(o, x.complete);
      const paid = this.money.account(o.user, from, flash);
      paid.balance = paid.balance.minus(o.amount);
      const got = this.money.account(o.user, to, flash);
      got.balance = got.balance.plus(received(o.side, o.amount, o.limitPrice));
    }
  }
}
