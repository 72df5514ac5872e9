import { accountType, endpoints, type PaymentOrder, walletType } from '@coffer/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api-client';
import { aUser, fund, type TestUser } from '../../../../test/builders';
import { useMoneyTestApp } from '../../../../test/harness';
import { confirmPayments, payOrder } from '../../../../test/payment-helpers';
import { merchantDailyReports, paymentOrders } from '../../../db/schema';
import { systemAccount, userAccount } from '../../../ledger/accounts';
import { createLedger } from '../../../ledger/ledger';
import { Dec, toWire } from '../../../lib/money';
import { buildModules } from '../../../modules';
import { merchantReportCommand } from '../../../ops/merchant-report';
import { utcDay } from './report-aggregate';

const cloud = walletType.members.cloud;
const { getSubMerchantDailyReport: report } = endpoints.merchant;

// One set of money modules for the calls and the jobs the test runs.
const { t, money } = useMoneyTestApp();
let shop: TestUser;
let other: TestUser;
let person: TestUser;
let cashier: TestUser;
let day = '';

beforeAll(async () => {
  shop = await aUser().verified().merchant().create(t);
  cashier = await aUser().accountType(accountType.members.subMerchant).create(t);
  other = await aUser().merchant().funded('USDT', '40', cloud).create(t);
  person = await aUser().funded('BTC', '1').create(t);
  // The day's business: two receipts, a payment out, a move to spot (not business), a fee.
  await fund(t.db, shop, 'BTC', '1.25', cloud);
  await fund(t.db, shop, 'BTC', '0.000000000000000001', cloud);
  await fund(t.db, shop, 'USDT', '100', cloud);
  const ledger = createLedger(t.db);
  await ledger.transfer({
    id: 'test-payment:1',
    debit: userAccount(shop.id, 'BTC', cloud),
    credit: systemAccount('custody', 'BTC', 'BTC'),
    asset: 'BTC',
    amount: '0.5',
    reason: 'withdrawal',
  });
  await ledger.transfer({
    id: 'test-payment:1:fee',
    debit: userAccount(shop.id, 'BTC', cloud),
    credit: systemAccount('fees', 'BTC'),
    asset: 'BTC',
    amount: '0.0002',
    reason: 'withdrawalFee',
  });
  await api(t).on('merchant').as(shop).call(endpoints.transfers.transfer, {
    coin: 'USDT',
    amount: '30',
    fromWalletType: cloud,
    toWalletType: 0,
  });
  // Payment orders: one of the merchant's own settled and partly refunded, one of its cashier's settled.
  const own = await settledOrder('PAY-1', '100');
  await api(t).on('merchant').as(shop).call(endpoints.payments.refund, {
    id: own.orderId,
    amount: '30',
    address: 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8',
  });
  await settledOrder('PAY-2', '20', cashier);
  day = utcDay(new Date());
});

/** A USDT order paid in full and settled (0.5 % channel fee); `sub` is the cashier it belongs to. */
async function settledOrder(no: string, amount: string, sub?: TestUser): Promise<PaymentOrder> {
  const order = await api(t)
    .on('merchant')
    .as(shop)
    .call(endpoints.payments.create, {
      merchantOrderNo: no,
      amount,
      currency: 'USDT',
      coins: [{ coin: 'USDT', network: 'TRC20' }],
      expiresInMinutes: 30,
      metadata: {},
    });
  // Taken at the cashier's till (the receipt code sets this when the order is made from it).
  if (sub)
    await t.db
      .update(paymentOrders)
      .set({ subMerchantId: sub.id })
      .where(eq(paymentOrders.id, order.orderId));
  await payOrder(t, order, amount);
  await confirmPayments(t, money.jobs);
  return order;
}

/**
 * The day's sums straight from the ledger's transfers, by a different road than the job's query:
 * a settlement found from its payment row, a refund from its refund row, each to its order's cashier.
 */
async function ledgerSums(userId: number) {
  const result = await t.db.execute(sql`
    select t.asset, t.reason, t.amount::text as amount, (c.owner_user_id = ${userId} and c.wallet_type = ${cloud}) as into_cloud,
      u.uid as sub_uid
    from ledger_transfers t
    join ledger_accounts d on d.id = t.debit_account_id
    join ledger_accounts c on c.id = t.credit_account_id
    left join payment_order_payments p on t.id = 'pay:' || p.order_id || ':' || p.network || ':' || p.tx_id
    left join payment_refunds r on t.id = 'pref:' || r.id || ':done'
    left join payment_orders o on o.id = coalesce(p.order_id, r.order_id)
    left join users u on u.id = o.sub_merchant_id
    where t.kind in (0, 2) and (t.created_at at time zone 'UTC')::date = ${day}::date
      and ((c.owner_user_id = ${userId} and c.wallet_type = ${cloud}) or (d.owner_user_id = ${userId} and d.wallet_type = ${cloud}))`);
  const sums = new Map<string, { receipt: Dec; payment: Dec; refund: Dec }>();
  for (const r of (
    result as unknown as {
      rows: { asset: string; reason: string; amount: string; into_cloud: boolean; sub_uid: string | null }[];
    }
  ).rows) {
    const key = `${r.sub_uid ?? ''}|${r.asset}`;
    const s = sums.get(key) ?? { receipt: new Dec(0), payment: new Dec(0), refund: new Dec(0) };
    if (r.into_cloud && (r.reason === 'deposit' || r.reason === 'payment'))
      s.receipt = s.receipt.plus(r.amount);
    if (!r.into_cloud && r.reason === 'withdrawal') s.payment = s.payment.plus(r.amount);
    if (!r.into_cloud && r.reason === 'refund') s.refund = s.refund.plus(r.amount);
    sums.set(key, s);
  }
  return [...sums.entries()]
    .filter(([, s]) => !(s.receipt.isZero() && s.payment.isZero() && s.refund.isZero()))
    .map(([key, s]) => ({
      subMerchantUid: key.split('|')[0] || null,
      currency: key.split('|')[1],
      receiptAmount: toWire(s.receipt),
      paymentAmount: toWire(s.payment),
      refundAmount: toWire(s.refund),
    }))
    .sort(
      (a, b) =>
        (a.currency ?? '').localeCompare(b.currency ?? '') ||
        (a.subMerchantUid ?? '').localeCompare(b.subMerchantUid ?? ''),
    );
}

describe('the daily report job', () => {
  it('equals the sum of the day’s ledger transfers, and a re-run never doubles it', async () => {
    expect(await money.merchantWallet.buildReport([day])).toBeGreaterThanOrEqual(4);
    const page = await api(t).on('merchant').as(shop).call(report, {});
    const lines = page.items.map(
      ({ subMerchantUid, currency, receiptAmount, paymentAmount, refundAmount }) => ({
        subMerchantUid,
        currency,
        receiptAmount,
        paymentAmount,
        refundAmount,
      }),
    );
    expect(lines).toEqual(await ledgerSums(shop.id));
    expect(page.items.find((l) => l.currency === 'BTC')).toEqual({
      subMerchantUid: null,
      currency: 'BTC',
      date: day,
      receiptAmount: '1.250000000000000001',
      paymentAmount: '0.5',
      refundAmount: '0',
      // The figures are as of the job's run (the page says so).
      computedAt: t.clock.now.toISOString(),
    });
    // The merchant's own USDT: a 100 deposit and a 100 order settled at 99.5 (after the 0.5 % fee),
    // 30 of it refunded; the cashier's order of 20 settled at 19.9 on its own line.
    expect(page.items.filter((l) => l.currency === 'USDT')).toEqual([
      {
        subMerchantUid: null,
        currency: 'USDT',
        date: day,
        receiptAmount: '199.5',
        paymentAmount: '0',
        refundAmount: '30',
        computedAt: expect.any(String),
      },
      {
        subMerchantUid: cashier.uid,
        currency: 'USDT',
        date: day,
        receiptAmount: '19.9',
        paymentAmount: '0',
        refundAmount: '0',
        computedAt: expect.any(String),
      },
    ]);

    const before = await t.db
      .select()
      .from(merchantDailyReports)
      .where(eq(merchantDailyReports.merchantUserId, shop.id));
    await money.merchantWallet.buildReport([day]);
    const out: string[] = [];
    await merchantReportCommand.run({
      database: t.database,
      modules: t.modules,
      values: { from: day, to: day },
      out: (l) => out.push(l),
    });
    expect(out[0]).toContain('1 day(s)');
    const after = await t.db
      .select()
      .from(merchantDailyReports)
      .where(eq(merchantDailyReports.merchantUserId, shop.id));
    expect(after.map((r) => [r.currency, r.receiptAmount, r.paymentAmount])).toEqual(
      before.map((r) => [r.currency, r.receiptAmount, r.paymentAmount]),
    );
    expect(after).toHaveLength(3);
  });

  it('picks up a later receipt of the same day on the next run (the job, throttled to once a minute)', async () => {
    await fund(t.db, shop, 'BTC', '2', cloud);
    const job = buildModules({ db: t.db, now: () => t.clock.now }).jobs.at(-1);
    expect(await job?.()).toMatchObject({ reportLines: expect.any(Number) });
    expect(await job?.()).toEqual({ reportLines: 0 });
    const page = await api(t).on('merchant').as(shop).call(report, { currency: 'BTC' });
    expect(page.items.map((l) => l.receiptAmount)).toEqual(['3.250000000000000001']);
  });
});

describe('Report/GetSubMerchantDailyReport', () => {
  it('filters by currency and date range and pages', async () => {
    const me = api(t).on('merchant').as(shop);
    expect((await me.call(report, { currency: 'USDT' })).items.map((l) => l.currency)).toEqual([
      'USDT',
      'USDT',
    ]);
    expect((await me.call(report, { startDate: '2020-01-01', endDate: '2020-01-31' })).totalCount).toBe(0);
    const first = await me.call(report, { MaxResultCount: 1 });
    expect(first.totalCount).toBe(3);
    expect(first.items).toHaveLength(1);
    expect((await me.fails(report, { startDate: '2026-02-02', endDate: '2026-02-01' })).status).toBe(400);
    expect((await me.fails(report, { startDate: '24/11/2026' })).status).toBe(400);
  });

  it('shows a merchant only its own lines; personal users get 403, and the call is on the merchant host only', async () => {
    const theirs = await api(t).on('merchant').as(other).call(report, {});
    expect(theirs.items.map((l) => [l.currency, l.receiptAmount])).toEqual([['USDT', '40']]);
    expect((await api(t).on('merchant').as(person).fails(report, {})).status).toBe(403);
    expect((await api(t).as(shop).send(report, {})).status).toBe(404);
    expect((await api(t).on('merchant').send(report, {})).status).toBe(401);
    const rows = await t.db
      .select()
      .from(merchantDailyReports)
      .where(eq(merchantDailyReports.merchantUserId, person.id));
    expect(rows).toHaveLength(0);
  });
});
