import {
  type BankChannel,
  errors,
  type FeeRate,
  type GlobalAccountCurrency,
  type GlobalPayInReviewReason,
  globalAccountCurrencies,
  globalServiceFee,
  isGlobalAccountCurrency,
  walletType,
} from '@coffer/contract';
import { Dec } from '../../src/lib/money';
import type { Expected, MoneyModel } from './model';

/**
 * The global account's part of the model run, from the rules of docs/areas/global-account.md: the
 * cash users `0` and `1` (the run's users `base` + those) also hold an open global account with
 * details in EUR, GBP and USD and one whitelisted payer per currency past its cool-off; user `2`
 * has none. A transfer to a user's details in their currency from a whitelisted payer is credited
 * at once (custody → the global balance the net, → fees the pay-in fee); anything else waits for
 * the operator (currency first, then the payer), who releases it (credited the same way) or
 * returns it, once. A bank id already recorded changes nothing. A move between the cash account
 * and the global account takes exactly the contract's fee from the amount (net to the other
 * account, fee to fees), refuses a fee the user was not shown (60701) and an overdraft of its
 * source (60007 from cash, 60028 from global); a request id already answered answers the same move.
 */
export const globalRules = { currencies: ['EUR', 'GBP', 'USD'] as const };
export type GlobalModelCurrency = (typeof globalRules.currencies)[number];
const fiat = walletType.members.fiat;
const ok: Expected = { ok: true };
const fail = (name: keyof typeof errors): Expected => ({ code: errors[name].code });

export interface ModelGlobalPayIn {
  bankTransferId: string;
  user: number;
  /** The currency of the details it was paid to, and the one it arrived in (CHF: none of ours). */
  detailsCurrency: GlobalModelCurrency;
  currency: string;
  paymentType: BankChannel;
  amount: Dec;
  payerKey: string;
  state: 'review' | 'credited' | 'returned';
  reason: GlobalPayInReviewReason | null;
  fee: Dec;
}

export interface ModelGlobalMove {
  user: number;
  toGlobal: boolean;
  currency: GlobalModelCurrency;
  amount: Dec;
  fee: Dec;
  requestId?: string;
  /** The system's id once it went through. */
  id?: string;
}

/** The exact fee of a move or a pay-in, by the contract's one function. */
export function globalFee(currency: GlobalAccountCurrency, rate: FeeRate, amount: Dec) {
  const { fee, net } = globalServiceFee(currency, rate, amount.toFixed());
  return { fee: new Dec(fee), net: new Dec(net) };
}

/** The fee a move of `amount` is quoted (and charged) either way. */
export function moveFee(currency: GlobalAccountCurrency, toGlobal: boolean, amount: Dec) {
  const rules = globalAccountCurrencies[currency];
  return globalFee(currency, toGlobal ? rules.fiatToGlobal : rules.globalToFiat, amount);
}

/** A pay-in's rate: its payment type's in its currency, or the currency's first (it came by another rail). */
function payInRate(currency: GlobalAccountCurrency, paymentType: BankChannel): FeeRate {
  const rates = globalAccountCurrencies[currency].payIn as Partial<Record<BankChannel, FeeRate>>;
  return rates[paymentType] ?? (Object.values(rates)[0] as FeeRate);
}

export class GlobalModel {
  payIns: ModelGlobalPayIn[] = [];
  /** Every move asked for with a request id or gone through (a refused one without an id is not kept). */
  moves: ModelGlobalMove[] = [];

  constructor(
    private readonly money: MoneyModel,
    private readonly base: number,
    /** Which users hold an open global account. */
    readonly open: boolean[],
    /** Each user's whitelisted payer accounts (the comparable key) by currency. */
    readonly whitelist: Map<string, GlobalModelCurrency>[],
  ) {}

  global(user: number, currency: string) {
    return this.money.account(this.base + user, currency, fiat, 'global');
  }

  private source(user: number, currency: string, toGlobal: boolean) {
    return toGlobal
      ? this.money.available(this.base + user, currency, fiat)
      : this.money.available(this.base + user, currency, fiat, 'global');
  }

  /** What the source holds for a move: the amount a "whole balance" move asks for. */
  available(user: number, currency: string, toGlobal: boolean) {
    return this.source(user, currency, toGlobal);
  }

  private credit(p: ModelGlobalPayIn) {
    if (!isGlobalAccountCurrency(p.currency)) return fail('currencyNotSupported');
    const { fee, net } = globalFee(p.currency, payInRate(p.currency, p.paymentType), p.amount);
    const g = this.global(p.user, p.currency);
    g.balance = g.balance.plus(net);
    p.fee = fee;
    p.state = 'credited';
    return ok;
  }

  /** A transfer to a user's details: held for the currency first, then the payer; else credited. */
  payIn(p: Omit<ModelGlobalPayIn, 'state' | 'reason' | 'fee'>): ModelGlobalPayIn {
    const whitelisted = this.whitelist[p.user]?.get(p.payerKey);
    const reason: GlobalPayInReviewReason | null =
      p.currency !== p.detailsCurrency || !isGlobalAccountCurrency(p.currency)
        ? 'currencyMismatch'
        : whitelisted !== p.currency
          ? 'notWhitelisted'
          : null;
    const payIn: ModelGlobalPayIn = { ...p, state: 'review', reason, fee: new Dec(0) };
    this.payIns.push(payIn);
    if (!reason) this.credit(payIn);
    return payIn;
  }

  /** The operator's decision: only a held pay-in; a release credits it as an accepted one is. */
  decide(p: ModelGlobalPayIn, release: boolean): Expected {
    if (p.state !== 'review') return fail('orderStatusInvalid');
    if (release) return this.credit(p);
    p.state = 'returned';
    return ok;
  }

  /**
   * CreateFiatToGlobal / CreateGlobalToFiat in the service's order: the accounts, the amount, the
   * fee the user was shown, a request id already answered, then the source's balance.
   */
  move(m: Omit<ModelGlobalMove, 'id'>, cashOpen: boolean): Expected {
    if (!this.open[m.user] || !cashOpen) return fail('userAssetNotFound');
    const rules = globalAccountCurrencies[m.currency];
    if (m.amount.decimalPlaces() > rules.decimals) return fail('invalidInput');
    if (m.amount.lt(rules.moveMin)) return fail('belowSingleMinimum');
    const quoted = moveFee(m.currency, m.toGlobal, m.amount);
    if (quoted.net.lte(0)) return fail('transferBelowFee');
    if (!quoted.fee.eq(m.fee)) return fail('globalFeeChanged');
    if (m.requestId && this.moves.some((x) => x.requestId === m.requestId && x.id)) return ok;
    if (this.source(m.user, m.currency, m.toGlobal).lt(m.amount))
      return fail(m.toGlobal ? 'insufficientFiatBalance' : 'insufficientBalance');
    return ok;
  }

  /** A move the system made (or answered again): the amount leaves, the net arrives, fees take the fee. */
  moved(m: ModelGlobalMove & { id: string }) {
    const known = m.requestId ? this.moves.find((x) => x.requestId === m.requestId) : undefined;
    if (known?.id) return known;
    const cash = this.money.account(this.base + m.user, m.currency, fiat);
    const global = this.global(m.user, m.currency);
    const [from, to] = m.toGlobal ? [cash, global] : [global, cash];
    from.balance = from.balance.minus(m.amount);
    to.balance = to.balance.plus(m.amount.minus(m.fee));
    if (known) Object.assign(known, m);
    else this.moves.push(m);
    return m;
  }

  /** A request id asked for and refused: kept, so a repeat of it is asked again. */
  refused(m: ModelGlobalMove) {
    if (m.requestId && !this.moves.some((x) => x.requestId === m.requestId)) this.moves.push(m);
  }

  /** What this sequence's global account moved in the house's accounts of a currency. */
  house(currency: string) {
    const credited = this.payIns.filter((p) => p.currency === currency && p.state === 'credited');
    const moved = this.moves.filter((m) => m.currency === currency && m.id);
    const sum = <T>(list: T[], of: (x: T) => Dec) => list.reduce((a, x) => a.plus(of(x)), new Dec(0));
    return {
      // The bank holds what was paid in: custody owes it to the users (and fees).
      custody: sum(credited, (p) => p.amount).negated(),
      fees: sum(credited, (p) => p.fee).plus(sum(moved, (m) => m.fee)),
    };
  }
}
