import {
  endpoints,
  hostPrefixes,
  type PaymentOrder,
  paymentOrderStatus,
  walletType,
  withdrawalStatus,
} from '@coffer/contract';
import { paymentsEndpoints } from '@coffer/contract/payments';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, btcAddress, type TestUser, testPin } from '../../../test/builders';
import { outboxTo } from '../../../test/codes';
import { useMoneyTestApp } from '../../../test/harness';
import { buyerAddress, confirmPayments, payOrder, subMerchantFields } from '../../../test/payment-helpers';
import { readOutbox } from '../../adapters/notifier/sandbox-notifier';
import { paymentOrders, paymentRefunds, users, withdrawals } from '../../db/schema';

/**
 * Who may see and act on which payment orders (spec §3 sub-merchants, §6 approval roles): the
 * merchant all of its orders, a sub-merchant (cashier) only its own of its display days, and
 * Pass, Reject and Refund only with the approval role.
 */
const P = endpoints.payments;
const M = endpoints.merchant;
const rs = paymentOrderStatus.members;

const { t, money } = useMoneyTestApp({ paymentReviewThreshold: '10000' }, { newDeviceVerification: false });
let shop: TestUser;
let otherShop: TestUser;
let personal: TestUser;
/** A cashier with every approval role, one with none; their ids and tokens. */
let approver: Cashier;
let plain: Cashier;

interface Cashier {
  id: number;
  token: string;
}

beforeAll(async () => {
  shop = await aUser().verified().merchant().with({ isOfficial: true }).create(t);
  otherShop = await aUser().verified().merchant().with({ isOfficial: true }).create(t);
  personal = await aUser().verified().create(t);
  approver = await aCashier(shop, { approvePayment: true, approveRefund: true });
  plain = await aCashier(shop);
});

/** A sub-merchant of `owner`, signed in with the one-time password it was sent. */
async function aCashier(owner: TestUser, over: Record<string, unknown> = {}): Promise<Cashier> {
  const fields = subMerchantFields(over);
  const { emailAddress } = fields;
  const sub = await api(t).as(owner).on('merchant').call(M.subMerchantCreate, fields);
  const [mail] = await outboxTo(t, emailAddress);
  const password = mail?.body.split(': ').at(-1) ?? '';
  const signIn = await api(t)
    .on('merchant')
    .call(endpoints.auth.authenticateByEmailAddress, { emailAddress, password });
  return { id: sub.id, token: signIn.accessToken };
}

const m = (who: TestUser | Cashier) =>
  api(t)
    .as('token' in who ? { token: who.token } : who)
    .on('merchant');
let orderNo = 0;
const create = (who: TestUser | Cashier, amount = '100') =>
  m(who).call(P.create, {
    merchantOrderNo: `ACC-${++orderNo}`,
    amount,
    currency: 'USD',
    coins: [{ coin: 'USDT', network: 'TRC20' }],
    expiresInMinutes: 30,
  });
const pay = (order: PaymentOrder, amount: string) => payOrder(t, order, amount);
const confirm = () => confirmPayments(t, money.jobs);
/** An order paid over its amount: it waits for review. */
const awaitingReview = async (who: TestUser | Cashier) => {
  const o = await create(who);
  await pay(o, '120');
  await confirm();
  return o;
};
const rowOf = async (id: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];
const idsIn = async (who: TestUser | Cashier, query: Record<string, unknown> = {}) =>
  (await m(who).call(P.getList, { SkipCount: 0, MaxResultCount: 100, ...query })).items.map((o) => o.orderId);

describe('what a sub-merchant sees', () => {
  it('its own orders only; the merchant sees all and filters by sub-merchant', async () => {
    const mine = await create(approver);
    const theirs = await create(plain);
    const own = await create(shop);
    expect((await rowOf(mine.orderId))?.subMerchantId).toBe(approver.id);
    expect((await rowOf(own.orderId))?.subMerchantId).toBeNull();
    expect((await rowOf(mine.orderId))?.merchantId).toBe(shop.id);

    const seen = await idsIn(approver);
    expect(seen).toContain(mine.orderId);
    expect(seen).not.toContain(theirs.orderId);
    expect(seen).not.toContain(own.orderId);
    // Naming another cashier in the filter shows nothing more.
    expect(await idsIn(approver, { subMerchantId: plain.id })).toEqual([]);

    const all = await idsIn(shop);
    expect(all).toEqual(expect.arrayContaining([mine.orderId, theirs.orderId, own.orderId]));
    const filtered = await idsIn(shop, { subMerchantId: plain.id });
    expect(filtered).toContain(theirs.orderId);
    expect(filtered).not.toContain(mine.orderId);
    expect(filtered).not.toContain(own.orderId);

    expect((await m(approver).call(P.get, { id: mine.orderId })).orderId).toBe(mine.orderId);
    expect((await m(approver).fails(P.get, { id: theirs.orderId })).code).toBe(40007);
    expect((await m(approver).fails(P.get, { id: own.orderId })).code).toBe(40007);
    expect((await m(shop).call(P.get, { id: theirs.orderId })).orderId).toBe(theirs.orderId);
    expect(await idsIn(otherShop)).not.toContain(mine.orderId);
    expect((await m(otherShop).fails(P.get, { id: mine.orderId })).code).toBe(40007);
  });

  it('orders older than its display days are cut off, for reads and actions; the merchant still sees them', async () => {
    const old = await awaitingReview(approver);
    // Eight days old: past the cashier's seven display days.
    await t.db
      .update(paymentOrders)
      .set({ createdAt: new Date(t.clock.now.getTime() - 8 * 86_400_000) })
      .where(eq(paymentOrders.id, old.orderId));
    expect(await idsIn(approver)).not.toContain(old.orderId);
    expect((await m(approver).fails(P.get, { id: old.orderId })).code).toBe(40007);
    expect((await m(approver).fails(P.pass, { id: old.orderId })).code).toBe(40007);
    expect((await rowOf(old.orderId))?.status).toBe(rs.pendingReview);
    expect(await idsIn(shop)).toContain(old.orderId);
    await m(shop).call(P.pass, { id: old.orderId });
  });

  it('review counts cover only the orders each caller sees', async () => {
    const before = {
      approver: await m(approver).call(P.getToBeReviewedCount),
      plain: await m(plain).call(P.getToBeReviewedCount),
      shop: await m(shop).call(P.getToBeReviewedCount),
      other: await m(otherShop).call(P.getToBeReviewedCount),
    };
    await awaitingReview(plain);
    expect((await m(plain).call(P.getToBeReviewedCount)).payment).toBe(before.plain.payment + 1);
    expect((await m(shop).call(P.getToBeReviewedCount)).payment).toBe(before.shop.payment + 1);
    expect(await m(approver).call(P.getToBeReviewedCount)).toEqual(before.approver);
    expect(await m(otherShop).call(P.getToBeReviewedCount)).toEqual(before.other);
  });
});

describe('transfers to be reviewed', () => {
  it('counts the merchant’s cloud-wallet withdrawals awaiting review; a sub-merchant sees none', async () => {
    const cloud = walletType.members.cloud;
    const wallet = await aUser()
      .verified()
      .merchant()
      .with({ isOfficial: true })
      .fundPin(testPin)
      .whitelisted('BTC', 'BTC', btcAddress)
      .funded('BTC', '5', cloud)
      .create(t);
    const till = await aCashier(wallet, { approvePayment: true });
    expect((await m(wallet).call(P.getToBeReviewedCount)).transfer).toBe(0);
    const w = await m(wallet).call(endpoints.withdrawals.apply, {
      coin: 'BTC',
      network: 'BTC',
      address: btcAddress,
      amount: '2.5',
      fundPassword: testPin,
    });
    const [message] = await readOutbox(t.db, { to: wallet.email ?? '', limit: 1 });
    const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
    const confirmed = await api(t)
      .as(wallet)
      .on('merchant')
      .call(endpoints.withdrawals.confirm, { rid: w.rid, code });
    expect(confirmed.status).toBe(withdrawalStatus.members.pendingReview);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.rid, w.rid));
    expect(row?.walletType).toBe(cloud);
    expect((await m(wallet).call(P.getToBeReviewedCount)).transfer).toBe(1);
    expect((await m(till).call(P.getToBeReviewedCount)).transfer).toBe(0);
    expect((await m(shop).call(P.getToBeReviewedCount)).transfer).toBe(0);
  });
});

describe('approval roles', () => {
  it('a cashier with the payment role passes and rejects its own orders (Reject?id=)', async () => {
    const a = await awaitingReview(approver);
    expect((await m(approver).call(P.pass, { id: a.orderId })).status).toBe(rs.passed);
    expect((await rowOf(a.orderId))?.status).toBe(rs.passed);
    const b = await awaitingReview(approver);
    expect((await m(approver).call(P.reject, { id: b.orderId })).status).toBe(rs.rejected);
    expect((await rowOf(b.orderId))?.status).toBe(rs.rejected);
  });

  it('Reject reads its id from the query: in the body alone it is refused', async () => {
    const o = await awaitingReview(approver);
    const res = await t.call({
      method: 'POST',
      url: `${hostPrefixes.merchant}${P.reject.path}`,
      headers: { authorization: `Bearer ${approver.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: o.orderId }),
    });
    expect(res.status).toBe(400);
    expect((await rowOf(o.orderId))?.status).toBe(rs.pendingReview);
    const viaQuery = await t.call({
      method: 'POST',
      url: `${hostPrefixes.merchant}${P.reject.path}?id=${o.orderId}`,
      headers: { authorization: `Bearer ${approver.token}` },
    });
    expect(viaQuery.status).toBe(200);
    expect((await rowOf(o.orderId))?.status).toBe(rs.rejected);
  });

  it('a cashier without the payment role gets 403 on Pass and Reject, and nothing changes', async () => {
    const o = await awaitingReview(plain);
    for (const call of [P.pass, P.reject]) {
      const res = await m(plain).fails(call, { id: o.orderId });
      expect(res.status).toBe(403);
      expect(res.details).toMatch(/payment approval role/i);
    }
    expect((await rowOf(o.orderId))?.status).toBe(rs.pendingReview);
    // Nor may the approver act on another cashier's order: it is not found.
    expect((await m(approver).fails(P.pass, { id: o.orderId })).code).toBe(40007);
    expect((await m(approver).fails(P.reject, { id: o.orderId })).code).toBe(40007);
    expect((await rowOf(o.orderId))?.status).toBe(rs.pendingReview);
  });

  it('refunds need the refund role; a refund is seen only by whoever sees its order', async () => {
    const paid = await create(approver);
    await pay(paid, '100');
    await confirm();
    const r = await m(approver).call(P.refund, { id: paid.orderId, amount: '10', address: buyerAddress });
    expect((await m(approver).call(P.getRefundOrder, { refundId: r.refundId })).amount).toBe('10');
    expect((await m(shop).call(P.getRefundOrder, { refundId: r.refundId })).amount).toBe('10');
    expect((await m(plain).fails(P.getRefundOrder, { refundId: r.refundId })).code).toBe(40008);
    expect((await m(otherShop).fails(P.getRefundOrder, { refundId: r.refundId })).code).toBe(40008);

    const own = await create(plain);
    await pay(own, '100');
    await confirm();
    const cloud = async () => (await balanceOf(t, shop, 'USDT', walletType.members.cloud)).balance;
    const before = await cloud();
    const refused = await m(plain).fails(P.refund, { id: own.orderId, amount: '10', address: buyerAddress });
    expect(refused.status).toBe(403);
    expect(refused.details).toMatch(/refund approval role/i);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, own.orderId))).toEqual(
      [],
    );
    expect((await rowOf(own.orderId))?.refunded).toMatch(/^0(\.0+)?$/);
    expect(await cloud()).toBe(before);
    // The approver may refund only its own orders.
    expect(
      (await m(approver).fails(P.refund, { id: own.orderId, amount: '10', address: buyerAddress })).code,
    ).toBe(40007);
  });
});

describe('who is refused', () => {
  it('a deactivated sub-merchant: its session ends and its orders stay as they were', async () => {
    const till = await aCashier(shop, { approvePayment: true });
    const o = await awaitingReview(till);
    await m(shop).call(M.subMerchantInActive, { id: till.id });
    for (const [call, input] of [
      [P.getList, { SkipCount: 0, MaxResultCount: 10 }],
      [P.get, { id: o.orderId }],
      [P.pass, { id: o.orderId }],
    ] as const) {
      const res = await m(till).fails(call, input as never);
      expect(res.status).toBe(401);
      expect(res.code).toBe(80001);
    }
    expect((await rowOf(o.orderId))?.status).toBe(rs.pendingReview);
  });

  it('a sub-merchant of a suspended merchant: 40003', async () => {
    const frozen = await aUser().verified().merchant().with({ isOfficial: true }).create(t);
    const till = await aCashier(frozen, { approvePayment: true });
    await t.db.update(users).set({ bannedAt: t.clock.now }).where(eq(users.id, frozen.id));
    expect((await m(till).fails(P.getList, { SkipCount: 0, MaxResultCount: 10 })).code).toBe(40003);
    expect((await m(till).fails(P.getToBeReviewedCount)).code).toBe(40003);
  });

  it('a personal user gets 403 on every merchant payment-order call', async () => {
    const inputs: Record<string, unknown> = {
      create: {
        merchantOrderNo: 'X-1',
        amount: '1',
        currency: 'USD',
        coins: [{ coin: 'USDT', network: 'TRC20' }],
      },
      getList: { SkipCount: 0, MaxResultCount: 10 },
      get: { id: 'pay_x' },
      getToBeReviewedCount: {},
      pass: { id: 'pay_x' },
      reject: { id: 'pay_x' },
      refund: { id: 'pay_x', amount: '1', address: buyerAddress },
      getRefundOrder: { refundId: 'prf_x' },
    };
    // The payment-order calls (the area's key also holds the webhook and receipt-code calls).
    const calls = Object.entries(P).filter(
      ([name, e]) => name in paymentsEndpoints && e.auth.kind === 'merchant',
    );
    expect(calls.map(([name]) => name).sort()).toEqual(Object.keys(inputs).sort());
    for (const [name, endpoint] of calls) {
      const res = await m(personal).fails(endpoint, inputs[name] as never);
      expect(res.status, name).toBe(403);
    }
    expect(await t.db.select().from(paymentOrders).where(eq(paymentOrders.merchantId, personal.id))).toEqual(
      [],
    );
  });
});
