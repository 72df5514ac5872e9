import { errors, p2pOrderStatus } from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The card part of the model run, from the rules of docs/areas/card.md: the run's two users buy
 * USDT with USD (20–5,000 per order, two decimals) at the sandbox's rate of 1. The fee is 5 % with
 * a minimum of 10 USD, rounded up to the cent; what arrives is the rest, truncated to USDT's six
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
  status: number;
}

export class CardModel {
  orders: ModelCardOrder[] = [];
  /** What the card buys of this sequence moved in the house's accounts. */
  house = { coinOut: new Dec(0), fiatIn: new Dec(0), feesIn: new Dec(0) };
  private noticeRead = new Set<number>();
  constructor(private readonly money: MoneyModel) {}

  /** The quote's refusal, or the fee and the coin the amount buys. */
  quote(fiatAmount: string): Expected | { fee: Dec; cryptoAmount: Dec } {
    const amount = new Dec(fiatAmount);
    if (amount.decimalPlaces() > card.fiatDecimals) return fail('invalidInput');
    if (amount.lt(card.min)) return fail('belowSingleMinimum');
    if (amount.gt(card.max)) return fail('aboveSingleMaximum');
    const fee = Dec.max(amount.times(card.feeRate), card.feeMinimum).toDecimalPlaces(
      card.fiatDecimals,
      Dec.ROUND_UP,
    );
    const cryptoAmount = amount
      .minus(fee)
      .toDecimalPlaces(card.coinDecimals, Dec.ROUND_DOWN)
      .minus(card.networkFee);
    return { fee, cryptoAmount };
  }

  /** The payment request (or the quick buy's SecurityVerify): 70001 until the notice is read. */
  pay(user: number, noticeAccepted: boolean): Expected {
    if (!noticeAccepted && !this.noticeRead.has(user)) return fail('creditCardNotice');
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
    this.house.fiatIn = this.house.fiatIn.plus(o.fiatAmount.minus(o.fee));
    this.house.feesIn = this.house.feesIn.plus(o.fee);
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
