import { cardDailyUsdMax, cardDailyWindowMs, errors, p2pOrderStatus } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The card part of the model run, from the rules of docs/areas/card.md: the run's two users buy
 * USDT with USD or EUR (20–5,000 per order, two decimals) at the sandbox's reference prices. The fee
 * is 5 % with a minimum of 10 USD (at the USD rate), rounded up to the cent; a user's orders of 24
 * hours stay within 10,000 USD; what arrives is the rest, truncated to USDT's six
 * decimals, less the network fee of 1 USDT. The first payment of a user needs the card notice
 * read (70001). A captured payment credits the coin from the house (the market maker) to the
 * buyer's spot wallet, the fiat less the fee to the house and the fee to the fees account, once
 * whatever the processor's notifications repeat or reorder; a decline moves nothing.
 */
export const card = {
  min: new Dec('20'),
  max: new Dec('5000'),
  feeRate: new Dec('0.05'),
  feeMinimum: new Dec('10'),
  networkFee: new Dec('1'),
  fiatDecimals: 2,
  coinDecimals: 6,
};
const s = p2pOrderStatus.members;
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });

export type CardOutcome = 'pay' | 'decline' | 'threeDs' | 'leave';
export interface ModelCardOrder {
  orderId: string;
  user: number;
  fiatAmount: Dec;
  fee: Dec;
  cryptoAmount: Dec;
  /** The order's amount in USD at its quote, for the 24-hour limit. */
  usdAmount: Dec;
  fiat: string;
  status: number;
  /** When it was placed (the run's clock), for the 24-hour limit. */
  at: number;
}

export class CardModel {
  orders: ModelCardOrder[] = [];
  /** What the card buys of this sequence moved in the house's accounts. */
  house = { coinOut: new Dec(0), fiatIn: new Map<string, Dec>(), feesIn: new Map<string, Dec>() };
  private noticeRead = new Set<number>();
  constructor(private readonly money: MoneyModel) {}

  /** The quote's refusal, or the fee and the coin the amount buys. */
  /**
   * The quote's refusal, or the fee and the coin the amount buys at the reference prices `usd`
   * (USD per unit): the rate (fiat per USDT) and the USD rate (fiat per USD) kept to 12 decimals.
   */
  quote(
    fiatAmount: string,
    fiat: string,
    usd: Record<string, string>,
  ): Expected | { fee: Dec; cryptoAmount: Dec; usdAmount: Dec; fiat: string } {
    const amount = new Dec(fiatAmount);
    if (amount.decimalPlaces() > card.fiatDecimals) return fail('invalidInput');
    if (amount.lt(card.min)) return fail('belowSingleMinimum');
    if (amount.gt(card.max)) return fail('aboveSingleMaximum');
    const perFiat = (asset: string) =>
      new Dec(usd[asset] ?? '0').div(usd[fiat] ?? '1').toDecimalPlaces(12, Dec.ROUND_HALF_UP);
    const [rate, usdRate] = [perFiat('USDT'), perFiat('USD')];
    const up = (d: Dec) => d.toDecimalPlaces(card.fiatDecimals, Dec.ROUND_UP);
    const fee = Dec.max(up(amount.times(card.feeRate)), up(card.feeMinimum.times(usdRate)));
    const cryptoAmount = amount
      .minus(fee)
      .div(rate)
      .toDecimalPlaces(card.coinDecimals, Dec.ROUND_DOWN)
      .minus(card.networkFee);
    return { fee, cryptoAmount, usdAmount: amount.div(usdRate), fiat };
  }

  /**
   * The payment request (or the quick buy's SecurityVerify): 70001 until the notice is read, then
   * the 24-hour limit (USD orders: their amounts) over the user's orders waiting, captured or paid.
   */
  pay(user: number, noticeAccepted: boolean, usdAmount: Dec, now: number): Expected {
    if (!noticeAccepted && !this.noticeRead.has(user)) return fail('creditCardNotice');
    const counted = [s.pendingPayment, s.payingOut, s.paid] as number[];
    const used = this.orders
      .filter((o) => o.user === user && counted.includes(o.status) && o.at >= now - cardDailyWindowMs)
      .reduce((sum, o) => sum.plus(o.usdAmount), new Dec(0));
    if (used.plus(usdAmount).gt(cardDailyUsdMax)) return fail('dailyCardPurchaseLimitExceeded');
    if (noticeAccepted) this.noticeRead.add(user);
    return ok;
  }

  opened(order: Omit<ModelCardOrder, 'status'>) {
    const o = { ...order, status: s.pendingPayment };
    this.orders.push(o);
    return o;
  }

  /** The card entered on the processor's page: captured and credited, declined, or not yet. */
  outcome(o: ModelCardOrder, outcome: CardOutcome) {
    if (o.status !== s.pendingPayment) return;
    if (outcome === 'decline') o.status = s.paymentFailed;
    if (outcome !== 'pay' && outcome !== 'threeDs') return;
    o.status = s.paid;
    const buyer = this.money.account(o.user, 'USDT');
    buyer.balance = buyer.balance.plus(o.cryptoAmount);
    this.house.coinOut = this.house.coinOut.plus(o.cryptoAmount);
    const add = (m: Map<string, Dec>, d: Dec) => m.set(o.fiat, (m.get(o.fiat) ?? new Dec(0)).plus(d));
    add(this.house.fiatIn, o.fiatAmount.minus(o.fee));
    add(this.house.feesIn, o.fee);
  }

  /** CancelCreditCardOrder: only while waiting for the payment. */
  cancel(o: ModelCardOrder): Expected {
    if (o.status === s.cancelled) return fail('orderCancelled');
    if (o.status === s.paid || o.status === s.payingOut) return fail('orderPaid');
    if (o.status !== s.pendingPayment) return fail('orderStatusInvalid');
    o.status = s.cancelled;
    return ok;
  }
}
