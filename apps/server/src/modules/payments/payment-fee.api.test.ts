import { endpoints, type PaymentOrder, walletType } from '@coffer/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { useMoneyTestApp } from '../../../test/harness';
import { confirmPayments, orderFields, payOrder } from '../../../test/payment-helpers';
import { ledgerTransfers, paymentOrders } from '../../db/schema';
import { verifyLedger } from '../../ledger/verify';
import { merchantFeeCommand } from '../../ops/merchant';

const P = endpoints.payments;
const cloud = walletType.members.cloud;

const { t, money } = useMoneyTestApp({ paymentFeeRate: '0.005' });
let tabled: TestUser;
let plain: TestUser;

beforeAll(async () => {
  tabled = await aUser().verified().merchant().create(t);
  plain = await aUser().verified().merchant().create(t);
});

const fee = async (values: Record<string, unknown>) => {
  const out: string[] = [];
  await merchantFeeCommand.run({
    database: t.database,
    modules: t.modules,
    values,
    positionals: [],
    out: (l) => out.push(l),
  });
  return out.join('\n');
};
let orderNo = 0;
/** A USDT order paid in full through the sandbox chain and confirmed. */
async function settled(merchant: TestUser, amount: string): Promise<PaymentOrder> {
  const m = api(t).as(merchant).on('merchant');
  const order = await m.call(P.create, orderFields(`FEE-${++orderNo}`, { amount, currency: 'USDT' }));
  await payOrder(t, order, amount);
  await confirmPayments(t, money.jobs);
  return m.call(P.get, { id: order.orderId });
}
const settlementAmounts = async (order: PaymentOrder) =>
  (
    await t.db
      .select()
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, `pay:${order.orderId}:%`))
  )
    .map((x) => [x.reason, x.amount])
    .sort();

describe('the channel fee a payment settles at', () => {
  it("takes the merchant's own receipt fee in the paid coin, exactly, once", async () => {
    // Its own receipt rate; a different business and another coin must not be taken.
    await fee({ merchant: tabled.uid, currency: 'USDT', business: 'receipt', rate: '0.0123' });
    await fee({ merchant: tabled.uid, currency: 'USDT', business: 'withdraw', rate: '0.5' });
    await fee({ merchant: tabled.uid, currency: 'BTC', business: 'receipt', rate: '0.5' });
    const o = await settled(tabled, '33.333333');
    // 33.333333 × 0.0123 = 0.4099999959, cut down to USDT's 6 decimals.
    expect(o.fee).toBe('0.409999');
    expect(o.credited).toBe('32.923334');
    expect(o.feeRate).toBe('0.0123');
    expect((await balanceOf(t, tabled, 'USDT', cloud)).balance).toBe('32.923334');
    expect(await settlementAmounts(o)).toEqual([
      ['fee', '0.409999000000000000'],
      ['payment', '32.923334000000000000'],
    ]);
    // Running the jobs again credits nothing more.
    t.clock.advance(7000);
    for (const job of money.jobs) await job();
    expect((await balanceOf(t, tabled, 'USDT', cloud)).balance).toBe('32.923334');
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.orderId));
    expect(row?.fee).toBe('0.409999000000000000');
  });

  it('falls back to PAYMENT_FEE_RATE for a merchant without a rate, then takes the operator default for every merchant', async () => {
    // The rate a payment settles at is the one the merchant's fee page shows, before any row is set.
    const shown = await api(t).as(plain).on('merchant').call(endpoints.merchant.getMerchantChannelRates);
    expect(shown.find((f) => f.currency === 'USDT' && f.businessType === 1)).toEqual({
      currency: 'USDT',
      businessType: 1,
      feeRate: '0.005',
      source: 'default',
    });
    const before = await settled(plain, '100');
    expect([before.credited, before.fee, before.feeRate]).toEqual(['99.5', '0.5', '0.005']);
    await fee({ merchant: 'all', currency: 'USDT', business: 'receipt', rate: '0.01' });
    const after = await settled(plain, '100');
    expect([after.credited, after.fee]).toEqual(['99', '1']);
    // The merchant's own rate still wins over the default; a zero rate takes no fee at all.
    await fee({ merchant: tabled.uid, currency: 'USDT', business: 'receipt', rate: '0' });
    const free = await settled(tabled, '10');
    expect([free.credited, free.fee]).toEqual(['10', '0']);
    expect(await settlementAmounts(free)).toEqual([['payment', '10.000000000000000000']]);
  });

  it("keeps the order's rate, stored on it, for every later payment to it", async () => {
    const o = await settled(plain, '10');
    expect(o.feeRate).toBe('0.01');
    await fee({ merchant: 'all', currency: 'USDT', business: 'receipt', rate: '0.2' });
    await payOrder(t, o, '10');
    await confirmPayments(t, money.jobs);
    const after = await api(t).as(plain).on('merchant').call(P.get, { id: o.orderId });
    // 20 paid at the order's 1 %, though the default has moved to 20 %.
    expect([after.fee, after.feeRate]).toEqual(['0.2', '0.01']);
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, o.orderId));
    expect(row?.feeRate).toBe('0.010000000000000000');
    await fee({ merchant: 'all', currency: 'USDT', business: 'receipt', rate: '0.01' });
  });

  it('leaves the ledger balanced', async () => {
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });
});
