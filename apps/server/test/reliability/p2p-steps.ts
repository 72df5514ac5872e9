import {
  accountType,
  complaintOutcome,
  complaintProcessingStatus,
  endpoints,
  p2pOrderStatus,
  paymentChannel,
} from '@coffer/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { ledgerTransfers, p2pAds, p2pAppeals, p2pOrders } from '../../src/db/schema';
import { transferKind } from '../../src/ledger/ledger';
import { Dec, toWire } from '../../src/lib/money';
import type { Modules } from '../../src/modules';
import { api } from '../api-client';
import { aUser, type TestUser } from '../builders';
import type { TestApp } from '../harness';
import { methodFields } from '../p2p-helpers';
import { type MoneyModel, outcome } from './model';
import type { Op } from './ops';
import {
  awaitingPayment,
  awaitingReceipt,
  type ModelP2pOrder,
  P2pModel,
  p2p,
  p2pOrderOpen,
} from './p2p-model';

const e = endpoints.p2p;
const bank = paymentChannel.members.bankTransfer;

/**
 * The model run's P2P steps over HTTP against the run's dealer: orders placed on its two ads, marked
 * paid, released, cancelled, appealed and ruled by the operator, and the timers job. After each step
 * every order's status and escrow in the ledger, and the ads' quantities left, match the model.
 */
export async function p2pSteps(deps: {
  t: TestApp;
  model: MoneyModel;
  money: Modules;
  /** The run's users 0 and 1 (each gets a bank method: a sell pays to it). */
  users: TestUser[];
  pin: string;
}) {
  const { t, money } = deps;
  const model = new P2pModel(deps.model);
  const dealer = await aUser()
    .verified()
    .fundPin()
    .with({ name: `Model Dealer ${t.clock.now.getTime()}` })
    .accountType(accountType.members.acceptor)
    .funded('USDT', toWire(p2p.dealerFunds))
    .create(t);
  const dealerModel = deps.model.account(p2p.dealer, 'USDT');
  dealerModel.balance = dealerModel.balance.plus(p2p.dealerFunds);
  for (const u of [...deps.users, dealer])
    await api(t)
      .as(u)
      .call(e.createPaymentMethod, { channel: bank, holderName: u.name, fields: methodFields(bank) });
  const ad = (side: 'buy' | 'sell') =>
    api(t)
      .as(dealer)
      .call(e.dealerPublishAd, {
        side,
        coin: 'USDT',
        fiat: 'USD',
        price: toWire(p2p.price[side]),
        minTotal: toWire(p2p.minTotal),
        maxTotal: toWire(p2p.maxTotal),
        available: toWire(p2p.adAvailable),
        channels: [bank],
        windowMinutes: p2p.windowMs / 60_000,
      });
  const ads = { buy: await ad('buy'), sell: await ad('sell') };
  const userMethods = new Map<number, number>();
  for (const [i, u] of deps.users.entries())
    userMethods.set(i, ((await api(t).as(u).call(e.getPaymentMethods))[0] as { id: number }).id);

  const now = () => t.clock.now.getTime();
  const userOf = (o: ModelP2pOrder) => deps.users[o.user] as TestUser;
  const payer = (o: ModelP2pOrder) => (o.side === 'buy' ? userOf(o) : dealer);
  const seller = (o: ModelP2pOrder) => (o.side === 'buy' ? dealer : userOf(o));
  /** An order in the state `where`, or (one time in `anyEvery`) any: the refusals are paths too. */
  const pick = (index: number, where: (o: ModelP2pOrder) => boolean, anyEvery: number) => {
    const found = model.orders.filter((o) => where(o) || index % anyEvery === 0);
    return found.length === 0 ? undefined : found[index % found.length];
  };

  return {
    dealer,
    async place(op: Extract<Op, { kind: 'p2pPlace' }>) {
      const user = deps.users[op.user] as TestUser;
      const requestId = `mp${now()}x${Math.random().toString(36).slice(2, 10)}`;
      const common = { adId: ads[op.side].id, quantity: op.quantity, requestId };
      const res =
        op.side === 'buy'
          ? await api(t)
              .as(user)
              .send(e.userBuyCoin, { ...common, channel: bank })
          : await api(t)
              .as(user)
              .send(e.userSellCoin, { ...common, userReceiptMethodInfoDetailId: userMethods.get(op.user) });
      const expected = model.place(op.user, op.side, new Dec(op.quantity), now());
      const got = outcome(res);
      if ('ok' in got && res.result)
        model.placed(res.result.orderId, op.user, op.side, new Dec(op.quantity), now());
      return { got, expected };
    },
    async paid(op: Extract<Op, { kind: 'p2pPaid' }>) {
      const o = pick(op.index, awaitingPayment, 4);
      if (!o) return undefined;
      const endpoint = o.side === 'buy' ? e.userBuyCoinConfirmPayment : e.dealerConfirmPayment;
      const res = await api(t).as(payer(o)).send(endpoint, { orderId: o.orderId });
      return { got: outcome(res), expected: model.markPaid(o, now()) };
    },
    async release(op: Extract<Op, { kind: 'p2pRelease' }>) {
      const o = pick(op.index, awaitingReceipt, 4);
      if (!o) return undefined;
      const res =
        o.side === 'buy'
          ? await api(t).as(seller(o)).send(e.dealerConfirmReceipt, { orderId: o.orderId })
          : await api(t)
              .as(seller(o))
              .send(e.userSellCoinConfirmReceipt, { orderId: o.orderId, fundPassword: deps.pin });
      return { got: outcome(res), expected: model.release(o, now()) };
    },
    async cancel(op: Extract<Op, { kind: 'p2pCancel' }>) {
      const o = pick(op.index, (x) => x.side === 'buy' && awaitingPayment(x), 3);
      if (!o) return undefined;
      const res = await api(t).as(userOf(o)).send(e.userCancelBuyCoin, { orderId: o.orderId });
      return { got: outcome(res), expected: model.cancel(o, now()) };
    },
    async appeal(op: Extract<Op, { kind: 'p2pAppeal' }>) {
      const o = pick(op.index, awaitingReceipt, 4);
      if (!o) return undefined;
      const by = op.byUser ? userOf(o) : dealer;
      const remark = 'The model run appeals this order.';
      const res = await api(t).as(by).send(e.userAppeal, { orderId: o.orderId, reason: 3, remark });
      return { got: outcome(res), expected: model.appeal(o, now()) };
    },
    /** The operator takes the open appeal of an order and rules on it (ops p2p:appeal). */
    async rule(op: Extract<Op, { kind: 'p2pRule' }>) {
      const o = pick(op.index, (x) => x.appealOpen, 1_000_000);
      // Index 0 is a multiple of any `anyEvery`: it picks any order, open appeal or not.
      if (!o?.appealOpen) return false;
      const [appeal] = await t.db
        .select()
        .from(p2pAppeals)
        .where(
          and(
            eq(p2pAppeals.orderId, o.orderId),
            eq(p2pAppeals.status, complaintProcessingStatus.members.processing),
          ),
        );
      if (!appeal) throw new Error(`order ${o.orderId} has no open appeal`);
      await money.p2p.takeAppeal(appeal.id, 'model');
      const ruling = op.release ? 'release' : 'return';
      await money.p2p.ruleAppeal(appeal.id, 'model', ruling, complaintOutcome.members.noLiability);
      model.rule(o, op.release, now());
      return true;
    },
    async timers() {
      const counts = await money.p2p.runTimers(500);
      model.timers(now());
      return counts;
    },
    /** Each order's status and escrow in the ledger, and each ad's quantity left, as the model says. */
    async expectMatches(where: string) {
      const adRows = await t.db
        .select({ id: p2pAds.id, available: p2pAds.available })
        .from(p2pAds)
        .where(inArray(p2pAds.id, [ads.buy.id, ads.sell.id]));
      const left = new Map(adRows.map((r) => [r.id, toWire(r.available)]));
      expect([left.get(ads.buy.id), left.get(ads.sell.id)], `ads left ${where}`).toEqual([
        toWire(model.available.buy),
        toWire(model.available.sell),
      ]);
      if (model.orders.length === 0) return;
      const ids = model.orders.map((o) => o.orderId);
      const rows = await t.db
        .select({ id: p2pOrders.id, status: p2pOrders.status, appealOpen: p2pOrders.appealOpen })
        .from(p2pOrders)
        .where(inArray(p2pOrders.id, ids));
      const stored = new Map(rows.map((r) => [r.id, [r.status, r.appealOpen]]));
      // By primary key: the escrow's three possible ids of each of the sequence's orders.
      const moveIds = ids.flatMap((id) => ['escrow', 'release', 'refund'].map((m) => `p2p:${id}:${m}`));
      const moves = await t.db
        .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind })
        .from(ledgerTransfers)
        .where(inArray(ledgerTransfers.id, moveIds));
      const kinds = new Map<string, number[]>();
      for (const m of moves) {
        const orderId = m.id.split(':')[1] ?? '';
        kinds.set(orderId, [...(kinds.get(orderId) ?? []), m.kind].sort());
      }
      for (const o of model.orders) {
        expect(stored.get(o.orderId), `P2P order ${o.orderId} ${where}`).toEqual([o.status, o.appealOpen]);
        // One escrow, then at most one end of it: posted when completed, voided when cancelled.
        const end = p2pOrderOpen(o)
          ? []
          : [
              o.status === p2pOrderStatus.members.completed
                ? transferKind.postPending
                : transferKind.voidPending,
            ];
        expect(kinds.get(o.orderId), `P2P escrow of ${o.orderId} ${where}`).toEqual(
          [transferKind.pending, ...end].sort(),
        );
      }
    },
  };
}
