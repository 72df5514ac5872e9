import { randomBytes } from 'node:crypto';
import { endpoints } from '@coffer/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { cashAccounts, cashOrders, cashPayIns, ledgerAccounts } from '../../src/db/schema';
import { Dec, toWire } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { api } from '../api-client';
import { aUser, type TestUser } from '../builders';
import { totpCode } from '../codes';
import type { TestApp } from '../harness';
import {
  CashModel,
  type CashModelCurrency,
  cashRules,
  type ModelCashOrder,
  type ModelPayIn,
} from './cash-model';
import { type MoneyModel, operatorAnswer, outcome } from './model';
import type { Op } from './ops';

const c = endpoints.cash;
const hour = 3_600_000;
const payInStates = ['review', 'credited', 'rejected'] as const;
const stranger = 'Mallory Stranger';
const beneficiary = {
  EUR: { channel: 'sepa', country: 'DE', fields: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } },
  GBP: { channel: 'fps', country: 'GB', fields: { sort_code: '089999', account_number: '66374958' } },
} as const;

/**
 * The model run's cash steps: the operator's account reviews and the applicant's reconfirmation,
 * top-up orders, the sandbox bank's incoming transfers (matching, wrong amount, wrong currency, a
 * stranger paying, unknown and standing references, the same transfer reported again), the
 * operator's review of queued transfers, withdrawals to the users' beneficiaries (the bank refusing
 * some, losing its answer to others), the bank settling, failing, returning days later and
 * repeating its notifications, and the cash job. After each step every cash order's status and
 * amount, every pay-in's state and the bank custody and fees accounts match the model (the users'
 * fiat balances are the run's balance check).
 */
export async function cashSteps(deps: {
  t: TestApp;
  model: MoneyModel;
  money: Modules;
  base: number;
  pin: string;
}) {
  const { t, money } = deps;
  const box = money.sandboxBank;
  if (!box) throw new Error('the model run needs the sandbox bank');
  const stamp = t.clock.now.getTime();
  const names = ['A', 'B', 'C'].map((x) => `Cash Model ${x} ${stamp}`);
  const users: TestUser[] = [];
  for (const [i, name] of names.entries()) {
    const made = aUser().verified().fundPin(deps.pin).with({ name });
    users.push(await (i < 2 ? made.withGoogle() : made).create(t));
  }
  const userAt = (i: number) => users[i] as TestUser;
  for (const u of users) await api(t).as(u).call(c.createCustomer, { purpose: 'The model run' });
  const accounts = await t.db
    .select({ userId: cashAccounts.userId, reference: cashAccounts.reference })
    .from(cashAccounts)
    .where(
      inArray(
        cashAccounts.userId,
        users.map((u) => u.id),
      ),
    );
  const references = users.map((u) => accounts.find((a) => a.userId === u.id)?.reference ?? '');
  for (const u of users.slice(0, 2)) await money.cash.review(u.id, { approve: true });
  await money.cash.openApproved();

  const authorised = (user: TestUser) => {
    // Each authenticator code is spent once: the next comes from a later 30-second step.
    t.clock.advance(30_000);
    return { fundPassword: deps.pin, googleCode: totpCode(t, user.googleSecret ?? '') };
  };
  const payees = new Map<string, number>();
  for (const [i, u] of users.slice(0, 2).entries())
    for (const currency of cashRules.currencies) {
      const p = await api(t)
        .as(u)
        .call(c.beneficiaryCreate, {
          ...beneficiary[currency],
          currency,
          friendlyName: `Payee ${currency}`,
          firstName: 'Hans',
          lastName: `Meier ${i}`,
          ...authorised(u),
        });
      payees.set(`${i}:${currency}`, p.id);
    }
  // The authenticator's 24-hour hold and the payees' cool-off pass before the sequence starts.
  t.clock.advance(25 * hour);

  const model = new CashModel(deps.model, deps.base, names, references);
  deps.model.feeSources.push((currency) =>
    (cashRules.currencies as readonly string[]).includes(currency)
      ? model.house(currency as CashModelCurrency).fees
      : new Dec(0),
  );
  deps.model.bankCustodySources.push((currency) =>
    (cashRules.currencies as readonly string[]).includes(currency)
      ? model.house(currency as CashModelCurrency).custody
      : new Dec(0),
  );
  const now = () => t.clock.now.getTime();
  const house = async () => {
    const rows = await t.db
      .select({
        role: ledgerAccounts.systemRole,
        asset: ledgerAccounts.asset,
        posted: sql<string>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted})::text`,
        pending: sql<string>`(${ledgerAccounts.creditsPending} - ${ledgerAccounts.debitsPending})::text`,
      })
      .from(ledgerAccounts)
      .where(
        and(
          isNull(ledgerAccounts.ownerUserId),
          inArray(ledgerAccounts.asset, [...cashRules.currencies]),
          sql`((${ledgerAccounts.systemRole} = 'custody' and ${ledgerAccounts.network} = 'bank') or (${ledgerAccounts.systemRole} = 'fees' and ${ledgerAccounts.network} = ''))`,
        ),
      );
    const of = (role: string, asset: string) => rows.find((r) => r.role === role && r.asset === asset);
    return Object.fromEntries(
      cashRules.currencies.map((cur) => [
        cur,
        {
          custody: new Dec(of('custody', cur)?.posted ?? 0),
          custodyReserved: new Dec(of('custody', cur)?.pending ?? 0),
          fees: new Dec(of('fees', cur)?.posted ?? 0),
          feesReserved: new Dec(of('fees', cur)?.pending ?? 0),
        },
      ]),
    ) as Record<CashModelCurrency, Record<'custody' | 'custodyReserved' | 'fees' | 'feesReserved', Dec>>;
  };
  // The house's accounts are shared by every sequence of the run: this one's moves are the change.
  const start = await house();

  const pick = <T>(list: T[], index: number, where: (x: T) => boolean, anyEvery: number) => {
    const found = list.filter((x) => where(x) || index % anyEvery === 0);
    return found.length === 0 ? undefined : found[index % found.length];
  };
  const payInRows = new Map<string, number>();
  /** The transfer reaches the bank module; the pay-in's row gives its id (and a new order's). */
  async function deliver(p: ModelPayIn) {
    await box?.payIn({
      bankTransferId: p.bankTransferId,
      reference: p.reference,
      currency: p.currency,
      amount: toWire(p.amount),
      payerName: p.payerName,
      payerAccount: 'DE02120300000000202051',
    });
    const [row] = await t.db
      .select({ id: cashPayIns.id, orderId: cashPayIns.orderId })
      .from(cashPayIns)
      .where(inArray(cashPayIns.bankTransferId, [p.bankTransferId]));
    if (!row) throw new Error(`pay-in ${p.bankTransferId} was not recorded`);
    payInRows.set(p.bankTransferId, row.id);
    if (p.order && !p.order.id) p.order.id = row.orderId ?? undefined;
  }

  // Each open account starts with 2,000 of each currency, paid with its standing reference.
  for (const user of [0, 1])
    for (const currency of cashRules.currencies)
      await deliver(
        model.payIn(
          {
            bankTransferId: `SBT${randomBytes(8).toString('hex')}`,
            reference: references[user] ?? '',
            currency,
            amount: new Dec(2000),
            payerName: names[user] ?? '',
          },
          now(),
        ),
      );

  return {
    users,
    /** The accounts' states (the global account's moves need the cash account open). */
    model: model as Pick<CashModel, 'accounts'>,
    async review(op: Extract<Op, { kind: 'cashReview' }>) {
      const u = userAt(op.user);
      const got = await operatorAnswer(() =>
        money.cash.review(
          u.id,
          op.approve ? { approve: true } : { approve: false, reason: 'Tell us the source of the funds.' },
        ),
      );
      return { got, expected: model.review(op.user, op.approve) };
    },
    async reconfirm(op: Extract<Op, { kind: 'cashReconfirm' }>) {
      const res = await api(t).as(userAt(op.user)).send(c.updateCustomer, { purpose: 'Salary, reconfirmed' });
      return { got: outcome(res), expected: model.reconfirm(op.user) };
    },
    async topUp(op: Extract<Op, { kind: 'cashTopUp' }>) {
      const res = await api(t)
        .as(userAt(op.user))
        .send(c.createTopUpOrder, { currency: op.currency, amount: op.amount });
      const expected = model.topUp(op.user, new Dec(op.amount));
      if (res.result)
        model.toppedUp({
          id: res.result.order.id,
          user: op.user,
          currency: op.currency,
          amount: new Dec(op.amount),
          reference: res.result.payIn.reference,
          createdAt: now(),
        });
      return { got: outcome(res), expected };
    },
    /** A transfer as the op says; undefined when it names an order and there is none yet. */
    async payIn(op: Extract<Op, { kind: 'cashPayIn' }>) {
      const toOrder = ['exact', 'wrongAmount', 'wrongCurrency', 'stranger'].includes(op.how);
      const order = toOrder
        ? pick(
            model.orders.filter((o) => o.kind === 'topUp' && o.reference),
            op.index,
            (o) => o.status === 0,
            4,
          )
        : undefined;
      if (toOrder && !order) return false;
      const currency: CashModelCurrency = order
        ? op.how === 'wrongCurrency'
          ? order.currency === 'EUR'
            ? 'GBP'
            : 'EUR'
          : order.currency
        : op.currency;
      const amount = order
        ? op.how === 'wrongAmount'
          ? order.amount.plus(op.delta)
          : order.amount
        : new Dec(op.amount);
      const standing = references[op.user] ?? '';
      const reference =
        order?.reference ??
        (op.how === 'unknown'
          ? `CT${randomBytes(5).toString('hex').toUpperCase()}`
          : op.lowerCase
            ? standing.toLowerCase()
            : standing);
      const owner = order?.user ?? op.user;
      const payerName =
        op.how === 'stranger' || op.how === 'standingStranger' ? stranger : (names[owner] ?? '');
      const p = model.payIn(
        { bankTransferId: `SBT${randomBytes(8).toString('hex')}`, reference, currency, amount, payerName },
        now(),
      );
      await deliver(p);
      return true;
    },
    /** The bank reports a transfer it reported before: recorded once, nothing moves. */
    async payInAgain(op: Extract<Op, { kind: 'cashPayInAgain' }>) {
      const p = pick(model.payIns, op.index, () => true, 1);
      if (!p) return false;
      await deliver(p);
      return true;
    },
    async decide(op: Extract<Op, { kind: 'cashDecide' }>) {
      const p = pick(model.payIns, op.index, (x) => x.state === 'review', 4);
      if (!p) return undefined;
      const to = op.toNamed && p.named !== undefined ? p.named : op.user;
      let id: string | undefined;
      const got = await operatorAnswer(async () => {
        const order = await money.cash.decidePayIn(
          payInRows.get(p.bankTransferId) ?? 0,
          op.credit
            ? { credit: true, userId: userAt(to).id }
            : { credit: false, reason: 'Returned to the payer.' },
        );
        id = order?.id;
      });
      const expected = model.decide(p, op.credit ? { credit: true, user: to } : { credit: false }, now());
      if (p.order && !p.order.id) p.order.id = id;
      return { got, expected };
    },
    async withdraw(op: Extract<Op, { kind: 'cashWithdraw' }>) {
      const own = payees.get(`${op.user}:${op.currency}`);
      const other = payees.get(`${op.user === 0 ? 1 : 0}:${op.currency}`) ?? 0;
      const payeeId = own === undefined || op.foreignPayee ? other : own;
      const u = userAt(op.user);
      const second = u.googleSecret ? authorised(u) : { fundPassword: deps.pin };
      const res = await api(t)
        .as(u)
        .send(c.createWithdrawOrder, {
          payeeId,
          currency: op.currency,
          amount: op.amount,
          requestId: `cw${randomBytes(8).toString('hex')}`,
          ...second,
          ...(op.pinRight ? {} : { fundPassword: '999999' }),
        });
      const amount = new Dec(op.amount);
      const expected = model.withdraw(op.user, op.currency, amount, {
        pinRight: op.pinRight,
        payeeOk: payeeId === own,
        now: now(),
      });
      if (res.result) model.withdrawn(res.result.id, op.user, op.currency, amount, now());
      return { got: outcome(res), expected };
    },
    /** The sandbox bank settles, fails, returns (days later) or repeats its last notification of a payout. */
    async bank(op: Extract<Op, { kind: 'cashBank' }>) {
      const fits = (o: ModelCashOrder) =>
        op.action === 'return'
          ? o.bank === 'settled'
          : op.action === 'redeliver'
            ? o.bank !== 'none' && o.bank !== 'accepted'
            : o.bank === 'accepted';
      const o = pick(
        model.orders.filter((x) => x.kind === 'withdraw' && fits(x)),
        op.index,
        () => true,
        1,
      );
      if (!o?.id) return false;
      if (op.action === 'return') t.clock.advance(2 * 24 * hour);
      const act = { settle: box.settle, fail: box.fail, return: box.returnPayout, redeliver: box.redeliver };
      await act[op.action](o.id);
      model.bank(o, op.action);
      return true;
    },
    /** The cash job: approved accounts opened, lost payout answers asked for, week-old top-ups cancelled. */
    async process() {
      const opened = await money.cash.openApproved();
      const payouts = await money.cash.runPayouts();
      const expired = await money.cash.expireTopUps();
      model.process(now());
      return { opened, resumed: payouts.sent, expired };
    },
    /** Every cash order's status, currency and amount, every pay-in's state and order, the house's accounts. */
    async expectMatches(where: string) {
      const rows = await t.db
        .select({
          id: cashOrders.id,
          status: cashOrders.status,
          currency: cashOrders.currency,
          amount: cashOrders.amount,
        })
        .from(cashOrders)
        .where(
          inArray(
            cashOrders.userId,
            users.map((u) => u.id),
          ),
        );
      const stored = new Map(rows.map((r) => [r.id, [r.status, r.currency, toWire(new Dec(r.amount))]]));
      expect(rows.length, `cash orders ${where}`).toBe(model.orders.length);
      for (const o of model.orders)
        expect(stored.get(o.id ?? ''), `cash order ${o.id} ${where}`).toEqual([
          o.status,
          o.currency,
          toWire(o.amount),
        ]);
      if (model.payIns.length > 0) {
        const payIns = await t.db
          .select({ bankId: cashPayIns.bankTransferId, state: cashPayIns.state, orderId: cashPayIns.orderId })
          .from(cashPayIns)
          .where(
            inArray(
              cashPayIns.bankTransferId,
              model.payIns.map((p) => p.bankTransferId),
            ),
          );
        const states = new Map(payIns.map((r) => [r.bankId, [payInStates[r.state], r.orderId]]));
        for (const p of model.payIns)
          expect(states.get(p.bankTransferId), `pay-in ${p.bankTransferId} ${where}`).toEqual([
            p.state,
            p.order?.id ?? null,
          ]);
      }
      const after = await house();
      for (const cur of cashRules.currencies) {
        const want = model.house(cur);
        const got = after[cur];
        const was = start[cur];
        expect(
          {
            custody: toWire(got.custody.minus(was.custody)),
            custodyReserved: toWire(got.custodyReserved.minus(was.custodyReserved)),
            fees: toWire(got.fees.minus(was.fees)),
            feesReserved: toWire(got.feesReserved.minus(was.feesReserved)),
          },
          `house ${cur} ${where}`,
        ).toEqual({
          // The bank's custody account is shared with the global account's pay-ins.
          custody: toWire(deps.model.bankCustodyPosted(cur)),
          custodyReserved: toWire(want.custodyReserved),
          // The fees account is shared with card buys in the same currency.
          fees: toWire(deps.model.feesPosted(cur)),
          feesReserved: toWire(want.feesReserved),
        });
      }
    },
  };
}
