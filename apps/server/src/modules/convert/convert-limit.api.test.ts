import { type ConvertSide, endpoints, errors, exchangeStatus, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { flashAccount, inventory, limitTransfersOf, stockMarketMaker } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { createSandboxPrices, sandboxUsdPrices } from '../../adapters/prices/sandbox-prices';
import { convertLimitOrders, convertPairs } from '../../db/schema';
import { verifyLedger } from '../../ledger/verify';
import { buildModules } from '../../modules';

const flash = walletType.members.flashExchange;
const { createLimitOrder, cancelLimitOrder, getPromissoryHistory } = endpoints.convert;
const { inProgress, complete, cancelled, expired } = exchangeStatus.members;
const week = 7 * 86_400_000;

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
/** The reference prices the jobs see (USD per coin): a test moves them to reach a limit. */
const usd = { ...sandboxUsdPrices };
const as = (user: TestUser | null) => api(t).as(user);

/** The background jobs as a server process builds them, over this file's database, clock and prices. */
const aProcess = () => buildModules({ db: t.db, now: () => t.clock.now, prices: createSandboxPrices(usd) });
async function runJobs(process = aProcess()) {
  const counts: Record<string, number> = {};
  for (const job of process.jobs) Object.assign(counts, await job());
  return { filled: counts.convertLimitOrdersFilled ?? 0, expired: counts.convertLimitOrdersExpired ?? 0 };
}
const orderRow = async (orderId: string) =>
  (await t.db.select().from(convertLimitOrders).where(eq(convertLimitOrders.id, orderId)))[0];

beforeAll(async () => {
  alice = await aUser().verified().funded('USDT', '10000', flash).funded('BTC', '1', flash).create(t);
  bob = await aUser().verified().funded('USDT', '1000', flash).create(t);
  await stockMarketMaker(t.db, 'BTC', '10');
  await stockMarketMaker(t.db, 'USDT', '1000000');
  await stockMarketMaker(t.db, 'ETH', '0.1');
  // Before the first read caches the pairs (5 s).
  await t.db.update(convertPairs).set({ enabled: false }).where(eq(convertPairs.symbol, 'USDC/USDT'));
});

/** A limit order placed on a pair (BTC/USDT unless named). */
const placeOrder = (
  user: TestUser,
  side: ConvertSide,
  fromAmount: string,
  limitPrice: string,
  symbol = 'BTC/USDT',
) => as(user).call(createLimitOrder, { symbol, side, fromAmount, limitPrice });
const buyBtc = (user: TestUser, fromAmount: string, limitPrice: string) =>
  placeOrder(user, 'buy', fromAmount, limitPrice);
/** A buy that must be refused: its error. */
const buyFails = (user: TestUser, fromAmount: string, limitPrice: string, symbol = 'BTC/USDT') =>
  as(user).fails(createLimitOrder, { symbol, side: 'buy', fromAmount, limitPrice });

describe('CreateCoinTradeOrder and the fill job', () => {
  it('reserves the amount paid, waits for its price, then fills once at the limit price, truncated', async () => {
    const order = await buyBtc(alice, '1000', '60000');
    expect(order).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'buy',
      fromCoin: 'USDT',
      toCoin: 'BTC',
      fromAmount: '1000',
      limitPrice: '60000',
      toAmount: null,
      status: inProgress,
      finishedAt: null,
    });
    expect(new Date(order.expiresAt).getTime()).toBe(t.clock.now.getTime() + week);
    expect(await flashAccount(t.db, alice, 'USDT')).toMatchObject({
      balance: '10000',
      frozen: '1000',
      available: '9000',
    });
    // The house buys at 64250.5 + 0.5 %: above the limit, nothing fills.
    expect((await runJobs()).filled).toBe(0);
    expect((await orderRow(order.orderId))?.status).toBe(inProgress);

    // At 59,800 the house's buying price is 60,099: still above 60,000.
    usd.BTC = '59800';
    expect((await runJobs()).filled).toBe(0);
    // At 59,700 it is 59,998.5: reached. It fills at 60,000: 1000 / 60000 = 0.0166666… → 0.01666666.
    usd.BTC = '59700';
    expect((await runJobs()).filled).toBe(1);
    expect(await orderRow(order.orderId)).toMatchObject({
      status: complete,
      toAmount: '0.016666660000000000',
    });
    expect(await flashAccount(t.db, alice, 'USDT')).toMatchObject({ balance: '9000', frozen: '0' });
    expect((await flashAccount(t.db, alice, 'BTC')).balance).toBe('1.01666666');
    expect(await inventory(t.db, 'BTC')).toBe('9.98333334');
    expect(await inventory(t.db, 'USDT')).toBe('1001000');
    expect((await limitTransfersOf(t.db, order.orderId)).map((l) => l.id.split(':')[2]).sort()).toEqual([
      'pay',
      'receive',
      'reserve',
    ]);
    // A later run, or a restarted process, acts on it no more.
    expect((await runJobs()).filled).toBe(0);
    expect((await runJobs(aProcess())).filled).toBe(0);
    expect((await flashAccount(t.db, alice, 'BTC')).balance).toBe('1.01666666');
    usd.BTC = sandboxUsdPrices.BTC ?? '';
  });

  it('sells at or above the limit: fills when the house’s selling price reaches it', async () => {
    const order = await placeOrder(alice, 'sell', '0.1', '70000.5');
    expect(await flashAccount(t.db, alice, 'BTC')).toMatchObject({ frozen: '0.1', available: '0.91666666' });
    // 70,351 − 0.5 % = 69,999.245: below the limit.
    usd.BTC = '70351';
    expect((await runJobs()).filled).toBe(0);
    usd.BTC = '70352'; // 70,000.24: still below.
    expect((await runJobs()).filled).toBe(0);
    usd.BTC = '70353'; // 70,001.235: reached; 0.1 × 70,000.5 = 7,000.05 USDT.
    expect((await runJobs()).filled).toBe(1);
    expect((await orderRow(order.orderId))?.status).toBe(complete);
    expect((await flashAccount(t.db, alice, 'BTC')).balance).toBe('0.91666666');
    expect((await flashAccount(t.db, alice, 'USDT')).balance).toBe('16000.05');
    usd.BTC = sandboxUsdPrices.BTC ?? '';
  });

  it('two processes running the job at once fill an order once', async () => {
    const order = await buyBtc(alice, '100', '70000');
    const [one, two] = await Promise.all([runJobs(aProcess()), runJobs(aProcess())]);
    expect(one.filled + two.filled).toBe(1);
    expect(await limitTransfersOf(t.db, order.orderId)).toHaveLength(3);
    expect((await orderRow(order.orderId))?.status).toBe(complete);
  });

  it('stays in progress while the market maker’s inventory is short, and fills once it is stocked', async () => {
    // The market maker holds 0.1 ETH; at 3,000 1,000 USDT buys 0.33333333 ETH.
    const order = await placeOrder(alice, 'buy', '1000', '3200', 'ETH/USDT');
    expect((await runJobs()).filled).toBe(0);
    expect((await orderRow(order.orderId))?.status).toBe(inProgress);
    expect(await inventory(t.db, 'ETH')).toBe('0.1');
    expect((await flashAccount(t.db, alice, 'USDT')).frozen).toBe('1000');
    expect(await limitTransfersOf(t.db, order.orderId)).toHaveLength(1);
    await stockMarketMaker(t.db, 'ETH', '1');
    expect((await runJobs()).filled).toBe(1);
    // 1000 / 3200 = 0.3125 ETH.
    expect(await orderRow(order.orderId)).toMatchObject({
      status: complete,
      toAmount: '0.312500000000000000',
    });
    expect(await inventory(t.db, 'ETH')).toBe('0.7875');
  });

  it('refuses what a quote refuses, and moves nothing', async () => {
    const before = await flashAccount(t.db, bob, 'USDT');
    const short = await buyFails(bob, '1000.01', '60000');
    expect(short).toMatchObject({ status: 400, code: errors.insufficientBalance.code });
    const disabled = await buyFails(bob, '10', '1', 'USDC/USDT');
    expect(disabled.code).toBe(errors.convertPairDisabled.code);
    const unknown = await buyFails(bob, '10', '1', 'BTC/EUR');
    expect(unknown.code).toBe(errors.currencyNotSupported.code);
    const below = await buyFails(bob, '9.99', '60000');
    expect(below).toMatchObject({ code: errors.belowSingleMinimum.code, data: { min: '10' } });
    for (const limitPrice of ['0', '-1', '60000.001', 'abc', '1e5']) {
      const bad = await buyFails(bob, '100', limitPrice);
      expect(bad, limitPrice).toMatchObject({ status: 400, code: errors.invalidInput.code });
    }
    // A price so high that 10 USDT buys less than a satoshi.
    expect((await buyFails(bob, '10', '1000000000000')).code).toBe(errors.belowSingleMinimum.code);
    expect(await flashAccount(t.db, bob, 'USDT')).toEqual(before);
    expect(await t.db.select().from(convertLimitOrders).where(eq(convertLimitOrders.userId, bob.id))).toEqual(
      [],
    );
  });
});

describe('cancel, expiry and the promissory history', () => {
  it('cancels an order in progress once: the reservation is released, nothing else moves', async () => {
    const order = await buyBtc(bob, '400', '50000');
    expect((await flashAccount(t.db, bob, 'USDT')).available).toBe('600');
    const done = await as(bob).call(cancelLimitOrder, { orderId: order.orderId });
    expect(done).toMatchObject({ status: cancelled, toAmount: null });
    expect(done.finishedAt).not.toBeNull();
    expect(await flashAccount(t.db, bob, 'USDT')).toMatchObject({ balance: '1000', available: '1000' });
    const again = await as(bob).fails(cancelLimitOrder, { orderId: order.orderId });
    expect(again).toMatchObject({ status: 400, code: errors.orderCancelled.code });
    // A cancelled order never fills, whatever the price.
    usd.BTC = '40000';
    expect((await runJobs()).filled).toBe(0);
    usd.BTC = sandboxUsdPrices.BTC ?? '';
    expect((await limitTransfersOf(t.db, order.orderId)).map((l) => l.id.split(':')[2]).sort()).toEqual([
      'release',
      'reserve',
    ]);
  });

  it('refuses another user’s order like an unknown one (404), and a filled one (40006)', async () => {
    const order = await buyBtc(bob, '100', '50000');
    const foreign = await as(alice).fails(cancelLimitOrder, { orderId: order.orderId });
    expect(foreign).toMatchObject({ status: 404, code: errors.orderNotFound.code });
    const unknown = await as(alice).fails(cancelLimitOrder, { orderId: 'cl_AAAAAAAAAAAAAAAAAAAAAA' });
    expect(unknown.code).toBe(errors.orderNotFound.code);
    expect((await orderRow(order.orderId))?.status).toBe(inProgress);
    expect((await flashAccount(t.db, bob, 'USDT')).frozen).toBe('100');

    const filled = await buyBtc(alice, '100', '70000');
    await runJobs();
    const refused = await as(alice).fails(cancelLimitOrder, { orderId: filled.orderId });
    expect(refused).toMatchObject({ status: 400, code: errors.orderCompleted.code });
    await as(bob).call(cancelLimitOrder, { orderId: order.orderId });
  });

  it('expires an order at the end of its validity, once, releasing the reservation', async () => {
    const order = await buyBtc(bob, '300', '50000');
    t.clock.advance(week - 1);
    expect((await runJobs()).expired).toBe(0);
    t.clock.advance(1);
    usd.BTC = '40000'; // reached, but too late: expiry comes first
    const [one, two] = await Promise.all([runJobs(aProcess()), runJobs(aProcess())]);
    usd.BTC = sandboxUsdPrices.BTC ?? '';
    expect(one.expired + two.expired).toBe(1);
    expect(one.filled + two.filled).toBe(0);
    expect((await runJobs()).expired).toBe(0);
    expect(await orderRow(order.orderId)).toMatchObject({ status: expired, toAmount: null });
    expect(await flashAccount(t.db, bob, 'USDT')).toMatchObject({ balance: '1000', available: '1000' });
    expect((await as(bob).fails(cancelLimitOrder, { orderId: order.orderId })).code).toBe(
      errors.orderStatusInvalid.code,
    );
  });

  it('lists the caller’s limit orders, newest first, filtered by status and coin', async () => {
    const open = await buyBtc(alice, '50', '1000');
    const all = await as(alice).call(getPromissoryHistory, { MaxResultCount: 100 });
    expect(all.items[0]?.orderId).toBe(open.orderId);
    expect(all.totalCount).toBe(6);
    const inFlight = await as(alice).call(getPromissoryHistory, { status: inProgress });
    expect(inFlight.items.map((o) => o.orderId)).toEqual([open.orderId]);
    expect((await as(alice).call(getPromissoryHistory, { status: complete })).totalCount).toBe(5);
    expect((await as(alice).call(getPromissoryHistory, { coin: 'ETH' })).totalCount).toBe(1);
    const bobs = await as(bob).call(getPromissoryHistory, {});
    expect(bobs.items.map((o) => o.status).sort()).toEqual([cancelled, cancelled, expired]);
    expect((await as(null).fails(getPromissoryHistory, {})).status).toBe(401);
    await as(alice).call(cancelLimitOrder, { orderId: open.orderId });
  });

  it('is for verified users (60013); the ledger holds', async () => {
    const carol = await aUser().unverified().funded('USDT', '100', flash).create(t);
    const refused = await buyFails(carol, '10', '1000');
    expect(refused.code).toBe(errors.kycNotCertified.code);
    expect((await as(null).fails(cancelLimitOrder, { orderId: 'cl_AAAAAAAAAAAAAAAAAAAAAA' })).status).toBe(
      401,
    );
    expect((await verifyLedger(t.db)).problems).toEqual([]);
  });
});
