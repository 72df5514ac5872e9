import {
  endpoints,
  type PaymentEventType,
  type PaymentOrder,
  paymentOrderState,
  paymentOrderStatus,
  paymentRefundStatus,
  walletType,
} from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { useMoneyTestApp } from '../../../test/harness';
import { buyerAddress, orderFields } from '../../../test/payment-helpers';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { ledgerTransfers, paymentOrders, paymentRefunds, users } from '../../db/schema';
import { verifyLedger } from '../../ledger/verify';
import { buildModules } from '../../modules';
import { chainDepositCommand } from '../../ops/chain';
import type { PublishPaymentEvent } from './payments.module';

const P = endpoints.payments;
const st = paymentOrderState.members;
const rs = paymentOrderStatus.members;
const cloud = walletType.members.cloud;

let merchant: TestUser;
let other: TestUser;
let personal: TestUser;
const events: { merchantId: number; type: PaymentEventType; orderId: string }[] = [];
const recorder: PublishPaymentEvent = async (_tx, merchantId, type, payload) => {
  events.push({ merchantId, type, orderId: payload.orderId });
};
const { t, money } = useMoneyTestApp({
  publishPaymentEvent: recorder,
  paymentFeeRate: '0.005',
  paymentReviewThreshold: '10000',
});

beforeAll(async () => {
  merchant = await aUser().verified().merchant().create(t);
  other = await aUser().verified().merchant().create(t);
  personal = await aUser().verified().create(t);
});

const m = (user: TestUser) => api(t).as(user).on('merchant');
let orderNo = 0;
const create = (over: Partial<Parameters<typeof m>[0]> & Record<string, unknown> = {}, user = merchant) =>
  m(user).call(P.create, orderFields(`ORD-${++orderNo}`, over) as never);
/** A create that must be refused: a small USDT order in USD with `over`, as `user` sends it. */
const createFails = (
  over: { merchantOrderNo: string; currency?: string; amount?: string },
  user = merchant,
) =>
  m(user).fails(P.create, {
    amount: '1',
    currency: 'USD',
    coins: [{ coin: 'USDT', network: 'TRC20' }],
    ...over,
  });
const runJobs = async () => {
  for (const job of money.jobs) await job();
};
const pay = async (order: PaymentOrder, amount: string, coin = 'USDT', network = 'TRC20') => {
  const c = order.coins.find((x) => x.coin === coin && x.network === network);
  if (!c) throw new Error('no such coin on the order');
  return createSandboxChain(t.db).deposit({ network, coin, toAddress: c.address, amount, now: t.clock.now });
};
/** Past the 19 TRC20 confirmations (300 ms blocks), then the jobs. */
const confirm = async () => {
  t.clock.advance(7000);
  await runJobs();
};
const get = (order: PaymentOrder, user = merchant) => m(user).call(P.get, { id: order.orderId });
const cloudOf = async (user: TestUser, coin = 'USDT') => (await balanceOf(t, user, coin, cloud)).balance;
const eventsOf = (order: PaymentOrder) =>
  events.filter((e) => e.orderId === order.orderId).map((e) => e.type);

describe('PaymentOrder/Create', () => {
  it('locks a rate per coin and gives each order its own addresses', async () => {
    const a = await create({
      coins: [
        { coin: 'USDT', network: 'TRC20' },
        { coin: 'BTC', network: 'BTC' },
      ],
      buyerEmail: 'buyer@example.test',
      metadata: { cart: '42' },
    });
    const b = await create();
    expect(a.state).toBe(st.new);
    expect(a.status).toBe(rs.created);
    const btc = a.coins.find((c) => c.coin === 'BTC');
    // 100 USD ÷ 64250.50 = 0.0015563… BTC, rounded up to 8 decimals.
    expect(btc?.rate).toBe('64250.5');
    expect(btc?.amountDue).toBe('0.00155641');
    expect(btc?.uri).toBe(`bitcoin:${btc?.address}?amount=0.00155641`);
    expect(a.coins.find((c) => c.coin === 'USDT')?.amountDue).toBe('100');
    expect(a.coins[0]?.address).not.toBe(b.coins[0]?.address);
    expect(a.payUrl).toBe(`/pay/${a.orderId}`);
    expect(eventsOf(a)).toEqual(['order.created']);
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, a.orderId));
    expect(row?.merchantId).toBe(merchant.id);
    expect(row?.metadata).toEqual({ cart: '42' });
  });

  it('takes an amount in a coin at rate 1', async () => {
    const o = await create({ amount: '0.5', currency: 'BTC', coins: [{ coin: 'BTC', network: 'BTC' }] });
    expect(o.coins[0]?.amountDue).toBe('0.5');
    expect(o.coins[0]?.rate).toBe('1');
  });

  it('refuses a merchant order number used before (40009), an unknown currency, and changes nothing', async () => {
    await create({ merchantOrderNo: 'DUP-1' });
    expect((await createFails({ merchantOrderNo: 'DUP-1' })).code).toBe(40009);
    // Another merchant may use the same number.
    await create({ merchantOrderNo: 'DUP-1' }, other);
    expect((await createFails({ merchantOrderNo: 'X-1', currency: 'XYZ' })).code).toBe(40001);
    const rows = await t.db.select().from(paymentOrders).where(eq(paymentOrders.merchantOrderNo, 'X-1'));
    expect(rows).toHaveLength(0);
  });

  it("refuses an amount with more decimals than the order's currency has, and changes nothing", async () => {
    const usd = await createFails({ merchantOrderNo: 'DEC-1', amount: '19.999' });
    expect(usd.status).toBe(400);
    expect(usd.validationErrors).toEqual([{ field: 'amount', message: 'amount.tooManyDecimals' }]);
    const btc = await createFails({ merchantOrderNo: 'DEC-2', currency: 'BTC', amount: '0.000000001' });
    expect(btc.validationErrors).toEqual([{ field: 'amount', message: 'amount.tooManyDecimals' }]);
    const rows = await t.db.select().from(paymentOrders).where(like(paymentOrders.merchantOrderNo, 'DEC-%'));
    expect(rows).toHaveLength(0);
    expect((await create({ merchantOrderNo: 'DEC-3', amount: '19.99' })).amount).toBe('19.99');
  });

  it('is for merchants only: a personal user gets 403', async () => {
    const f = await createFails({ merchantOrderNo: 'P' }, personal);
    expect(f.status).toBe(403);
    expect((await api(t).as(personal).on('merchant').fails(P.getList, {})).status).toBe(403);
  });
});

describe('states through the sandbox chain', () => {
  it('exact: processing while confirming, then settled and credited minus the fee, once', async () => {
    const before = await cloudOf(merchant);
    const o = await create();
    await pay(o, '100');
    await runJobs();
    expect((await get(o)).state).toBe(st.processing);
    await confirm();
    const done = await get(o);
    expect(done.state).toBe(st.settled);
    expect(done.status).toBe(rs.passed);
    expect(done.credited).toBe('99.5');
    expect(done.fee).toBe('0.5');
    expect(Number(await cloudOf(merchant)) - Number(before)).toBeCloseTo(99.5, 9);
    await confirm();
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `pay:${o.orderId}:%`));
    expect(transfers.map((x) => x.amount).sort()).toEqual(['0.500000000000000000', '99.500000000000000000']);
    expect(eventsOf(o)).toEqual(['order.created', 'order.processing', 'order.settled']);
  });

  it('under: paid partially shows what is left; at expiry it expires and waits for review, the money credited', async () => {
    const o = await create({ expiresInMinutes: 5 });
    await pay(o, '40');
    await confirm();
    const partial = await get(o);
    expect(partial.state).toBe(st.paidPartial);
    const pub = await api(t).call(P.getPublic, { id: o.orderId });
    expect(pub.coins[0]?.remaining).toBe('60');
    expect(pub.coins[0]?.uri).toContain('amount=60');
    t.clock.advance(5 * 60_000);
    await runJobs();
    const expired = await get(o);
    expect(expired.state).toBe(st.expired);
    expect(expired.status).toBe(rs.pendingReview);
    expect(expired.credited).toBe('39.8');
  });

  it('two partial payments add up to settled', async () => {
    const o = await create();
    await pay(o, '40');
    await confirm();
    expect((await get(o)).state).toBe(st.paidPartial);
    await pay(o, '60');
    await confirm();
    const done = await get(o);
    expect(done.state).toBe(st.settled);
    expect(done.paid).toBe('100');
    expect(done.payments).toHaveLength(2);
    // The buyer's page shows the receipt: each payment's amount and transaction id.
    const pub = await api(t).call(P.getPublic, { id: o.orderId });
    expect(pub.payments.map((p) => p.amount).sort()).toEqual(['40', '60']);
    expect(pub.payments.map((p) => p.txId).sort()).toEqual(done.payments.map((p) => p.txId).sort());
  });

  it('over: the excess is recorded for refund and the order waits for review; Pass accepts it', async () => {
    const o = await create();
    await pay(o, '120');
    await confirm();
    const over = await get(o);
    expect(over.state).toBe(st.overpaid);
    expect(over.overpaid).toBe('20');
    expect(over.status).toBe(rs.pendingReview);
    expect(eventsOf(o)).toEqual(['order.created', 'order.paidOver', 'order.pendingReview']);
    const counts = await m(merchant).call(P.getToBeReviewedCount);
    expect(counts.payment).toBeGreaterThan(0);
    const passed = await m(merchant).call(P.pass, { id: o.orderId });
    expect(passed.status).toBe(rs.passed);
    expect((await m(merchant).fails(P.pass, { id: o.orderId })).code).toBe(40006);
    expect((await m(merchant).call(P.getToBeReviewedCount)).payment).toBe(counts.payment - 1);
  });

  it('late: a payment after the expiry never vanishes: credited, paid late, for review', async () => {
    const before = await cloudOf(merchant);
    const o = await create({ expiresInMinutes: 5 });
    t.clock.advance(5 * 60_000 + 1000);
    await runJobs();
    expect((await get(o)).state).toBe(st.expired);
    await pay(o, '100');
    await confirm();
    const late = await get(o);
    expect(late.state).toBe(st.paidLate);
    expect(late.status).toBe(rs.pendingReview);
    expect(late.payments[0]?.late).toBe(true);
    expect(Number(await cloudOf(merchant)) - Number(before)).toBeCloseTo(99.5, 9);
    expect(eventsOf(o)).toEqual(['order.created', 'order.expired', 'order.paidLate', 'order.pendingReview']);
  });

  it('above the review threshold: settled but waits for review', async () => {
    const o = await create({ amount: '10000' });
    await pay(o, '10000');
    await confirm();
    const done = await get(o);
    expect(done.state).toBe(st.settled);
    expect(done.status).toBe(rs.pendingReview);
  });

  it('Reject of an unpaid order makes it invalid; money after it is late, never lost', async () => {
    const o = await create();
    const rejected = await m(merchant).call(P.reject, { id: o.orderId });
    expect(rejected.state).toBe(st.invalid);
    expect(rejected.status).toBe(rs.rejected);
    const counts = await m(merchant).call(P.getToBeReviewedCount);
    await pay(o, '100');
    await confirm();
    const after = await get(o);
    expect(after.state).toBe(st.paidLate);
    expect(after.credited).toBe('99.5');
    // The buyer's money goes back to the merchant's review queue, never left under "rejected".
    expect(after.status).toBe(rs.pendingReview);
    expect((await m(merchant).call(P.getToBeReviewedCount)).payment).toBe(counts.payment + 1);
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.orderId));
    expect(row).toMatchObject({ status: rs.pendingReview, needsReview: true });
    expect(eventsOf(o).slice(-2)).toEqual(['order.paidLate', 'order.pendingReview']);
  });

  it('money after a final status (rejected, passed or refunded) goes back to review', async () => {
    const rejected = await create({ amount: '10' });
    await pay(rejected, '12');
    await confirm();
    await m(merchant).call(P.reject, { id: rejected.orderId });
    const passed = await create({ amount: '10' });
    await pay(passed, '12');
    await confirm();
    await m(merchant).call(P.pass, { id: passed.orderId });
    const refunded = await create({ amount: '10' });
    await pay(refunded, '10');
    await confirm();
    await m(merchant).call(P.refund, { id: refunded.orderId, amount: '10', address: buyerAddress });
    expect((await get(refunded)).status).toBe(rs.refunded);
    const counts = await m(merchant).call(P.getToBeReviewedCount);
    for (const o of [rejected, passed, refunded]) await pay(o, '1');
    await confirm();
    for (const o of [rejected, passed, refunded]) expect((await get(o)).status).toBe(rs.pendingReview);
    expect((await m(merchant).call(P.getToBeReviewedCount)).payment).toBe(counts.payment + 3);
  });

  it("ops chain:deposit to an order's address says the order is paid, and the merchant is credited", async () => {
    const o = await create({ amount: '10' });
    const address = o.coins[0]?.address as string;
    const lines: string[] = [];
    const values = { network: 'TRC20', coin: 'USDT' };
    const out = (l: string) => lines.push(l);
    await chainDepositCommand.run({
      database: t.database,
      modules: t.modules,
      values,
      positionals: [address, '10'],
      out,
    });
    expect(lines[1]).toBe(
      `It pays payment order ${o.orderId}; the server credits merchant ${merchant.id} (minus the channel fee) after 19 confirmations.`,
    );
    // The command stamps real time; the test clock must not be behind it.
    t.clock.now = new Date(Math.max(t.clock.now.getTime(), Date.now()));
    await confirm();
    expect(await get(o)).toMatchObject({ state: st.settled, credited: '9.95' });
  });

  it('credits a payment from a process just started (its coin catalogue not yet read)', async () => {
    // The credit's transaction once read the catalogue inside it: on PGlite the read waited for
    // the transaction and the server stopped answering for good (a CI run).
    const o = await create({ amount: '10' });
    await pay(o, '10');
    t.clock.advance(7000);
    const restarted = buildModules({
      db: t.db,
      now: () => t.clock.now,
      publishPaymentEvent: recorder,
      paymentFeeRate: '0.005',
    });
    expect(await restarted.payments.scan()).toEqual({ seen: 1, settled: 1 });
    expect(await get(o)).toMatchObject({ state: st.settled, credited: '9.95' });
  });

  it('the expiry job expires an order once, also from a restarted process', async () => {
    const o = await create({ expiresInMinutes: 5 });
    t.clock.advance(5 * 60_000);
    const restarted = buildModules({
      db: t.db,
      now: () => t.clock.now,
      publishPaymentEvent: recorder,
    });
    await Promise.all([restarted.payments.expire(100), money.payments.expire(100)]);
    await runJobs();
    expect(eventsOf(o).filter((e) => e === 'order.expired')).toHaveLength(1);
  });
});

describe('PaymentOrder/Refund', () => {
  it('refunds part to the buyer: reserved, sent and posted; the rest stays refundable', async () => {
    const o = await create();
    await pay(o, '100');
    await confirm();
    const before = await cloudOf(merchant);
    const r = await m(merchant).call(P.refund, { id: o.orderId, amount: '30', address: buyerAddress });
    expect(r.status).toBe(paymentRefundStatus.members.sent);
    expect(r.txId).toBeTruthy();
    const after = await get(o);
    expect(after.refunded).toBe('30');
    expect(after.refundable).toBe('70');
    expect(after.refunds).toHaveLength(1);
    expect(Number(before) - Number(await cloudOf(merchant))).toBeCloseTo(30, 9);
    expect((await m(merchant).call(P.getRefundOrder, { refundId: r.refundId })).amount).toBe('30');
    expect(
      (await m(merchant).fails(P.refund, { id: o.orderId, amount: '70.01', address: buyerAddress })).code,
    ).toBe(40011);
    expect(
      (await m(merchant).fails(P.refund, { id: o.orderId, amount: '1', address: 'not-an-address' })).code,
    ).toBe(40018);
    expect(eventsOf(o)).toContain('order.refunded');
  });

  it('never refunds more than was paid, under 50 parallel refunds', async () => {
    const o = await create();
    await pay(o, '100');
    await confirm();
    // Top the cloud wallet up, so only the order's bound (100) can stop the refunds.
    const extra = await create();
    await pay(extra, '200');
    await confirm();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        m(merchant).send(P.refund, { id: o.orderId, amount: '3', address: buyerAddress }),
      ),
    );
    const ok = answers.filter((a) => a.status === 200);
    expect(ok).toHaveLength(33);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.error?.code === 40011)).toBe(true);
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.orderId));
    expect(row?.refunded).toBe('99.000000000000000000');
    expect(
      await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, o.orderId)),
    ).toHaveLength(33);
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('refunds with the coin catalogue read before its transaction (its 5 s cache gone cold)', async () => {
    // On PGlite a catalogue read inside the refund's transaction waited for the transaction: the
    // server stopped answering for good (a CI run); now it would be refused with a 500.
    const o = await create({ amount: '10' });
    await pay(o, '10');
    await confirm();
    t.clock.advance(6000);
    const r = await m(merchant).call(P.refund, { id: o.orderId, amount: '4', address: buyerAddress });
    expect(r.status).toBe(paymentRefundStatus.members.sent);
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.orderId));
    expect(row?.refunded).toBe('4.000000000000000000');
  });

  it('a full refund marks the order refunded', async () => {
    const o = await create({ amount: '10' });
    await pay(o, '10');
    await confirm();
    await m(merchant).call(P.refund, { id: o.orderId, amount: '10', address: buyerAddress });
    expect((await get(o)).status).toBe(rs.refunded);
  });
});

describe('security', () => {
  it("another merchant's order is not found, for every call", async () => {
    const o = await create();
    await pay(o, '120');
    await confirm();
    expect((await m(other).fails(P.get, { id: o.orderId })).code).toBe(40007);
    expect((await m(other).fails(P.pass, { id: o.orderId })).code).toBe(40007);
    expect((await m(other).fails(P.reject, { id: o.orderId })).code).toBe(40007);
    expect((await m(other).fails(P.refund, { id: o.orderId, amount: '1', address: buyerAddress })).code).toBe(
      40007,
    );
    const r = await m(merchant).call(P.refund, { id: o.orderId, amount: '1', address: buyerAddress });
    expect((await m(other).fails(P.getRefundOrder, { refundId: r.refundId })).code).toBe(40008);
    const list = await m(other).call(P.getList, {});
    expect(list.items.some((x) => x.orderId === o.orderId)).toBe(false);
    expect((await get(o)).status).toBe(rs.pendingReview);
  });

  it('the public page exposes no merchant secrets', async () => {
    const o = await create({
      buyerEmail: 'secret-buyer@example.test',
      metadata: { internal: 'secret-meta' },
    });
    const answer = await api(t).send(P.getPublic, { id: o.orderId });
    expect(answer.status).toBe(200);
    const text = JSON.stringify(answer.body);
    for (const secret of ['secret-buyer', 'secret-meta', o.merchantOrderNo, 'merchantId', 'fee', 'credited'])
      expect(text).not.toContain(secret);
    expect(Object.keys(answer.result ?? {}).sort()).toEqual(
      [
        'amount',
        'coins',
        'currency',
        'description',
        'expiresAt',
        'expiresInSeconds',
        'merchantName',
        'orderId',
        'paidCoin',
        'payments',
        'redirectUrl',
        'state',
      ].sort(),
    );
    // Whom the buyer pays: with no registration row, the account's own name, never blank.
    const [owner] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, merchant.id));
    expect(owner?.name).not.toBe('');
    expect(answer.result?.merchantName).toBe(owner?.name);
    expect((await api(t).fails(P.getPublic, { id: 'pay_doesnotexist000000000000' })).code).toBe(40007);
  });

  it('lists with filters, newest first', async () => {
    const o = await create({ merchantOrderNo: 'FILTER-ME' });
    const byNo = await m(merchant).call(P.getList, { merchantOrderNo: 'FILTER-ME' });
    expect(byNo.items.map((x) => x.orderId)).toEqual([o.orderId]);
    const settled = await m(merchant).call(P.getList, { state: st.settled, MaxResultCount: 100 });
    expect(settled.items.every((x) => x.state === st.settled)).toBe(true);
    expect(settled.totalCount).toBeGreaterThan(0);
  });
});
