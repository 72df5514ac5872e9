import { cardProcessorSignatureHeader, endpoints, p2pOrderStatus } from '@coffer/contract';
import { inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SignedNotification } from '../../src/adapters/card-processor/sandbox-card-processor';
import { cardOrders, ledgerTransfers } from '../../src/db/schema';
import { systemAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { cardTransferIds } from '../../src/modules/card/card.fns';
import { api } from '../api-client';
import type { TestUser } from '../builders';
import { payWithCard, postProcessorForm } from '../card-helpers';
import type { TestApp } from '../harness';
import { CardModel, type CardOutcome, type ModelCardOrder } from './card-model';
import type { Expected, MoneyModel } from './model';
import type { Op } from './ops';

const e = endpoints.card;
const ok: Expected = { ok: true };
const outcome = (a: { result?: unknown; error?: { code: number } }): Expected =>
  a.error ? { code: a.error.code } : { ok: true };
/** The sandbox's test cards for each outcome (docs/areas/card.md); `leave` enters none. */
const cardFor: Record<Exclude<CardOutcome, 'leave'>, string> = {
  pay: '4242424242424242',
  decline: '4000000000000002',
  threeDs: '4000000000003220',
};
const house = {
  fiat: systemAccount('marketMaker', 'USD'),
  fees: systemAccount('fees', 'USD'),
};

/**
 * The model run's card steps over HTTP: USD buys of USDT (a card payment or a quick buy confirmed
 * with the fund PIN) paid on the sandbox processor's page with a card that pays, declines or asks
 * 3-D Secure, or left unpaid; some have their notifications held and delivered in reverse order
 * (the success before the 3-D Secure request), and any order's notifications can be delivered
 * again. After each step every card order's status, the buyers' balances and what the house's
 * accounts received and paid out match the model.
 */
export async function cardSteps(deps: {
  t: TestApp;
  model: MoneyModel;
  money: Modules;
  /** The run's users 0 and 1. */
  users: TestUser[];
  pin: string;
}) {
  const { t } = deps;
  const model = new CardModel(deps.model);
  const box = deps.money.cardSandbox;
  if (!box) throw new Error('the card sandbox processor is not on');
  const ledger = createLedger(t.db);
  const balance = async (account: ReturnType<typeof systemAccount>) =>
    new Dec((await ledger.balance(account)).balance);
  // The house's accounts are shared by every sequence of the run: this one's moves are the change.
  const start = { fiat: await balance(house.fiat), fees: await balance(house.fees) };

  const deliver = async ({ rawBody, signature }: SignedNotification) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: e.processorNotify.path,
      headers: { 'content-type': 'application/json', [cardProcessorSignatureHeader]: signature },
      payload: rawBody,
    });
    expect(answer.statusCode, `notification answered ${answer.body}`).toBe(200);
  };
  let held: SignedNotification[] | undefined;
  box.connect(async (n) => {
    if (held) held.push(n);
    else await deliver(n);
  });
  const paymentIds = new Map<string, string>();
  const sentFor = (o: ModelCardOrder) =>
    box.sent.filter((n) => n.rawBody.includes(`"${paymentIds.get(o.orderId)}"`));

  /** The quote then the payment request, or the quick buy's token then SecurityVerify. */
  async function open(op: Extract<Op, { kind: 'cardBuy' }>, user: TestUser) {
    const purchase = { coin: 'USDT', fiatCurrency: 'USD', fiatAmount: op.amount };
    const as = api(t).as(user);
    const quoted = op.quick ? await as.send(e.initQuickBuy, purchase) : await as.send(e.getQuote, purchase);
    if (!quoted.result) return { answer: quoted };
    const answer =
      quoted.result && 'token' in quoted.result
        ? await as.send(e.securityVerify, {
            token: quoted.result.token,
            fundPin: deps.pin,
            noticeAccepted: op.notice,
          })
        : await as.send(e.sendPayment, {
            quoteId: quoted.result.quoteId,
            requestId: `mc${Math.random().toString(36).slice(2, 12)}`,
            noticeAccepted: op.notice,
          });
    return { answer, quoted: true };
  }

  /** The buyer's browser on the processor's page: the card, and the 3-D Secure code it asks. */
  async function enterCard(paymentUrl: string, how: CardOutcome) {
    if (how === 'leave') return;
    await payWithCard(t, paymentUrl, cardFor[how]);
    if (how === 'threeDs') await postProcessorForm(t, `${paymentUrl}/challenge`, { code: '123456' });
  }

  const pick = (index: number, where: (o: ModelCardOrder) => boolean, anyEvery: number) => {
    const found = model.orders.filter((o) => where(o) || index % anyEvery === 0);
    return found.length === 0 ? undefined : found[index % found.length];
  };

  return {
    async buy(op: Extract<Op, { kind: 'cardBuy' }>) {
      const quote = model.quote(op.amount);
      const { answer, quoted } = await open(op, deps.users[op.user] as TestUser);
      if (!quoted || !('fee' in quote))
        return { got: outcome(answer), expected: 'fee' in quote ? ok : quote };
      const expected = model.pay(op.user, op.notice);
      const got = outcome(answer);
      if (!('ok' in got) || !answer.result || !('order' in answer.result)) return { got, expected };
      const { order, paymentUrl } = answer.result as { order: { orderId: string }; paymentUrl: string };
      const [row] = await t.db
        .select()
        .from(cardOrders)
        .where(inArray(cardOrders.id, [order.orderId]));
      paymentIds.set(order.orderId, row?.paymentId ?? '');
      const o = model.opened({
        orderId: order.orderId,
        user: op.user,
        fiatAmount: new Dec(op.amount),
        ...quote,
      });
      held = op.reversed ? [] : undefined;
      try {
        await enterCard(paymentUrl, op.outcome);
      } finally {
        const late = (held ?? []).reverse();
        held = undefined;
        for (const n of late) await deliver(n);
      }
      model.outcome(o, op.outcome);
      return { got, expected };
    },
    /** Every notification of an order delivered again, last first: nothing moves twice. */
    async replay(op: Extract<Op, { kind: 'cardReplay' }>) {
      const o = pick(op.index, (x) => sentFor(x).length > 0, 1_000_000);
      if (!o) return 0;
      const again = sentFor(o).reverse();
      for (const n of again) await deliver(n);
      return again.length;
    },
    async cancel(op: Extract<Op, { kind: 'cardCancel' }>) {
      const o = pick(op.index, (x) => x.status === p2pOrderStatus.members.pendingPayment, 3);
      if (!o) return undefined;
      const res = await api(t)
        .as(deps.users[o.user] as TestUser)
        .send(e.cancelOrder, { orderId: o.orderId });
      return { got: outcome(res), expected: model.cancel(o) };
    },
    /** Each card order's status, and what the house received and paid out, as the model says. */
    async expectMatches(where: string) {
      const [fiat, fees] = [await balance(house.fiat), await balance(house.fees)];
      expect([toWire(fiat.minus(start.fiat)), toWire(fees.minus(start.fees))], `house USD ${where}`).toEqual([
        toWire(model.house.fiatIn),
        toWire(model.house.feesIn),
      ]);
      if (model.orders.length === 0) return;
      const rows = await t.db
        .select({ id: cardOrders.id, status: cardOrders.status })
        .from(cardOrders)
        .where(
          inArray(
            cardOrders.id,
            model.orders.map((o) => o.orderId),
          ),
        );
      const stored = new Map(rows.map((r) => [r.id, r.status]));
      for (const o of model.orders)
        expect(stored.get(o.orderId), `card order ${o.orderId} ${where}`).toBe(o.status);
      const coinIds = [...paymentIds.values()].filter(Boolean).map((p) => cardTransferIds(p).coin);
      const legs =
        coinIds.length === 0
          ? []
          : await t.db
              .select({ amount: ledgerTransfers.amount })
              .from(ledgerTransfers)
              .where(inArray(ledgerTransfers.id, coinIds));
      const paidOut = legs.reduce((sum, l) => sum.plus(l.amount), new Dec(0));
      expect(toWire(paidOut), `house USDT paid out ${where}`).toBe(toWire(model.house.coinOut));
    },
  };
}
