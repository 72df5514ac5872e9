import { accountType, endpoints, type PaymentOrder, paymentRefundStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api-client';
import { aUser, type TestUser } from '../../../../test/builders';
import { useMoneyTestApp } from '../../../../test/harness';
import { buyerAddress, confirmPayments, payOrder } from '../../../../test/payment-helpers';
import {
  paymentOrders,
  paymentRefundLinks,
  paymentRefunds,
  receiptCodes,
  subMerchants,
} from '../../../db/schema';
import { verifyLedger } from '../../../ledger/verify';
import { toWire } from '../../../lib/money';

const R = endpoints.payments;
const P = endpoints.payments;
const usdt = [{ coin: 'USDT', network: 'TRC20' }];

const { t, money } = useMoneyTestApp();
let shop: TestUser;
let other: TestUser;
let cashier: TestUser;
let othersCashier: TestUser;
let personal: TestUser;

/** A live sub-merchant of the merchant, written as the back office writes one. */
async function aSubMerchant(of: TestUser, roles: { approveRefund?: boolean } = {}) {
  const user = await aUser().verified().accountType(accountType.members.subMerchant).create(t);
  const at = new Date();
  await t.db.insert(subMerchants).values({
    userId: user.id,
    merchantId: of.id,
    userName: `till-${user.id}`,
    contactName: 'Mei',
    phoneNumber: '+65 8100 0001',
    receiptValidMinutes: 30,
    orderDisplayDays: 7,
    createdBy: of.id,
    createdAt: at,
    updatedAt: at,
    ...roles,
  });
  return user;
}

beforeAll(async () => {
  shop = await aUser().verified().merchant().create(t);
  other = await aUser().verified().merchant().create(t);
  cashier = await aSubMerchant(shop);
  othersCashier = await aSubMerchant(other);
  personal = await aUser().verified().create(t);
});

const m = (user: TestUser) => api(t).as(user).on('merchant');
let ip = 0;
/** An anonymous customer at an address of its own (the limits count per address). */
const anon = () => api(t).with({ remoteAddress: `198.51.100.${++ip}` });
const newCode = (user: TestUser, over: Record<string, unknown> = {}) =>
  m(user).call(R.createMerchantsReceiptCode, { currency: 'USD', coins: usdt, ...over } as never);
const codeRow = async (id: string) =>
  (await t.db.select().from(receiptCodes).where(eq(receiptCodes.id, id)))[0];
const orderRow = async (id: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, id)))[0];

describe('ReceivePayment/CreateMerchantsReceiptCode', () => {
  it("makes the merchant's own counter code, and one for its sub-merchant's till", async () => {
    const own = await newCode(shop, { label: 'Front counter' });
    expect(own).toMatchObject({
      currency: 'USD',
      label: 'Front counter',
      subMerchantId: null,
      disabled: false,
    });
    expect(own.payUrl).toBe(`/pay/code/${own.id}`);
    const forTill = await newCode(shop, { subMerchantId: cashier.id, currency: 'usdt' });
    expect(forTill.subMerchantId).toBe(cashier.id);
    expect(forTill.currency).toBe('USDT');
    expect(await codeRow(forTill.id)).toMatchObject({ merchantId: shop.id, subMerchantId: cashier.id });
  });

  it("a sub-merchant's code is its own till's, under its merchant", async () => {
    const code = await newCode(cashier, { label: 'Till 2' });
    expect(code.subMerchantId).toBe(cashier.id);
    expect(await codeRow(code.id)).toMatchObject({ merchantId: shop.id, subMerchantId: cashier.id });
  });

  it("refuses another merchant's sub-merchant, a sub-merchant naming another, a personal user", async () => {
    const before = (await t.db.select().from(receiptCodes)).length;
    expect(
      (
        await m(shop).fails(R.createMerchantsReceiptCode, {
          currency: 'USD',
          coins: usdt,
          subMerchantId: othersCashier.id,
        })
      ).code,
    ).toBe(50011);
    expect(
      (
        await m(shop).fails(R.createMerchantsReceiptCode, {
          currency: 'USD',
          coins: usdt,
          subMerchantId: other.id,
        })
      ).code,
    ).toBe(50011);
    expect(
      (
        await m(cashier).fails(R.createMerchantsReceiptCode, {
          currency: 'USD',
          coins: usdt,
          subMerchantId: shop.id,
        })
      ).code,
    ).toBe(50011);
    expect(
      (await m(personal).fails(R.createMerchantsReceiptCode, { currency: 'USD', coins: usdt })).status,
    ).toBe(403);
    expect(
      (await api(t).on('merchant').fails(R.createMerchantsReceiptCode, { currency: 'USD', coins: usdt }))
        .status,
    ).toBe(401);
    expect((await t.db.select().from(receiptCodes)).length).toBe(before);
  });

  it('refuses a currency or coin it cannot price or take', async () => {
    expect((await m(shop).fails(R.createMerchantsReceiptCode, { currency: 'XYZ', coins: usdt })).code).toBe(
      40001,
    );
    expect(
      (
        await m(shop).fails(R.createMerchantsReceiptCode, {
          currency: 'USD',
          coins: [{ coin: 'NOPE', network: 'TRC20' }],
        })
      ).code,
    ).toBe(40001);
    expect((await m(shop).fails(R.createMerchantsReceiptCode, { currency: 'USD', coins: [] })).code).toBe(
      400,
    );
  });
});

describe('the list and disabling', () => {
  it('lists the merchant all its codes, a sub-merchant only its own', async () => {
    const all = await m(shop).call(R.receiptCodeGetList, {});
    const mine = await m(cashier).call(R.receiptCodeGetList, {});
    expect(all.totalCount).toBeGreaterThan(mine.totalCount);
    expect(mine.items.every((c) => c.subMerchantId === cashier.id)).toBe(true);
    expect((await m(other).call(R.receiptCodeGetList, {})).totalCount).toBe(0);
  });

  it("disables its own; another merchant's, or the merchant's own code by a sub-merchant, is 60401", async () => {
    const own = await newCode(shop);
    expect((await m(other).fails(R.receiptCodeDisable, { id: own.id })).code).toBe(60401);
    expect((await m(cashier).fails(R.receiptCodeDisable, { id: own.id })).code).toBe(60401);
    expect((await codeRow(own.id))?.disabledAt).toBeNull();
    const done = await m(shop).call(R.receiptCodeDisable, { id: own.id });
    expect(done.disabled).toBe(true);
    expect((await codeRow(own.id))?.disabledAt).not.toBeNull();
    const till = await newCode(cashier);
    expect((await m(cashier).call(R.receiptCodeDisable, { id: till.id })).disabled).toBe(true);
  });
});

describe('the public code page', () => {
  it('shows the code and makes an order of its merchant and till from the amount', async () => {
    const code = await newCode(shop, { subMerchantId: cashier.id, label: 'Till 1' });
    const pub = await anon().call(R.receiptCodeGetPublic, { id: code.id });
    expect(pub).toEqual({
      id: code.id,
      merchantName: expect.any(String),
      currency: 'USD',
      label: 'Till 1',
      coins: usdt,
    });
    const { orderId } = await anon().call(R.receiptCodeCreateOrder, { id: code.id, amount: '12.34' });
    const row = await orderRow(orderId);
    expect(row).toMatchObject({
      merchantId: shop.id,
      subMerchantId: cashier.id,
      currency: 'USD',
      description: 'Till 1',
    });
    expect(row?.merchantOrderNo).toMatch(/^RC-/);
    expect(row?.metadata).toEqual({ receiptCodeId: code.id });
    expect(toWire(row?.amount ?? '')).toBe('12.34');
    const hosted = await anon().call(P.getPublic, { id: orderId });
    expect(hosted.amount).toBe('12.34');
    // The merchant sees it among its orders.
    expect((await m(shop).call(P.get, { id: orderId })).merchantOrderNo).toBe(row?.merchantOrderNo);
    const second = await anon().call(R.receiptCodeCreateOrder, { id: code.id, amount: '1' });
    expect((await orderRow(second.orderId))?.merchantOrderNo).not.toBe(row?.merchantOrderNo);
  });

  it('refuses a bad amount, an unknown code and a disabled one', async () => {
    const code = await newCode(shop);
    for (const amount of ['0', '-1', '1e3', '1,5', 'abc'])
      expect((await anon().fails(R.receiptCodeCreateOrder, { id: code.id, amount })).code).toBe(400);
    const unknown = 'rc_AAAAAAAAAAAAAAAAAAAAAA';
    expect((await anon().fails(R.receiptCodeGetPublic, { id: unknown })).code).toBe(60401);
    expect((await anon().fails(R.receiptCodeCreateOrder, { id: unknown, amount: '1' })).code).toBe(60401);
    await m(shop).call(R.receiptCodeDisable, { id: code.id });
    const orders = (await t.db.select().from(paymentOrders)).length;
    expect((await anon().fails(R.receiptCodeGetPublic, { id: code.id })).code).toBe(60402);
    expect((await anon().fails(R.receiptCodeCreateOrder, { id: code.id, amount: '1' })).code).toBe(60402);
    expect((await t.db.select().from(paymentOrders)).length).toBe(orders);
  });

  it('refuses a code whose till was disabled by its merchant', async () => {
    const till = await aSubMerchant(shop);
    const code = await newCode(till);
    await t.db.update(subMerchants).set({ merchantId: other.id }).where(eq(subMerchants.userId, till.id));
    expect((await anon().fails(R.receiptCodeCreateOrder, { id: code.id, amount: '1' })).code).toBe(60402);
  });

  it('limits anonymous orders per client address', async () => {
    const code = await newCode(shop);
    const one = api(t).with({ remoteAddress: '203.0.113.77' });
    for (let i = 0; i < 10; i++) await one.call(R.receiptCodeCreateOrder, { id: code.id, amount: '1' });
    const refused = await one.fails(R.receiptCodeCreateOrder, { id: code.id, amount: '1' });
    expect(refused.status).toBe(429);
    expect(await anon().call(R.receiptCodeCreateOrder, { id: code.id, amount: '1' })).toHaveProperty(
      'orderId',
    );
  });
});

describe('refund links', () => {
  /** An order from a code, paid in full and confirmed. */
  const paidOrder = async (amount = '100', till: TestUser = shop) => {
    const code = await newCode(till);
    const { orderId } = await anon().call(R.receiptCodeCreateOrder, { id: code.id, amount });
    const order: PaymentOrder = await m(shop).call(P.get, { id: orderId });
    await payOrder(t, order, order.coins[0]?.amountDue ?? '0');
    await confirmPayments(t, money.jobs);
    return order;
  };
  const tokenOf = (url: string) => url.split('/').at(-1) ?? '';

  it('the merchant makes a link, the buyer gives the address, the refund is sent once', async () => {
    const order = await paidOrder();
    const link = await m(shop).call(R.createRefundLink, { id: order.orderId, amount: '30' });
    expect(link.url).toMatch(new RegExp(`^/pay/${order.orderId}/refund/[A-Za-z0-9_-]{43}$`));
    const token = tokenOf(link.url);
    const [stored] = await t.db
      .select()
      .from(paymentRefundLinks)
      .where(eq(paymentRefundLinks.orderId, order.orderId));
    expect(stored?.tokenHash).not.toContain(token);
    expect(stored?.tokenHash).toHaveLength(64);

    const pub = await anon().call(R.getPublicRefundLink, { id: order.orderId, token });
    expect(pub).toMatchObject({ state: 'open', amount: '30', coin: 'USDT', network: 'TRC20' });
    // A wrong address is refused and the link stays open.
    expect(
      (await anon().fails(R.submitRefundAddress, { id: order.orderId, token, address: 'not-an-address-x' }))
        .code,
    ).toBe(40018);
    expect((await anon().call(R.getPublicRefundLink, { id: order.orderId, token })).state).toBe('open');

    const refund = await anon().call(R.submitRefundAddress, {
      id: order.orderId,
      token,
      address: buyerAddress,
    });
    expect(refund.status).toBe(paymentRefundStatus.members.sent);
    const [row] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refund.refundId));
    expect(row).toMatchObject({ address: buyerAddress, merchantId: shop.id, orderId: order.orderId });
    const [spent] = await t.db
      .select()
      .from(paymentRefundLinks)
      .where(eq(paymentRefundLinks.orderId, order.orderId));
    expect(spent?.usedAt).not.toBeNull();
    expect(spent?.refundId).toBe(refund.refundId);
    expect((await m(shop).call(P.get, { id: order.orderId })).refunded).toBe('30');

    expect(
      (await anon().fails(R.submitRefundAddress, { id: order.orderId, token, address: buyerAddress })).code,
    ).toBe(60404);
    expect((await anon().call(R.getPublicRefundLink, { id: order.orderId, token })).state).toBe('used');
    expect((await m(shop).call(P.get, { id: order.orderId })).refunded).toBe('30');
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });

  it('refuses more than refundable, another merchant, a sub-merchant without the refund role', async () => {
    const order = await paidOrder();
    expect((await m(shop).fails(R.createRefundLink, { id: order.orderId, amount: '100.01' })).code).toBe(
      40011,
    );
    expect((await m(other).fails(R.createRefundLink, { id: order.orderId, amount: '1' })).code).toBe(40007);
    expect((await m(cashier).fails(R.createRefundLink, { id: order.orderId, amount: '1' })).status).toBe(403);
    const refunder = await aSubMerchant(shop, { approveRefund: true });
    // The role reaches only the orders the sub-merchant sees: its own till's, not the merchant's.
    expect((await m(refunder).fails(R.createRefundLink, { id: order.orderId, amount: '1' })).code).toBe(
      40007,
    );
    const tillOrder = await paidOrder('100', refunder);
    expect((await m(refunder).call(R.createRefundLink, { id: tillOrder.orderId, amount: '1' })).coin).toBe(
      'USDT',
    );
    expect(
      (await m(othersCashier).fails(R.createRefundLink, { id: order.orderId, amount: '1' })).status,
    ).toBe(403);
    expect(
      (await t.db.select().from(paymentRefundLinks).where(eq(paymentRefundLinks.orderId, order.orderId)))
        .length,
    ).toBe(0);
    expect(
      (await t.db.select().from(paymentRefundLinks).where(eq(paymentRefundLinks.orderId, tillOrder.orderId)))
        .length,
    ).toBe(1);
  });

  it('an unknown token, another order, or an expired link is refused', async () => {
    const order = await paidOrder();
    const second = await paidOrder('5');
    const token = tokenOf((await m(shop).call(R.createRefundLink, { id: order.orderId, amount: '10' })).url);
    const wrong = 'A'.repeat(43);
    expect((await anon().fails(R.getPublicRefundLink, { id: order.orderId, token: wrong })).code).toBe(60403);
    expect(
      (await anon().fails(R.submitRefundAddress, { id: second.orderId, token, address: buyerAddress })).code,
    ).toBe(60403);
    t.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await anon().call(R.getPublicRefundLink, { id: order.orderId, token })).state).toBe('expired');
    expect(
      (await anon().fails(R.submitRefundAddress, { id: order.orderId, token, address: buyerAddress })).code,
    ).toBe(60405);
    expect(
      (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId))).length,
    ).toBe(0);
  });

  it('two buyers sending at once refund once', async () => {
    const order = await paidOrder();
    const token = tokenOf((await m(shop).call(R.createRefundLink, { id: order.orderId, amount: '20' })).url);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        anon().send(R.submitRefundAddress, { id: order.orderId, token, address: buyerAddress }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(
      (await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.orderId))).length,
    ).toBe(1);
  });
});
