import { endpoints, errors, exchangeStatus, kycStatus, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFor, createUser, fund } from '../../../test/builders';
import {
  convertCalls,
  convertTransfersOf,
  flashBalance,
  inventory,
  orderCount,
  ordersOf,
  stockMarketMaker,
} from '../../../test/convert-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { coins, convertPairs, convertQuotes } from '../../db/schema';

const flash = walletType.members.flashExchange;
type User = Awaited<ReturnType<typeof createUser>>;
type Quote = { quoteId: string; fromAmount: string; toAmount: string; price: string; expiresAt: string };
type Order = { orderId: string; quoteId: string; status: number; fromAmount: string; toAmount: string };

let t: TestApp;
let api: ReturnType<typeof convertCalls>;
let alice: User;
let bob: User;
let carol: User;

beforeAll(async () => {
  t = await startTestApp();
  api = convertCalls(t);
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  carol = await createUser(t.db, { kycStatus: kycStatus.members.unverified });
  await fund(t.db, alice, 'USDT', '10000', flash);
  await fund(t.db, alice, 'BTC', '1', flash);
  await fund(t.db, bob, 'USDT', '1000', flash);
  await fund(t.db, carol, 'USDT', '1000', flash);
  for (const [coin, amount] of [
    ['BTC', '10'],
    ['USDT', '1000000'],
    ['ETH', '1'],
    ['TRX', '1'],
  ] as const)
    await stockMarketMaker(t.db, coin, amount);
  // Before the first read caches them: a coin with no reference price in a pair, and a disabled pair.
  await t.db.insert(coins).values({ code: 'XAU', name: 'Gold', decimals: 4, sort: 99 });
  await t.db.insert(convertPairs).values({
    symbol: 'XAU/USDT',
    baseCoin: 'XAU',
    quoteCoin: 'USDT',
    baseMinAmount: '0.01',
    baseMaxAmount: '100',
    quoteMinAmount: '10',
    quoteMaxAmount: '100000',
    priceDecimals: 2,
    spreadBps: 50,
    sort: 99,
  });
  await t.db.update(convertPairs).set({ enabled: false }).where(eq(convertPairs.symbol, 'USDC/USDT'));
});
afterAll(() => t.close());

const quoteOf = (res: { body: Record<string, unknown> }) => res.body.result as Quote;
const orderOf = (res: { body: Record<string, unknown> }) => res.body.result as Order;
const codeOf = (res: { body: Record<string, unknown> }) => (res.body.error as { code: number } | null)?.code;

describe('pairs and their configuration', () => {
  it('lists the convertible coins, what a coin converts into, the limits and indicative prices', async () => {
    const symbols = await api.get(endpoints.convert.getSymbols.path, null);
    expect(symbols.status).toBe(200);
    const listed = (symbols.body.result as { coin: string }[]).map((c) => c.coin);
    expect(listed).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT', 'TRX', 'USD']));
    expect(listed).not.toContain('USDC'); // only in the disabled pair

    const btc = await api.get(endpoints.convert.getExchangeCoins.path, null, { coin: 'btc' });
    expect(btc.body.result).toEqual([
      { coin: 'USDT', name: 'Tether USD', decimals: 6, symbol: 'BTC/USDT', side: 'sell' },
      { coin: 'ETH', name: 'Ethereum', decimals: 8, symbol: 'ETH/BTC', side: 'buy' },
    ]);

    const configs = (await api.get(endpoints.convert.getCoinConfigList.path, null)).body.result as {
      symbol: string;
      enabled: boolean;
    }[];
    expect(configs.find((c) => c.symbol === 'BTC/USDT')).toEqual({
      symbol: 'BTC/USDT',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      baseDecimals: 8,
      quoteDecimals: 6,
      priceDecimals: 2,
      baseMinAmount: '0.0001',
      baseMaxAmount: '5',
      quoteMinAmount: '10',
      quoteMaxAmount: '300000',
      enabled: true,
    });
    expect(configs.find((c) => c.symbol === 'USDC/USDT')?.enabled).toBe(false);

    const pairs = (await api.get(endpoints.convert.getPairs.path, null)).body.result as {
      symbol: string;
      referencePrice: string | null;
    }[];
    expect(pairs.find((p) => p.symbol === 'BTC/USDT')?.referencePrice).toBe('64250.5');
    expect(pairs.find((p) => p.symbol === 'ETH/BTC')?.referencePrice).toBe('0.048571');
    expect(pairs.find((p) => p.symbol === 'XAU/USDT')?.referencePrice).toBeNull();
  });
});

describe('ConvertQuote and CurrencyFlashExchange', () => {
  it('sells BTC for USDT at the quoted price: both legs move once, the order is complete', async () => {
    const quoted = await api.quote(alice, { symbol: 'btc/usdt', side: 'sell', fromAmount: '0.12345678' });
    expect(quoted.status).toBe(200);
    const quote = quoteOf(quoted);
    // 64250.5 − 0.5 % = 63929.2475; 0.12345678 × 63929.2475 = 7892.49904417… → 6 decimals, cut.
    expect(quote).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'sell',
      fromCoin: 'BTC',
      toCoin: 'USDT',
      fromAmount: '0.12345678',
      toAmount: '7892.499044',
      price: '63929.2475',
      expiresInSeconds: 10,
    });
    expect(new Date(quote.expiresAt).getTime()).toBe(t.clock.now.getTime() + 10_000);
    // A quote moves nothing.
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('1');
    const [row] = await t.db.select().from(convertQuotes).where(eq(convertQuotes.id, quote.quoteId));
    expect(row).toMatchObject({ userId: alice.id, side: 'sell', fromCoin: 'BTC', toCoin: 'USDT' });

    const executed = await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '0.12345678' });
    expect(executed.status).toBe(200);
    const order = orderOf(executed);
    expect(order).toMatchObject({
      quoteId: quote.quoteId,
      status: exchangeStatus.members.complete,
      fromAmount: '0.12345678',
      toAmount: '7892.499044',
      price: '63929.2475',
    });
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('0.87654322');
    expect(await flashBalance(t.db, alice, 'USDT')).toBe('17892.499044');
    expect(await inventory(t.db, 'BTC')).toBe('10.12345678');
    expect(await inventory(t.db, 'USDT')).toBe('992107.500956');
    const legs = await convertTransfersOf(t.db, quote.quoteId);
    expect(legs.map((l) => [l.id.split(':')[2], l.asset, l.reason]).sort()).toEqual([
      ['pay', 'BTC', 'convert'],
      ['receive', 'USDT', 'convert'],
    ]);
    expect(await ordersOf(t.db, quote.quoteId)).toHaveLength(1);
  });

  it('buys BTC with USDT: the amount received is truncated to BTC’s 8 decimals', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '1000' }));
    // 64250.5 + 0.5 % = 64571.7525; 1000 / 64571.7525 = 0.0154866452… → 0.01548664.
    expect(quote).toMatchObject({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      price: '64571.7525',
      toAmount: '0.01548664',
    });
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('0.87654322');
    const order = orderOf(await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '1000.000' }));
    expect(order.toAmount).toBe('0.01548664');
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('0.89202986');
    expect(await flashBalance(t.db, alice, 'USDT')).toBe('16892.499044');
  });

  it('executes a quote used twice once, and answers the retry with the same order', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '50' }));
    const first = orderOf(await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '50' }));
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const again = await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '50' });
    expect(again.status).toBe(200);
    expect(orderOf(again).orderId).toBe(first.orderId);
    // Even once the quote has expired, the retry finds the order rather than an error.
    t.clock.advance(60_000);
    expect(orderOf(await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '50' })).orderId).toBe(
      first.orderId,
    );
    expect(await flashBalance(t.db, alice, 'USDT')).toBe(usdt);
    expect(await convertTransfersOf(t.db, quote.quoteId)).toHaveLength(2);
    expect(await ordersOf(t.db, quote.quoteId)).toHaveLength(1);
  });

  it('executes the same quote sent 10 times at once exactly once', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '20' }));
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => api.execute(alice, { quoteId: quote.quoteId, fromAmount: '20' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => orderOf(a).orderId)).size).toBe(1);
    expect(Number(usdt) - Number(await flashBalance(t.db, alice, 'USDT'))).toBeCloseTo(20, 9);
    expect(await convertTransfersOf(t.db, quote.quoteId)).toHaveLength(2);
  });

  it('never executes an expired quote (10 s, strictly), and moves nothing', async () => {
    const late = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '30' }));
    const justInTime = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '31' }));
    t.clock.advance(9_999);
    expect((await api.execute(alice, { quoteId: justInTime.quoteId, fromAmount: '31' })).status).toBe(200);
    t.clock.advance(1);
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const refused = await api.execute(alice, { quoteId: late.quoteId, fromAmount: '30' });
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe(errors.quoteExpired.code);
    expect(await flashBalance(t.db, alice, 'USDT')).toBe(usdt);
    expect(await convertTransfersOf(t.db, late.quoteId)).toHaveLength(0);
    expect(await ordersOf(t.db, late.quoteId)).toHaveLength(0);
  });

  it('refuses another user’s quote and an unknown one alike (404), and moves nothing', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '40' }));
    const foreign = await api.execute(bob, { quoteId: quote.quoteId, fromAmount: '40' });
    expect(foreign.status).toBe(404);
    expect(codeOf(foreign)).toBe(errors.quoteNotFound.code);
    const unknown = await api.execute(bob, { quoteId: 'cq_AAAAAAAAAAAAAAAAAAAAAA', fromAmount: '40' });
    expect(codeOf(unknown)).toBe(errors.quoteNotFound.code);
    expect(await flashBalance(t.db, bob, 'USDT')).toBe('1000');
    expect(await ordersOf(t.db, quote.quoteId)).toHaveLength(0);
    // The owner can still use it.
    expect((await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '40' })).status).toBe(200);
  });

  it('refuses a changed amount (60103) and moves nothing', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '60' }));
    const changed = await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '61' });
    expect(changed.status).toBe(400);
    expect(codeOf(changed)).toBe(errors.quoteAmountChanged.code);
    expect(await convertTransfersOf(t.db, quote.quoteId)).toHaveLength(0);
  });

  it('quotes only what the flash-exchange wallet holds (60028), and refuses at execution when it no longer does', async () => {
    const short = await api.quote(bob, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '1000.01' });
    expect(codeOf(short)).toBe(errors.insufficientBalance.code);
    const quote = quoteOf(await api.quote(bob, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '800' }));
    // Bob moves most of it to spot before confirming.
    const moved = await t.call({
      method: 'POST',
      url: endpoints.transfers.transfer.path,
      headers: await authFor(t, bob),
      payload: { coin: 'USDT', amount: '500', fromWalletType: flash, toWalletType: walletType.members.spot },
    });
    expect(moved.status).toBe(200);
    const refused = await api.execute(bob, { quoteId: quote.quoteId, fromAmount: '800' });
    expect(refused.status).toBe(400);
    expect(codeOf(refused)).toBe(errors.insufficientBalance.code);
    expect(await flashBalance(t.db, bob, 'USDT')).toBe('500');
    expect(await flashBalance(t.db, bob, 'BTC')).toBe('0');
    expect(await convertTransfersOf(t.db, quote.quoteId)).toHaveLength(0);
  });

  it('refuses a pair without a reference price (60012) and a disabled pair (60104)', async () => {
    const noRate = await api.quote(alice, { symbol: 'XAU/USDT', side: 'buy', fromAmount: '10' });
    expect(noRate.status).toBe(503);
    expect(codeOf(noRate)).toBe(errors.exchangeRateUnavailable.code);
    const disabled = await api.quote(alice, { symbol: 'USDC/USDT', side: 'buy', fromAmount: '10' });
    expect(codeOf(disabled)).toBe(errors.convertPairDisabled.code);
    const unknown = await api.quote(alice, { symbol: 'BTC/EUR', side: 'buy', fromAmount: '10' });
    expect(codeOf(unknown)).toBe(errors.currencyNotSupported.code);
  });

  it('refuses a pair disabled between the quote and the execution', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'ETH/USDT', side: 'buy', fromAmount: '100' }));
    await t.db.update(convertPairs).set({ enabled: false }).where(eq(convertPairs.symbol, 'ETH/USDT'));
    const refused = await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '100' });
    await t.db.update(convertPairs).set({ enabled: true }).where(eq(convertPairs.symbol, 'ETH/USDT'));
    expect(codeOf(refused)).toBe(errors.convertPairDisabled.code);
    expect(await convertTransfersOf(t.db, quote.quoteId)).toHaveLength(0);
  });

  it('keeps the amount paid within the pair’s bounds and the coin’s decimals', async () => {
    const below = await api.quote(alice, { symbol: 'BTC/USDT', side: 'sell', fromAmount: '0.00009999' });
    expect(codeOf(below)).toBe(errors.belowSingleMinimum.code);
    expect((below.body.error as { data: unknown }).data).toEqual({ min: '0.0001' });
    const above = await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '300000.000001' });
    expect(codeOf(above)).toBe(errors.aboveSingleMaximum.code);
    expect((above.body.error as { data: unknown }).data).toEqual({ max: '300000' });
    const decimals = await api.quote(alice, { symbol: 'BTC/USDT', side: 'sell', fromAmount: '0.123456789' });
    expect(decimals.status).toBe(400);
    expect(codeOf(decimals)).toBe(errors.invalidInput.code);
    const bounds = await api.quote(alice, { symbol: 'BTC/USDT', side: 'sell', fromAmount: '0.0001' });
    expect(bounds.status).toBe(200);
  });

  it('refuses a quote the market maker’s inventory cannot pay (60105), and a second one once the first used it', async () => {
    const trx = await api.quote(alice, { symbol: 'TRX/USDT', side: 'buy', fromAmount: '10' });
    expect(trx.status).toBe(503);
    expect(codeOf(trx)).toBe(errors.convertLiquidityShort.code);
    // The market maker holds 1 ETH: two quotes of ~0.8 ETH each are given, only one can execute.
    const one = quoteOf(await api.quote(alice, { symbol: 'ETH/USDT', side: 'buy', fromAmount: '2500' }));
    const two = quoteOf(await api.quote(alice, { symbol: 'ETH/USDT', side: 'buy', fromAmount: '2600' }));
    expect((await api.execute(alice, { quoteId: one.quoteId, fromAmount: '2500' })).status).toBe(200);
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const refused = await api.execute(alice, { quoteId: two.quoteId, fromAmount: '2600' });
    expect(codeOf(refused)).toBe(errors.convertLiquidityShort.code);
    expect(await flashBalance(t.db, alice, 'USDT')).toBe(usdt);
    expect(Number(await inventory(t.db, 'ETH'))).toBeGreaterThanOrEqual(0);
  });

  it('is for verified users (60013) and signed-in callers (401)', async () => {
    const quote = await api.quote(carol, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' });
    expect(codeOf(quote)).toBe(errors.kycNotCertified.code);
    const execute = await api.execute(carol, { quoteId: 'cq_AAAAAAAAAAAAAAAAAAAAAA', fromAmount: '10' });
    expect(codeOf(execute)).toBe(errors.kycNotCertified.code);
    expect((await api.quote(null, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' })).status).toBe(401);
    expect((await api.execute(null, { quoteId: 'cq_AAAAAAAAAAAAAAAAAAAAAA', fromAmount: '10' })).status).toBe(
      401,
    );
    expect((await api.history(null, {})).status).toBe(401);
    expect((await api.get(endpoints.convert.getAssets.path, null)).status).toBe(401);
    expect(await flashBalance(t.db, carol, 'USDT')).toBe('1000');
  });
});

describe('orders, history and the flash-exchange wallet', () => {
  it('finds an order by its id or its quote, for its owner only', async () => {
    const quote = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '15' }));
    const order = orderOf(await api.execute(alice, { quoteId: quote.quoteId, fromAmount: '15' }));
    expect(orderOf(await api.status(alice, { orderId: order.orderId })).quoteId).toBe(quote.quoteId);
    expect(orderOf(await api.status(alice, { quoteId: quote.quoteId })).orderId).toBe(order.orderId);
    const foreign = await api.status(bob, { orderId: order.orderId });
    expect(foreign.status).toBe(404);
    expect(codeOf(foreign)).toBe(errors.orderNotFound.code);
    expect((await api.status(alice, {})).status).toBe(400);
    expect((await api.status(alice, { orderId: order.orderId, quoteId: quote.quoteId })).status).toBe(400);
    // A quote never executed has no order.
    const idle = quoteOf(await api.quote(alice, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '16' }));
    expect(codeOf(await api.status(alice, { quoteId: idle.quoteId }))).toBe(errors.orderNotFound.code);
  });

  it('pages the caller’s history, newest first, filtered by coin and status', async () => {
    const all = await api.history(alice, { MaxResultCount: 100 });
    const page = all.body.result as {
      totalCount: number;
      items: (Order & { fromCoin: string; toCoin: string })[];
    };
    expect(page.totalCount).toBeGreaterThanOrEqual(8);
    expect(page.items.every((o) => o.status === exchangeStatus.members.complete)).toBe(true);
    const eth = (await api.history(alice, { coin: 'ETH' })).body.result as typeof page;
    expect(eth.totalCount).toBe(1);
    expect(eth.items[0]?.toCoin).toBe('ETH');
    const failed = (await api.history(alice, { status: exchangeStatus.members.failure })).body
      .result as typeof page;
    expect(failed.totalCount).toBe(0);
    const two = (await api.history(alice, { MaxResultCount: 2, SkipCount: 1 })).body.result as typeof page;
    expect(two.items.map((o) => o.orderId)).toEqual(page.items.slice(1, 3).map((o) => o.orderId));
    expect(((await api.history(bob, {})).body.result as typeof page).totalCount).toBe(0);
  });

  it('shows the flash-exchange wallet and its movements (Convert/GetAssets, GetAssetsHistory)', async () => {
    const wallet = (await api.get(endpoints.convert.getAssets.path, alice)).body.result as {
      walletType: number;
      items: { coin: string; balance: string }[];
    };
    expect(wallet.walletType).toBe(flash);
    expect(wallet.items.map((i) => i.coin)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT', 'USD']));
    expect(wallet.items.find((i) => i.coin === 'USDT')?.balance).toBe(
      await flashBalance(t.db, alice, 'USDT'),
    );
    const entries = (await api.get(endpoints.convert.getAssetsHistory.path, alice, { coin: 'ETH' })).body
      .result as { totalCount: number; items: { amount: string; reason: string; walletType: number }[] };
    expect(entries.totalCount).toBe(1);
    expect(entries.items[0]).toMatchObject({ reason: 'convert', walletType: flash });
    expect(await orderCount(t.db)).toBeGreaterThan(0);
  });
});
