import { randomBytes } from 'node:crypto';
import {
  type BankChannel,
  endpoints,
  fiatRecordType,
  globalPayInStatus,
  globalServiceType,
  payerAccountKey,
} from '@coffer/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { globalMoves, globalPayIns, ledgerAccounts } from '../../src/db/schema';
import { Dec, toWire } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { api } from '../api-client';
import { validPayees } from '../bank-field-examples';
import type { TestUser } from '../builders';
import { totpCode } from '../codes';
import { openGlobalAccount } from '../global-helpers';
import type { TestApp } from '../harness';
import type { CashModel } from './cash-model';
import {
  GlobalModel,
  type GlobalModelCurrency,
  globalRules,
  type ModelGlobalMove,
  type ModelGlobalPayIn,
  moveFee,
} from './global-model';
import { type MoneyModel, operatorAnswer, outcome } from './model';
import type { Op } from './ops';

const g = endpoints.globalAccount;
const hour = 3_600_000;
const payInStates = {
  [globalPayInStatus.members.pendingReview]: 'review',
  [globalPayInStatus.members.credited]: 'credited',
  [globalPayInStatus.members.returned]: 'returned',
} as Record<number, string>;

/** Each global user's whitelisted payer per currency, and a payer nobody whitelisted. */
const payers: Record<GlobalModelCurrency, { type: BankChannel; accounts: Record<string, string>[] }> = {
  EUR: {
    type: 'sepa',
    accounts: [
      { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      { iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
      { iban: 'FR1420041010050500013M02606' },
    ],
  },
  GBP: {
    type: 'fps',
    accounts: [
      { sort_code: '089999', account_number: '66374958' },
      { sort_code: '089999', account_number: '66374958' },
      { sort_code: '401137', account_number: '71872110' },
    ],
  },
  USD: {
    type: 'ach',
    accounts: [
      { ...validPayees.ach.fields },
      { ...validPayees.ach.fields, account_number: '000987654321' },
      { aba: '021000021', account_number: '555000111' },
    ],
  },
};
const countries: Record<GlobalModelCurrency, string> = { EUR: 'DE', GBP: 'GB', USD: 'US' };

/**
 * The model run's global-account steps, on the cash steps' users (their cash accounts are the moves'
 * other side): the two open cash users open a global account and whitelist a payer per currency
 * (user 1's GBP payer is user 0's too), past its cool-off; the applicant has none. Steps: transfers
 * to the users' details from their whitelisted payer (ACH or Fedwire in USD), from a payer they did
 * not whitelist, in another currency than the details' (one of ours or CHF); the bank repeating a
 * notification; the operator releasing or returning a held one (again: refused); moves either way
 * of any amount, the whole source balance or more, with the quoted fee or a stale one, a request id
 * or none, and earlier requests sent again. After each step every pay-in's state, reason and fee,
 * every move, and the house's custody and fees accounts match the model (balances: the run's check).
 */
export async function globalSteps(deps: {
  t: TestApp;
  model: MoneyModel;
  money: Modules;
  base: number;
  pin: string;
  users: TestUser[];
  cash: Pick<CashModel, 'accounts'>;
}) {
  const { t, money } = deps;
  const userAt = (i: number) => deps.users[i] as TestUser;
  const details: Record<string, Record<string, string>>[] = [];
  const whitelist: Map<string, GlobalModelCurrency>[] = [];
  for (const [i, u] of deps.users.slice(0, 2).entries()) {
    const opened = await openGlobalAccount(t, u);
    details.push(Object.fromEntries(Object.entries(opened).map(([c, d]) => [c, d.account])));
    const mine = new Map<string, GlobalModelCurrency>();
    for (const currency of globalRules.currencies) {
      const { type, accounts } = payers[currency];
      const fields = accounts[i] ?? {};
      // Each authenticator code is spent once: the next comes from a later 30-second step.
      t.clock.advance(30_000);
      await api(t)
        .as(u)
        .call(g.createPayWhitelist, {
          currency,
          paymentType: type,
          country: countries[currency],
          holderName: `Payer ${currency} ${i}`,
          friendlyName: `Payer ${currency}`,
          fields,
          fundPassword: deps.pin,
          googleCode: totpCode(t, u.googleSecret ?? ''),
        });
      mine.set(payerAccountKey(type, fields) ?? '', currency);
    }
    whitelist.push(mine);
  }
  whitelist.push(new Map());
  // The whitelist's cool-off passes before the sequence starts.
  t.clock.advance(25 * hour);

  const model = new GlobalModel(deps.model, deps.base, [true, true, false], whitelist);
  deps.model.feeSources.push((currency) => model.house(currency).fees);
  deps.model.bankCustodySources.push((currency) => model.house(currency).custody);

  const house = async () => {
    const rows = await t.db
      .select({
        role: ledgerAccounts.systemRole,
        asset: ledgerAccounts.asset,
        posted: sql<string>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted})::text`,
      })
      .from(ledgerAccounts)
      .where(
        and(
          isNull(ledgerAccounts.ownerUserId),
          inArray(ledgerAccounts.asset, [...globalRules.currencies]),
          sql`((${ledgerAccounts.systemRole} = 'custody' and ${ledgerAccounts.network} = 'bank') or (${ledgerAccounts.systemRole} = 'fees' and ${ledgerAccounts.network} = ''))`,
        ),
      );
    const of = (role: string, asset: string) =>
      new Dec(rows.find((r) => r.role === role && r.asset === asset)?.posted ?? 0);
    return new Map(
      globalRules.currencies.map((c) => [c, { custody: of('custody', c), fees: of('fees', c) }]),
    );
  };
  // The house's accounts are shared by every sequence and area: the change since here is what every
  // area of this sequence moved after it (the cash steps' setup came before).
  const start = await house();
  const startSources = new Map(
    globalRules.currencies.map((c) => [
      c,
      { custody: deps.model.bankCustodyPosted(c), fees: deps.model.feesPosted(c) },
    ]),
  );

  const pick = <T>(list: T[], index: number, where: (x: T) => boolean, anyEvery: number) => {
    const found = list.filter((x) => where(x) || index % anyEvery === 0);
    return found.length === 0 ? undefined : found[index % found.length];
  };
  const payInRows = new Map<string, string>();
  /** The bank's notification of a transfer (again: the same bank id); what the module answered. */
  async function deliver(p: ModelGlobalPayIn, payer: Record<string, string>) {
    const answer = await money.globalAccount.receivePayIn({
      kind: 'globalPayIn',
      bankTransferId: p.bankTransferId,
      currency: p.currency,
      paymentType: p.paymentType,
      amount: toWire(p.amount),
      payerName: 'Model Payer',
      payer,
      to: details[p.user]?.[p.detailsCurrency] ?? {},
      reference: 'MODEL',
    });
    if (answer.payIn) payInRows.set(p.bankTransferId, answer.payIn.id);
    return answer.outcome;
  }
  const sentPayers = new Map<string, Record<string, string>>();

  return {
    /** A transfer to a user's details: its outcome is the model's (credited or held). */
    async payIn(op: Extract<Op, { kind: 'globalPayIn' }>) {
      const { type, accounts } = payers[op.currency];
      const paymentType: BankChannel = op.currency === 'USD' && op.fedwire ? 'fedwire' : type;
      const payer = {
        ...(accounts[op.how === 'unknown' ? 2 : op.how === 'othersPayer' ? 1 - op.user : op.user] ?? {}),
      };
      const currency =
        op.how !== 'mismatch'
          ? op.currency
          : op.paidIn === op.currency
            ? globalRules.currencies[(globalRules.currencies.indexOf(op.currency) + 1) % 3]
            : op.paidIn;
      const p = model.payIn({
        bankTransferId: `GBT${randomBytes(8).toString('hex')}`,
        user: op.user,
        detailsCurrency: op.currency,
        currency: currency ?? 'CHF',
        paymentType,
        amount: new Dec(op.amount),
        payerKey: payerAccountKey(paymentType, payer) ?? '',
      });
      sentPayers.set(p.bankTransferId, payer);
      const got = await deliver(p, payer);
      expect(got, `global pay-in ${JSON.stringify(op)}`).toBe(p.state === 'credited' ? 'credited' : 'review');
      return `${got}${p.reason ? ` ${p.reason}` : ''}`;
    },
    /** The bank reports a transfer it reported before: recorded once, nothing moves. */
    async payInAgain(op: Extract<Op, { kind: 'globalPayInAgain' }>) {
      const p = pick(model.payIns, op.index, () => true, 1);
      if (!p) return false;
      expect(
        await deliver(p, sentPayers.get(p.bankTransferId) ?? {}),
        `global pay-in again ${p.bankTransferId}`,
      ).toBe('duplicate');
      return true;
    },
    /** The operator releases or returns a held pay-in (one already decided now and then: refused). */
    async decide(op: Extract<Op, { kind: 'globalDecide' }>) {
      const p = pick(model.payIns, op.index, (x) => x.state === 'review', 4);
      if (!p) return undefined;
      const got = await operatorAnswer(() =>
        money.globalAccount.decidePayIn(
          payInRows.get(p.bankTransferId) ?? '',
          op.release ? { release: true } : { release: false, reason: 'Returned to the payer.' },
        ),
      );
      return { got, expected: model.decide(p, op.release) };
    },
    /** A move either way, as the op says; an earlier request sent again when it says so. */
    async move(op: Extract<Op, { kind: 'globalMove' }>) {
      const earlier =
        op.request === 'repeat' ? pick(model.moves, op.index, (m) => Boolean(m.requestId), 1) : undefined;
      const m: ModelGlobalMove = earlier
        ? { ...earlier, id: undefined }
        : newMove(op, model.available(op.user, op.currency, op.toGlobal));
      if (op.quote && !earlier) {
        // The quote the user is shown is the contract's function to the cent.
        const q = await api(t)
          .as(userAt(m.user))
          .send(g.calculateServiceFee, {
            currency: m.currency,
            serviceType: m.toGlobal
              ? globalServiceType.members.fiatToGlobal
              : globalServiceType.members.globalToFiat,
            amount: toWire(m.amount),
          });
        if (q.result)
          expect(q.result.fee, `fee of ${toWire(m.amount)} ${m.currency}`).toBe(
            toWire(moveFee(m.currency, m.toGlobal, m.amount).fee),
          );
      }
      const res = await api(t)
        .as(userAt(m.user))
        .send(m.toGlobal ? g.createFiatToGlobal : g.createGlobalToFiat, {
          currency: m.currency,
          amount: toWire(m.amount),
          fee: toWire(m.fee),
          ...(m.requestId ? { requestId: m.requestId } : {}),
        });
      const expected = model.move(m, deps.cash.accounts[m.user] === 'open');
      const replayed = Boolean(m.requestId && model.moves.some((x) => x.requestId === m.requestId && x.id));
      if (res.result) {
        const done = model.moved({ ...m, id: res.result.id });
        expect(res.result.id, `global move ${m.requestId} answered again`).toBe(done.id);
      } else model.refused(m);
      return { got: outcome(res), expected, replayed: replayed && Boolean(res.result) };
    },
    /** Every pay-in's state, reason and fee, every move, and the house's custody and fees. */
    async expectMatches(where: string) {
      const ids = deps.users.map((u) => u.id);
      const payIns = await t.db
        .select({
          bankId: globalPayIns.bankTransferId,
          status: globalPayIns.status,
          reason: globalPayIns.reviewReason,
          fee: globalPayIns.fee,
        })
        .from(globalPayIns)
        .where(inArray(globalPayIns.userId, ids));
      expect(payIns.length, `global pay-ins ${where}`).toBe(model.payIns.length);
      const stored = new Map(
        payIns.map((r) => [r.bankId, [payInStates[r.status], r.reason, toWire(new Dec(r.fee))]]),
      );
      for (const p of model.payIns)
        expect(stored.get(p.bankTransferId), `global pay-in ${p.bankTransferId} ${where}`).toEqual([
          p.state,
          p.reason,
          toWire(p.fee),
        ]);
      const made = model.moves.filter((m) => m.id);
      const moves = await t.db
        .select({
          id: globalMoves.id,
          type: globalMoves.recordType,
          currency: globalMoves.currency,
          amount: globalMoves.amount,
          fee: globalMoves.fee,
        })
        .from(globalMoves)
        .where(inArray(globalMoves.userId, ids));
      const byId = new Map(
        moves.map((r) => [r.id, [r.type, r.currency, toWire(new Dec(r.amount)), toWire(new Dec(r.fee))]]),
      );
      expect(moves.length, `global moves ${where}`).toBe(made.length);
      for (const m of made)
        expect(byId.get(m.id ?? ''), `global move ${m.id} ${where}`).toEqual([
          m.toGlobal ? fiatRecordType.members.fiatToGlobal : fiatRecordType.members.globalToFiat,
          m.currency,
          toWire(m.amount),
          toWire(m.fee),
        ]);
      const now = await house();
      for (const c of globalRules.currencies) {
        const [was, from] = [start.get(c), startSources.get(c)];
        const got = now.get(c);
        if (!was || !from || !got) throw new Error(`no house accounts for ${c}`);
        expect(
          { custody: toWire(got.custody.minus(was.custody)), fees: toWire(got.fees.minus(was.fees)) },
          `house ${c} ${where}`,
        ).toEqual({
          custody: toWire(deps.model.bankCustodyPosted(c).minus(from.custody)),
          fees: toWire(deps.model.feesPosted(c).minus(from.fees)),
        });
      }
    },
  };
}

/** The move an op asks for: its amount (any, the whole source, more, a decimal too many) and its fee. */
function newMove(op: Extract<Op, { kind: 'globalMove' }>, available: Dec): ModelGlobalMove {
  const amount =
    op.size === 'whole' && available.gt(0)
      ? available
      : op.size === 'over'
        ? available.plus(op.amount)
        : op.size === 'decimals'
          ? new Dec(op.amount).plus('0.001')
          : new Dec(op.amount);
  const quoted = moveFee(op.currency, op.toGlobal, amount).fee;
  return {
    user: op.user,
    toGlobal: op.toGlobal,
    currency: op.currency,
    amount,
    fee: op.staleFee ? quoted.plus('0.01') : quoted,
    ...(op.request === 'none' ? {} : { requestId: `gm${randomBytes(8).toString('hex')}` }),
  };
}
