import { endpoints, errors, exchangeStatus, walletType } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { apiKeyFor, byApiKey } from '../../../test/api-keys';
import { aUser, type TestUser } from '../../../test/builders';
import {
  convertTransfersOf,
  flashBalance,
  inventory,
  orderCount,
  ordersOf,
  seededBtcUsdt,
  stockMarketMaker,
} from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { coins, convertPairs, convertQuotes } from '../../db/schema';
import { Dec } from '../../lib/money';

const flash = walletType.members.flashExchange;
const { quote, execute, getOrderStatus, getHistory } = endpoints.convert;

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
const as = (user: TestUser | null) => api(t).as(user);

beforeAll(async () => {
  alice = await aUser().verified().funded('USDT', '10000', flash).funded('BTC', '1', flash).create(t);
  bob = await aUser().verified().funded('USDT', '1000', flash).create(t);
  carol = await aUser().unverified().funded('USDT', '1000', flash).create(t);
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

const buyBtc = (user: TestUser, fromAmount: string) =>
  as(user).call(quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount });

describe('pairs and their configuration', () => {
  it('lists the convertible coins, what a coin converts into, the limits and indicative prices', async () => {
    const listed = (await as(null).call(endpoints.convert.getSymbols)).map((c) => c.coin);
    expect(listed).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT', 'TRX', 'USD']));
    expect(listed).not.toContain('USDC'); // only in the disabled pair

    expect(await as(null).call(endpoints.convert.getExchangeCoins, { coin: 'btc' })).toEqual([
      { coin: 'USDT', name: 'Tether USD', decimals: 6, symbol: 'BTC/USDT', side: 'sell' },
      { coin: 'ETH', name: 'Ethereum', decimals: 8, symbol: 'ETH/BTC', side: 'buy' },
    ]);

    const configs = await as(null).call(endpoints.convert.getCoinConfigList);
    expect(configs.find((c) => c.symbol === 'BTC/USDT')).toEqual({
      ...seededBtcUsdt,
      baseMinAmount: '0.0001',
      baseMaxAmount: '5',
      quoteMinAmount: '10',
      quoteMaxAmount: '300000',
      enabled: true,
    });
    expect(configs.find((c) => c.symbol === 'USDC/USDT')?.enabled).toBe(false);

    const pairs = await as(null).call(endpoints.convert.getPairs);
    expect(pairs.find((p) => p.symbol === 'BTC/USDT')?.referencePrice).toBe('64250.5');
    expect(pairs.find((p) => p.symbol === 'ETH/BTC')?.referencePrice).toBe('0.048571');
    expect(pairs.find((p) => p.symbol === 'XAU/USDT')?.referencePrice).toBeNull();
  });
});

describe('ConvertQuote and CurrencyFlashExchange', () => {
  it('sells BTC for USDT at the quoted price: both legs move once, the order is complete', async () => {
    const quoted = await as(alice).call(quote, {
      symbol: 'btc/usdt',
      side: 'sell',
      fromAmount: '0.12345678',
    });
    // 64250.5 − 0.5 % = 63929.2475; 0.12345678 × 63929.2475 = 7892.49904417… → 6 decimals, cut.
    expect(quoted).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'sell',
      fromCoin: 'BTC',
      toCoin: 'USDT',
      fromAmount: '0.12345678',
      toAmount: '7892.499044',
      price: '63929.2475',
      expiresInSeconds: 10,
    });
    expect(new Date(quoted.expiresAt).getTime()).toBe(t.clock.now.getTime() + 10_000);
    // A quote moves nothing.
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('1');
    const [row] = await t.db.select().from(convertQuotes).where(eq(convertQuotes.id, quoted.quoteId));
    expect(row).toMatchObject({ userId: alice.id, side: 'sell', fromCoin: 'BTC', toCoin: 'USDT' });

    const order = await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '0.12345678' });
    expect(order).toMatchObject({
      quoteId: quoted.quoteId,
      status: exchangeStatus.members.complete,
      fromAmount: '0.12345678',
      toAmount: '7892.499044',
      price: '63929.2475',
    });
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('0.87654322');
    expect(await flashBalance(t.db, alice, 'USDT')).toBe('17892.499044');
    expect(await inventory(t.db, 'BTC')).toBe('10.12345678');
    expect(await inventory(t.db, 'USDT')).toBe('992107.500956');
    const legs = await convertTransfersOf(t.db, quoted.quoteId);
    expect(legs.map((l) => [l.id.split(':')[2], l.asset, l.reason]).sort()).toEqual([
      ['pay', 'BTC', 'convert'],
      ['receive', 'USDT', 'convert'],
    ]);
    expect(await ordersOf(t.db, quoted.quoteId)).toHaveLength(1);
  });

  it('buys BTC with USDT: the amount received is truncated to BTC’s 8 decimals', async () => {
    const quoted = await buyBtc(alice, '1000');
    // 64250.5 + 0.5 % = 64571.7525; 1000 / 64571.7525 = 0.0154866452… → 0.01548664.
    expect(quoted).toMatchObject({
      fromCoin: 'USDT',
      toCoin: 'BTC',
      price: '64571.7525',
      toAmount: '0.01548664',
    });
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('0.87654322');
    const order = await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '1000.000' });
    expect(order.toAmount).toBe('0.01548664');
    expect(await flashBalance(t.db, alice, 'BTC')).toBe('0.89202986');
    expect(await flashBalance(t.db, alice, 'USDT')).toBe('16892.499044');
  });

  it('executes a quote used twice once, and answers the retry with the same order', async () => {
    const quoted = await buyBtc(alice, '50');
    const first = await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '50' });
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const again = await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '50' });
    expect(again.orderId).toBe(first.orderId);
    // Even once the quote has expired, the retry finds the order rather than an error.
    t.clock.advance(60_000);
    expect((await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '50' })).orderId).toBe(
      first.orderId,
    );
    expect(await flashBalance(t.db, alice, 'USDT')).toBe(usdt);
    expect(await convertTransfersOf(t.db, quoted.quoteId)).toHaveLength(2);
    expect(await ordersOf(t.db, quoted.quoteId)).toHaveLength(1);
  });

  it('executes the same quote sent 10 times at once exactly once', async () => {
    const quoted = await buyBtc(alice, '20');
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const orders = await Promise.all(
      Array.from({ length: 10 }, () =>
        as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '20' }),
      ),
    );
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(1);
    expect(new Dec(usdt).minus(await flashBalance(t.db, alice, 'USDT')).toFixed()).toBe('20');
    expect(await convertTransfersOf(t.db, quoted.quoteId)).toHaveLength(2);
  });

  it('never executes an expired quote (10 s, strictly), and moves nothing', async () => {
    const late = await buyBtc(alice, '30');
    const justInTime = await buyBtc(alice, '31');
    t.clock.advance(9_999);
    await as(alice).call(execute, { quoteId: justInTime.quoteId, fromAmount: '31' });
    t.clock.advance(1);
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const refused = await as(alice).fails(execute, { quoteId: late.quoteId, fromAmount: '30' });
    expect(refused).toMatchObject({ status: 400, code: errors.quoteExpired.code });
    expect(await flashBalance(t.db, alice, 'USDT')).toBe(usdt);
    expect(await convertTransfersOf(t.db, late.quoteId)).toHaveLength(0);
    expect(await ordersOf(t.db, late.quoteId)).toHaveLength(0);
  });

  it('refuses another user’s quote and an unknown one alike (404), and moves nothing', async () => {
    const quoted = await buyBtc(alice, '40');
    const foreign = await as(bob).fails(execute, { quoteId: quoted.quoteId, fromAmount: '40' });
    expect(foreign).toMatchObject({ status: 404, code: errors.quoteNotFound.code });
    const unknown = await as(bob).fails(execute, { quoteId: 'cq_AAAAAAAAAAAAAAAAAAAAAA', fromAmount: '40' });
    expect(unknown.code).toBe(errors.quoteNotFound.code);
    expect(await flashBalance(t.db, bob, 'USDT')).toBe('1000');
    expect(await ordersOf(t.db, quoted.quoteId)).toHaveLength(0);
    // The owner can still use it.
    await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '40' });
  });

  it('refuses a changed amount (60103) and moves nothing', async () => {
    const quoted = await buyBtc(alice, '60');
    const changed = await as(alice).fails(execute, { quoteId: quoted.quoteId, fromAmount: '61' });
    expect(changed).toMatchObject({ status: 400, code: errors.quoteAmountChanged.code });
    expect(await convertTransfersOf(t.db, quoted.quoteId)).toHaveLength(0);
  });

  it('quotes only what the flash-exchange wallet holds (60028), and refuses at execution when it no longer does', async () => {
    const short = await as(bob).fails(quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '1000.01' });
    expect(short.code).toBe(errors.insufficientBalance.code);
    const quoted = await buyBtc(bob, '800');
    // Bob moves most of it to spot before confirming.
    await as(bob).call(endpoints.transfers.transfer, {
      coin: 'USDT',
      amount: '500',
      fromWalletType: flash,
      toWalletType: walletType.members.spot,
    });
    const refused = await as(bob).fails(execute, { quoteId: quoted.quoteId, fromAmount: '800' });
    expect(refused).toMatchObject({ status: 400, code: errors.insufficientBalance.code });
    expect(await flashBalance(t.db, bob, 'USDT')).toBe('500');
    expect(await flashBalance(t.db, bob, 'BTC')).toBe('0');
    expect(await convertTransfersOf(t.db, quoted.quoteId)).toHaveLength(0);
  });

  it('refuses a pair without a reference price (60012), a disabled pair (60104) and an unknown one (40001)', async () => {
    const noRate = await as(alice).fails(quote, { symbol: 'XAU/USDT', side: 'buy', fromAmount: '10' });
    expect(noRate).toMatchObject({ status: 503, code: errors.exchangeRateUnavailable.code });
    const disabled = await as(alice).fails(quote, { symbol: 'USDC/USDT', side: 'buy', fromAmount: '10' });
    expect(disabled.code).toBe(errors.convertPairDisabled.code);
    const unknown = await as(alice).fails(quote, { symbol: 'BTC/EUR', side: 'buy', fromAmount: '10' });
    expect(unknown.code).toBe(errors.currencyNotSupported.code);
  });

  it('refuses a pair disabled between the quote and the execution', async () => {
    const quoted = await as(alice).call(quote, { symbol: 'ETH/USDT', side: 'buy', fromAmount: '100' });
    await t.db.update(convertPairs).set({ enabled: false }).where(eq(convertPairs.symbol, 'ETH/USDT'));
    const refused = await as(alice).fails(execute, { quoteId: quoted.quoteId, fromAmount: '100' });
    await t.db.update(convertPairs).set({ enabled: true }).where(eq(convertPairs.symbol, 'ETH/USDT'));
    expect(refused.code).toBe(errors.convertPairDisabled.code);
    expect(await convertTransfersOf(t.db, quoted.quoteId)).toHaveLength(0);
  });

  it('keeps the amount paid within the pair’s bounds and the coin’s decimals', async () => {
    const below = await as(alice).fails(quote, {
      symbol: 'BTC/USDT',
      side: 'sell',
      fromAmount: '0.00009999',
    });
    expect(below).toMatchObject({ code: errors.belowSingleMinimum.code, data: { min: '0.0001' } });
    const above = await as(alice).fails(quote, {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '300000.000001',
    });
    expect(above).toMatchObject({ code: errors.aboveSingleMaximum.code, data: { max: '300000' } });
    const decimals = await as(alice).fails(quote, {
      symbol: 'BTC/USDT',
      side: 'sell',
      fromAmount: '0.123456789',
    });
    expect(decimals).toMatchObject({ status: 400, code: errors.invalidInput.code });
    await as(alice).call(quote, { symbol: 'BTC/USDT', side: 'sell', fromAmount: '0.0001' });
  });

  it('refuses a quote the market maker’s inventory cannot pay (60105), and a second one once the first used it', async () => {
    const trx = await as(alice).fails(quote, { symbol: 'TRX/USDT', side: 'buy', fromAmount: '10' });
    expect(trx).toMatchObject({ status: 503, code: errors.convertLiquidityShort.code });
    // The market maker holds 1 ETH: two quotes of ~0.8 ETH each are given, only one can execute.
    const ethQuote = (fromAmount: string) =>
      as(alice).call(quote, { symbol: 'ETH/USDT', side: 'buy', fromAmount });
    const one = await ethQuote('2500');
    const two = await ethQuote('2600');
    await as(alice).call(execute, { quoteId: one.quoteId, fromAmount: '2500' });
    const usdt = await flashBalance(t.db, alice, 'USDT');
    const refused = await as(alice).fails(execute, { quoteId: two.quoteId, fromAmount: '2600' });
    expect(refused.code).toBe(errors.convertLiquidityShort.code);
    expect(await flashBalance(t.db, alice, 'USDT')).toBe(usdt);
    expect(new Dec(await inventory(t.db, 'ETH')).isNegative()).toBe(false);
  });

  it('takes signed API keys: trade for quotes and executions (and reads), read for orders and history only (spec §6)', async () => {
    const trader = await apiKeyFor(t, bob, ['trade']);
    const reader = await apiKeyFor(t, alice, ['read']);
    const quoted = await byApiKey(t, trader).call(quote, {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '10',
    });
    const order = await byApiKey(t, trader).call(execute, { quoteId: quoted.quoteId, fromAmount: '10' });
    expect(order.status).toBe(exchangeStatus.members.complete);
    expect(await flashBalance(t.db, bob, 'BTC')).toBe(quoted.toAmount);
    // trade includes read (the key reads its own orders); a read-only key reads but cannot trade.
    expect((await byApiKey(t, trader).call(getOrderStatus, { orderId: order.orderId })).quoteId).toBe(
      quoted.quoteId,
    );
    expect((await byApiKey(t, reader).call(getHistory, {})).totalCount).toBeGreaterThan(0);
    const refused = await byApiKey(t, reader).fails(quote, {
      symbol: 'BTC/USDT',
      side: 'buy',
      fromAmount: '10',
    });
    expect(refused).toMatchObject({ status: 403, code: errors.forbidden.code });
  });

  it('is for verified users (60013) and signed-in callers (401)', async () => {
    const input = { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' } as const;
    const someQuote = { quoteId: 'cq_AAAAAAAAAAAAAAAAAAAAAA', fromAmount: '10' };
    expect((await as(carol).fails(quote, input)).code).toBe(errors.kycNotCertified.code);
    expect((await as(carol).fails(execute, someQuote)).code).toBe(errors.kycNotCertified.code);
    expect((await as(null).fails(quote, input)).status).toBe(401);
    expect((await as(null).fails(execute, someQuote)).status).toBe(401);
    expect((await as(null).fails(getHistory, {})).status).toBe(401);
    expect((await as(null).fails(endpoints.convert.getAssets, {})).status).toBe(401);
    expect(await flashBalance(t.db, carol, 'USDT')).toBe('1000');
  });
});

describe('orders, history and the flash-exchange wallet', () => {
  it('finds an order by its id or its quote, for its owner only', async () => {
    const quoted = await buyBtc(alice, '15');
    const order = await as(alice).call(execute, { quoteId: quoted.quoteId, fromAmount: '15' });
    expect((await as(alice).call(getOrderStatus, { orderId: order.orderId })).quoteId).toBe(quoted.quoteId);
    expect((await as(alice).call(getOrderStatus, { quoteId: quoted.quoteId })).orderId).toBe(order.orderId);
    const foreign = await as(bob).fails(getOrderStatus, { orderId: order.orderId });
    expect(foreign).toMatchObject({ status: 404, code: errors.orderNotFound.code });
    expect((await as(alice).fails(getOrderStatus, {})).status).toBe(400);
    expect(
      (await as(alice).fails(getOrderStatus, { orderId: order.orderId, quoteId: quoted.quoteId })).status,
    ).toBe(400);
    // A quote never executed has no order.
    const idle = await buyBtc(alice, '16');
    expect((await as(alice).fails(getOrderStatus, { quoteId: idle.quoteId })).code).toBe(
      errors.orderNotFound.code,
    );
  });

  it('pages the caller’s history, newest first, filtered by coin and status', async () => {
    const page = await as(alice).call(getHistory, { MaxResultCount: 100 });
    expect(page.totalCount).toBeGreaterThanOrEqual(8);
    expect(page.items.every((o) => o.status === exchangeStatus.members.complete)).toBe(true);
    const eth = await as(alice).call(getHistory, { coin: 'ETH' });
    expect(eth.totalCount).toBe(1);
    expect(eth.items[0]?.toCoin).toBe('ETH');
    expect((await as(alice).call(getHistory, { status: exchangeStatus.members.failure })).totalCount).toBe(0);
    const two = await as(alice).call(getHistory, { MaxResultCount: 2, SkipCount: 1 });
    expect(two.items.map((o) => o.orderId)).toEqual(page.items.slice(1, 3).map((o) => o.orderId));
    expect((await as(carol).call(getHistory, {})).totalCount).toBe(0);
  });

  it('shows the flash-exchange wallet and its movements (Convert/GetAssets, GetAssetsHistory)', async () => {
    const wallet = await as(alice).call(endpoints.convert.getAssets);
    expect(wallet.walletType).toBe(flash);
    expect(wallet.items.map((i) => i.coin)).toEqual(expect.arrayContaining(['BTC', 'ETH', 'USDT', 'USD']));
    expect(wallet.items.find((i) => i.coin === 'USDT')?.balance).toBe(
      await flashBalance(t.db, alice, 'USDT'),
    );
    const entries = await as(alice).call(endpoints.convert.getAssetsHistory, { coin: 'ETH' });
    expect(entries.totalCount).toBe(1);
    expect(entries.items[0]).toMatchObject({ reason: 'convert', walletType: flash });
    expect(await orderCount(t.db)).toBeGreaterThan(0);
  });
});
