import { cardProcessorSignatureHeader, endpoints, errors, p2pOrderStatus } from '@coffer/contract';
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
import { type Expected, type MoneyModel, outcome } from './model';
import type { Op } from './ops';

const e = endpoints.card;
const ok: Expected = { ok: true };
/** The sandbox's test cards for each outcome (docs/areas/card.md); `leave` enters none. */
const cardFor: Record<Exclude<CardOutcome, 'leave'>, string> = {
  pay: '4242424242424242',
  decline: '4000000000000002',
  threeDs: '4000000000003220',
};
const fiats = ['USD', 'EUR'] as const;
const house = (fiat: string) => ({
  fiat: systemAccount('marketMaker', fiat),
  fees: systemAccount('fees', fiat),
});
/** A euro price move between quote and payment: 3 % down, so USDT costs over 2.5 % more in euros. */
const eurMove = '0.97';

/**
 * The model run's card steps over HTTP: USD and EUR buys of USDT (a euro payment may meet a price
 * move over 2.5 % and confirm the fresh quote) (a card payment or a quick buy confirmed
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
  /** The reference prices (USD per unit) the app reads: a price move changes EUR's for one payment. */
  usd: Record<string, string>;
}) {
  const { t } = deps;
  const model = new CardModel(deps.model);
  deps.model.feeSources.push((currency) => model.house.feesIn.get(currency) ?? new Dec(0));
  const box = deps.money.cardSandbox;
  if (!box) throw new Error('the card sandbox processor is not on');
  const ledger = createLedger(t.db);
  const balance = async (account: ReturnType<typeof systemAccount>) =>
    new Dec((await ledger.balance(account)).balance);
  // The house's accounts are shared by every sequence of the run: this one's moves are the change.
  const start = new Map<string, { fiat: Dec; fees: Dec }>();
  for (const f of fiats)
    start.set(f, { fiat: await balance(house(f).fiat), fees: await balance(house(f).fees) });

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

  /**
   * The quote then the payment request, or the quick buy's token then SecurityVerify. With a price
   * move (a euro card payment), EUR drops 3 % between the two: the payment asks again (60501) with
   * a fresh quote, which the buyer confirms; the price is back after the step.
   */
  async function open(op: Extract<Op, { kind: 'cardBuy' }>, user: TestUser) {
    const purchase = { coin: 'USDT', fiatCurrency: op.fiat, fiatAmount: op.amount };
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
        : await payQuote(op, user, quoted.result.quoteId);
    return { answer, quoted: true };
  }

  const send = (user: TestUser, quoteId: string, notice: boolean) =>
    api(t)
      .as(user)
      .send(e.sendPayment, {
        quoteId,
        requestId: `mc${Math.random().toString(36).slice(2, 12)}`,
        noticeAccepted: notice,
      });

  async function payQuote(op: Extract<Op, { kind: 'cardBuy' }>, user: TestUser, quoteId: string) {
    if (!moves(op)) return send(user, quoteId, op.notice);
    const eur = deps.usd.EUR ?? '1';
    deps.usd.EUR = new Dec(eur).times(eurMove).toFixed();
    const asked = await send(user, quoteId, op.notice);
    // Refused before anything else is checked but the KYC and the notice: then the fresh quote.
    if (asked.error?.code !== errors.cardPriceMoved.code) return asked;
    const fresh = (asked.error.data as { quoteId: string }).quoteId;
    return send(user, fresh, op.notice);
  }
  const moves = (op: Extract<Op, { kind: 'cardBuy' }>) => op.priceMoved && op.fiat === 'EUR' && !op.quick;

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
    /** Whether this buy met a price move between its quote and its payment. */
    moved: moves,
    async buy(op: Extract<Op, { kind: 'cardBuy' }>) {
      const eurBefore = deps.usd.EUR;
      let opened: Awaited<ReturnType<typeof open>>;
      try {
        opened = await open(op, deps.users[op.user] as TestUser);
      } finally {
        if (eurBefore !== undefined) deps.usd.EUR = eurBefore;
      }
      const { answer, quoted } = opened;
      // What the order was placed at: the prices after the move when there was one.
      const prices = moves(op)
        ? { ...deps.usd, EUR: new Dec(eurBefore ?? '1').times(eurMove).toFixed() }
        : deps.usd;
      const quote = model.quote(op.amount, op.fiat, prices);
      if (!quoted || !('fee' in quote))
        return { got: outcome(answer), expected: 'fee' in quote ? ok : quote };
      const expected = model.pay(op.user, op.notice, quote.usdAmount, t.clock.now.getTime());
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
        at: t.clock.now.getTime(),
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
      for (const f of fiats) {
        const [fiat, fees] = [await balance(house(f).fiat), await balance(house(f).fees)];
        const from = start.get(f) ?? { fiat: new Dec(0), fees: new Dec(0) };
        expect([toWire(fiat.minus(from.fiat)), toWire(fees.minus(from.fees))], `house ${f} ${where}`).toEqual(
          [toWire(model.house.fiatIn.get(f) ?? new Dec(0)), toWire(deps.model.feesPosted(f))],
        );
      }
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
