import {
  acceptorPairStatus,
  endpoints,
  errors,
  otcOrderKind,
  otcOrderStatus,
  walletType,
} from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { apiKeyFor, byApiKey } from '../../../test/api-keys';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { outboxTo } from '../../../test/codes';
import { seededBtcUsdt } from '../../../test/convert-helpers';
import { useTestApp } from '../../../test/harness';
import { anAcceptor, otcOrderRow, otcTransfersOf, runMoneyJobs, spot } from '../../../test/otc-helpers';
import { coins, otcOrders, otcPairs, otcQuotes } from '../../db/schema';
import { transferKind } from '../../ledger/ledger';
import { Dec } from '../../lib/money';

const { getSymbols, getQuote, createOrder, createQuickTradeOrder, getOrderList, getOrder } = endpoints.otc;
const { acceptOrder, declineOrder, updateStatus } = endpoints.acceptor;

const t = useTestApp();
let wide: Awaited<ReturnType<typeof anAcceptor>>;
let narrow: Awaited<ReturnType<typeof anAcceptor>>;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
const as = (user: TestUser | null) => api(t).as(user);

beforeAll(async () => {
  // A coin with no reference price, in a pair an acceptor offers (before any read).
  await t.db.insert(coins).values({ code: 'XAU', name: 'Gold', decimals: 4, sort: 99 });
  await t.db
    .insert(otcPairs)
    .values({ symbol: 'XAU/USDT', baseCoin: 'XAU', quoteCoin: 'USDT', priceDecimals: 2 });
  // Two desks on BTC/USDT: `wide` takes 0.001–5 at 1 % either way; `narrow` only 0.01–0.5, 0.5 % to
  // buyers (better) and 2 % to sellers (worse).
  wide = await anAcceptor(
    t,
    [
      ['BTC', '10'],
      ['USDT', '1000000'],
      ['XAU', '10'],
    ],
    [{ symbol: 'BTC/USDT' }, { symbol: 'XAU/USDT' }],
  );
  narrow = await anAcceptor(
    t,
    [
      ['BTC', '1'],
      ['USDT', '100000'],
    ],
    [
      {
        symbol: 'BTC/USDT',
        fields: {
          buyMinQuantity: '0.01',
          buyMaxQuantity: '0.5',
          sellMinQuantity: '0.01',
          sellMaxQuantity: '0.5',
          buyDeviation: '0.5',
          sellDeviation: '2',
        },
      },
    ],
  );
  alice = await aUser().verified().funded('USDT', '100000').funded('BTC', '2').create(t);
  bob = await aUser().verified().funded('USDT', '1000').create(t);
  carol = await aUser().unverified().funded('USDT', '1000').create(t);
});

const quoteOf = (user: TestUser, side: 'buy' | 'sell', quantity: string, symbol = 'BTC/USDT') =>
  as(user).call(getQuote, { symbol, side, quantity });

describe('PromissoryOrder/GetSymbols and GetOtcQuote', () => {
  it('lists the pairs with their decimals and an indicative price', async () => {
    const pairs = await as(null).call(getSymbols);
    expect(pairs.find((p) => p.symbol === 'BTC/USDT')).toEqual({
      ...seededBtcUsdt,
      referencePrice: '64250.5',
    });
    expect(pairs.find((p) => p.symbol === 'USDT/USD')?.referencePrice).toBe('1');
    expect(pairs.find((p) => p.symbol === 'XAU/USDT')?.referencePrice).toBeNull();
  });

  it('quotes the best acceptor whose range covers the quantity, bound to the user, with an expiry', async () => {
    // Buying 0.1: narrow 64250.5 × 1.005 = 64571.7525 → 64571.76 (up) beats wide's 64893.01.
    const cheap = await quoteOf(alice, 'buy', '0.1');
    expect(cheap).toMatchObject({
      symbol: 'BTC/USDT',
      side: 'buy',
      baseCoin: 'BTC',
      quoteCoin: 'USDT',
      quantity: '0.1',
      price: '64571.76',
      total: '6457.176',
      acceptorName: narrow.name,
      expiresInSeconds: 30,
    });
    expect(new Date(cheap.expiresAt).getTime()).toBe(t.clock.now.getTime() + 30_000);
    const [row] = await t.db.select().from(otcQuotes).where(eq(otcQuotes.id, cheap.quoteId));
    expect(row).toMatchObject({ userId: alice.id, configId: narrow.configIds[0], side: 'buy' });
    // 1 BTC is beyond narrow's range: wide's 64250.5 × 1.01 = 64893.005 → 64893.01.
    expect(await quoteOf(alice, 'buy', '1')).toMatchObject({ price: '64893.01', total: '64893.01' });
    // Selling, wide's 1 % (63607.995 → 63607.99, cut down) beats narrow's 2 %; the total is truncated.
    expect(await quoteOf(alice, 'sell', '0.1')).toMatchObject({
      price: '63607.99',
      total: '6360.799',
      acceptorName: wide.name,
    });
    // A quote moves nothing.
    expect(await spot(t, alice, 'USDT')).toEqual({ balance: '100000', available: '100000', frozen: '0' });
  });

  it('refuses what no acceptor covers (60201), an unknown pair (40001), no price (60012), a short balance (60028)', async () => {
    const before = (await t.db.select().from(otcQuotes)).length;
    // Beyond every desk: the refusal says the smallest and largest quantity offered (wide's 0.001–5).
    expect(await as(alice).fails(getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '6' })).toMatchObject(
      { status: 400, code: errors.otcNoOffer.code, data: { minQuantity: '0.001', maxQuantity: '5' } },
    );
    expect(
      await as(alice).fails(getQuote, { symbol: 'BTC/USDT', side: 'sell', quantity: '0.0001' }),
    ).toMatchObject({
      code: errors.otcNoOffer.code,
    });
    expect(
      await as(alice).fails(getQuote, { symbol: 'DOGE/USDT', side: 'buy', quantity: '1' }),
    ).toMatchObject({
      code: errors.currencyNotSupported.code,
    });
    expect(await as(alice).fails(getQuote, { symbol: 'XAU/USDT', side: 'buy', quantity: '1' })).toMatchObject(
      {
        code: errors.exchangeRateUnavailable.code,
      },
    );
    expect(await as(bob).fails(getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '0.1' })).toMatchObject(
      {
        code: errors.insufficientBalance.code,
      },
    );
    const decimals = await as(alice).fails(getQuote, {
      symbol: 'BTC/USDT',
      side: 'buy',
      quantity: '0.123456789',
    });
    expect(decimals).toMatchObject({ status: 400, code: errors.invalidInput.code });
    expect(decimals.validationErrors?.[0]?.field).toBe('quantity');
    expect((await t.db.select().from(otcQuotes)).length).toBe(before);
  });

  it('asks for a verified identity (60013) and a valid session (401)', async () => {
    expect(
      await as(carol).fails(getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '0.01' }),
    ).toMatchObject({
      code: errors.kycNotCertified.code,
    });
    const saved = t.clock.now;
    t.clock.now = new Date(saved.getTime() - 16 * 60_000);
    const stale = await t.tokenFor({ userId: alice.id, uid: alice.uid, accountType: alice.accountType });
    t.clock.now = saved;
    expect(
      await api(t)
        .as({ token: stale })
        .fails(getQuote, { symbol: 'BTC/USDT', side: 'buy', quantity: '0.01' }),
    ).toMatchObject({ status: 401 });
  });
});

describe('CreateOrder and the acceptor’s answer', () => {
  it('reserves both sides, once per quote; the acceptor accepts and both post', async () => {
    const q = await quoteOf(alice, 'buy', '0.1');
    const order = await as(alice).call(createOrder, { quoteId: q.quoteId, quantity: '0.1' });
    expect(order).toMatchObject({
      quoteId: q.quoteId,
      kind: otcOrderKind.members.order,
      status: otcOrderStatus.members.awaitingAcceptor,
      side: 'buy',
      quantity: '0.1',
      price: '64571.76',
      total: '6457.176',
      acceptorName: narrow.name,
      resolvedAt: null,
    });
    expect(order.userName).toMatch(/^\d{2}\*{4}\d{2}$/);
    expect(new Date(order.answerBy ?? '').getTime()).toBe(t.clock.now.getTime() + 15 * 60_000);
    // Both legs are pending: the user's USDT and the acceptor's BTC are reserved, nothing posted.
    expect(await spot(t, alice, 'USDT')).toEqual({
      balance: '100000',
      available: '93542.824',
      frozen: '6457.176',
    });
    expect(await spot(t, narrow, 'BTC')).toEqual({ balance: '1', available: '0.9', frozen: '0.1' });
    const legs = await otcTransfersOf(t.db, order.orderId);
    expect(legs.map((l) => [l.id, l.kind, l.amount]).sort()).toEqual([
      [`otc:${order.orderId}:deliver`, transferKind.pending, '0.100000000000000000'],
      [`otc:${order.orderId}:pay`, transferKind.pending, '6457.176000000000000000'],
    ]);
    // The same quote again: the same order, nothing more reserved; used for a quick trade: gone.
    expect((await as(alice).call(createOrder, { quoteId: q.quoteId, quantity: '0.1' })).orderId).toBe(
      order.orderId,
    );
    expect(
      await as(alice).fails(createQuickTradeOrder, { quoteId: q.quoteId, quantity: '0.1' }),
    ).toMatchObject({
      code: errors.quoteNotFound.code,
    });
    expect(await spot(t, alice, 'USDT')).toMatchObject({ frozen: '6457.176' });
    // The acceptor heard of it.
    const told = await outboxTo(t, narrow.email ?? '');
    expect(told.some((m) => m.kind === 'otcOrder' && m.body.includes(order.orderId))).toBe(true);

    const accepted = await as(narrow).call(acceptOrder, { orderId: order.orderId });
    expect(accepted).toMatchObject({ status: otcOrderStatus.members.completed });
    expect(accepted.resolvedAt).toBe(t.clock.now.toISOString());
    expect(await spot(t, alice, 'USDT')).toEqual({
      balance: '93542.824',
      available: '93542.824',
      frozen: '0',
    });
    expect(await spot(t, alice, 'BTC')).toEqual({ balance: '2.1', available: '2.1', frozen: '0' });
    expect(await spot(t, narrow, 'BTC')).toEqual({ balance: '0.9', available: '0.9', frozen: '0' });
    expect(await spot(t, narrow, 'USDT')).toEqual({
      balance: '106457.176',
      available: '106457.176',
      frozen: '0',
    });
    expect((await otcTransfersOf(t.db, order.orderId)).map((l) => l.id).sort()).toEqual([
      `otc:${order.orderId}:deliver`,
      `otc:${order.orderId}:deliver:post`,
      `otc:${order.orderId}:pay`,
      `otc:${order.orderId}:pay:post`,
    ]);
    // The same answer again returns the order; another answer is refused; nothing moves.
    expect((await as(narrow).call(acceptOrder, { orderId: order.orderId })).status).toBe(
      otcOrderStatus.members.completed,
    );
    expect(await as(narrow).fails(declineOrder, { orderId: order.orderId })).toMatchObject({
      code: errors.orderStatusInvalid.code,
    });
    expect(await otcTransfersOf(t.db, order.orderId)).toHaveLength(4);
    const userTold = await outboxTo(t, alice.email ?? '');
    expect(userTold.some((m) => m.body.includes(`${order.orderId}) was accepted`))).toBe(true);
  });

  it('an order the acceptor declines leaves both balances as before', async () => {
    const before = [
      await spot(t, alice, 'BTC'),
      await spot(t, alice, 'USDT'),
      await spot(t, wide, 'BTC'),
      await spot(t, wide, 'USDT'),
    ];
    const q = await quoteOf(alice, 'sell', '0.2');
    const order = await as(alice).call(createOrder, { quoteId: q.quoteId, quantity: '0.2' });
    expect(await spot(t, alice, 'BTC')).toMatchObject({ frozen: '0.2' });
    expect(await spot(t, wide, 'USDT')).toMatchObject({ frozen: '12721.598' });
    const declined = await as(wide).call(declineOrder, { orderId: order.orderId });
    expect(declined.status).toBe(otcOrderStatus.members.declined);
    const after = [
      await spot(t, alice, 'BTC'),
      await spot(t, alice, 'USDT'),
      await spot(t, wide, 'BTC'),
      await spot(t, wide, 'USDT'),
    ];
    expect(after).toEqual(before);
    const legs = await otcTransfersOf(t.db, order.orderId);
    expect(legs.filter((l) => l.kind === transferKind.voidPending)).toHaveLength(2);
    expect(await as(wide).fails(acceptOrder, { orderId: order.orderId })).toMatchObject({
      code: errors.orderStatusInvalid.code,
    });
  });

  it('refuses an expired (60101), foreign (60102) or changed (60103) quote, and a desk disabled since (60202)', async () => {
    const q = await quoteOf(alice, 'buy', '0.05');
    expect(await as(alice).fails(createOrder, { quoteId: q.quoteId, quantity: '0.06' })).toMatchObject({
      code: errors.quoteAmountChanged.code,
    });
    expect(await as(bob).fails(createOrder, { quoteId: q.quoteId, quantity: '0.05' })).toMatchObject({
      status: 404,
      code: errors.quoteNotFound.code,
    });
    t.clock.advance(30_000);
    expect(await as(alice).fails(createOrder, { quoteId: q.quoteId, quantity: '0.05' })).toMatchObject({
      code: errors.quoteExpired.code,
    });

    const live = await quoteOf(alice, 'buy', '0.05');
    const deskId = narrow.configIds[0] ?? 0;
    await as(narrow).call(updateStatus, { id: deskId, status: acceptorPairStatus.members.disabled });
    expect(await as(alice).fails(createOrder, { quoteId: live.quoteId, quantity: '0.05' })).toMatchObject({
      code: errors.otcOfferUnavailable.code,
    });
    await as(narrow).call(updateStatus, { id: deskId, status: acceptorPairStatus.members.enabled });
    const orders = await t.db.select().from(otcOrders).where(eq(otcOrders.quoteId, live.quoteId));
    expect(orders).toHaveLength(0);
    expect(await spot(t, alice, 'USDT')).toMatchObject({ frozen: '0' });
  });
});

describe('CreateQuickTradeOrder', () => {
  it('fills at once against the quoted acceptor: both legs posted, completed', async () => {
    const aliceUsdt = await spot(t, alice, 'USDT');
    const q = await quoteOf(alice, 'buy', '1');
    const order = await as(alice).call(createQuickTradeOrder, { quoteId: q.quoteId, quantity: '1' });
    expect(order).toMatchObject({
      kind: otcOrderKind.members.quickTrade,
      status: otcOrderStatus.members.completed,
      total: '64893.01',
      answerBy: null,
      acceptorName: wide.name,
    });
    expect(order.resolvedAt).toBe(order.createdAt);
    const legs = await otcTransfersOf(t.db, order.orderId);
    expect(legs.map((l) => l.kind)).toEqual([transferKind.posted, transferKind.posted]);
    expect((await spot(t, alice, 'USDT')).balance).toBe(
      new Dec(aliceUsdt.balance).minus('64893.01').toFixed(),
    );
    expect(await spot(t, wide, 'BTC')).toEqual({ balance: '9', available: '9', frozen: '0' });
    expect((await as(alice).call(createQuickTradeOrder, { quoteId: q.quoteId, quantity: '1' })).orderId).toBe(
      order.orderId,
    );
  });

  it('places with the coin catalogue read before its transaction (its 5 s cache gone cold)', async () => {
    // On PGlite a catalogue read inside the order's transaction waited for the transaction: the
    // server stopped answering for good (a CI run); now it would be refused with a 500.
    const q = await quoteOf(alice, 'buy', '0.01');
    t.clock.advance(6000);
    const order = await as(alice).call(createQuickTradeOrder, { quoteId: q.quoteId, quantity: '0.01' });
    expect(order.status).toBe(otcOrderStatus.members.completed);
    expect((await otcOrderRow(t.db, order.orderId))?.status).toBe(otcOrderStatus.members.completed);
  });

  it('refuses when the acceptor’s inventory went short since the quote (60202), moving nothing', async () => {
    const small = await anAcceptor(
      t,
      [['ETH', '1']],
      [{ symbol: 'ETH/USDT', fields: { buyDeviation: '0' } }],
    );
    const q = await quoteOf(alice, 'buy', '0.8', 'ETH/USDT');
    expect(q.acceptorName).toBe(small.name);
    const first = await quoteOf(alice, 'buy', '0.5', 'ETH/USDT');
    await as(alice).call(createQuickTradeOrder, { quoteId: first.quoteId, quantity: '0.5' });
    expect(
      await as(alice).fails(createQuickTradeOrder, { quoteId: q.quoteId, quantity: '0.8' }),
    ).toMatchObject({
      code: errors.otcOfferUnavailable.code,
    });
    expect(await spot(t, small, 'ETH')).toEqual({ balance: '0.5', available: '0.5', frozen: '0' });
    expect(await t.db.select().from(otcOrders).where(eq(otcOrders.quoteId, q.quoteId))).toHaveLength(0);
  });
});

describe('GetOrder and GetOrderList', () => {
  it('shows an order to its user and its acceptor only (40007 to anyone else)', async () => {
    const q = await quoteOf(alice, 'buy', '0.02');
    const order = await as(alice).call(createOrder, { quoteId: q.quoteId, quantity: '0.02' });
    expect((await as(alice).call(getOrder, { orderId: order.orderId })).orderId).toBe(order.orderId);
    expect((await as(narrow).call(getOrder, { orderId: order.orderId })).orderId).toBe(order.orderId);
    for (const other of [bob, wide])
      expect(await as(other).fails(getOrder, { orderId: order.orderId })).toMatchObject({
        status: 404,
        code: errors.orderNotFound.code,
      });
    // Another acceptor cannot answer it either.
    expect(await as(wide).fails(acceptOrder, { orderId: order.orderId })).toMatchObject({
      code: errors.orderNotFound.code,
    });
    expect((await otcOrderRow(t.db, order.orderId))?.status).toBe(otcOrderStatus.members.awaitingAcceptor);
    await as(narrow).call(declineOrder, { orderId: order.orderId });
  });

  it('pages the caller’s own orders, newest first, with filters', async () => {
    const all = await as(alice).call(getOrderList, { MaxResultCount: 100 });
    const rows = await t.db.select().from(otcOrders).where(eq(otcOrders.userId, alice.id));
    expect(all.totalCount).toBe(rows.length);
    expect(all.items.map((o) => o.createdAt)).toEqual(
      [...all.items.map((o) => o.createdAt)].sort().reverse(),
    );
    const quick = await as(alice).call(getOrderList, { kind: otcOrderKind.members.quickTrade });
    expect(quick.items.every((o) => o.kind === otcOrderKind.members.quickTrade)).toBe(true);
    expect(quick.totalCount).toBe(rows.filter((r) => r.kind === otcOrderKind.members.quickTrade).length);
    const declined = await as(alice).call(getOrderList, {
      status: otcOrderStatus.members.declined,
      side: 'sell',
    });
    expect(declined.totalCount).toBe(1);
    const page = await as(alice).call(getOrderList, { SkipCount: 1, MaxResultCount: 1 });
    expect(page.items[0]?.orderId).toBe(all.items[1]?.orderId);
    expect((await as(bob).call(getOrderList, {})).totalCount).toBe(0);
    expect((await as(alice).fails(getOrderList, { status: 9 })).code).toBe(errors.invalidInput.code);
  });
});

describe('API keys and identity', () => {
  it('takes signed API keys: trade to quote and place (and read), read to list only (spec §6)', async () => {
    const trader = await apiKeyFor(t, alice, ['trade']);
    const reader = await apiKeyFor(t, alice, ['read']);
    const q = await byApiKey(t, trader).call(getQuote, {
      symbol: 'BTC/USDT',
      side: 'sell',
      quantity: '0.01',
    });
    const order = await byApiKey(t, trader).call(createQuickTradeOrder, {
      quoteId: q.quoteId,
      quantity: '0.01',
    });
    expect(order.status).toBe(otcOrderStatus.members.completed);
    expect((await byApiKey(t, trader).call(getOrder, { orderId: order.orderId })).quoteId).toBe(q.quoteId);
    expect((await byApiKey(t, reader).call(getOrderList, {})).totalCount).toBeGreaterThan(0);
    expect(
      await byApiKey(t, reader).fails(getQuote, { symbol: 'BTC/USDT', side: 'sell', quantity: '0.01' }),
    ).toMatchObject({ status: 403, code: errors.forbidden.code });
  });

  it('places orders for verified users only (60013), nothing moving', async () => {
    const someQuote = { quoteId: 'pq_AAAAAAAAAAAAAAAAAAAAAA', quantity: '0.01' };
    expect((await as(carol).fails(createOrder, someQuote)).code).toBe(errors.kycNotCertified.code);
    expect((await as(carol).fails(createQuickTradeOrder, someQuote)).code).toBe(errors.kycNotCertified.code);
    expect((await as(null).fails(createOrder, someQuote)).status).toBe(401);
    expect(await spot(t, carol, 'USDT')).toEqual({ balance: '1000', available: '1000', frozen: '0' });
  });
});

describe('expiry', () => {
  it('voids an unanswered order once, by the job of any (re)started process; a late answer is refused', async () => {
    const before = [await spot(t, alice, 'USDT'), await spot(t, narrow, 'BTC')];
    const q = await quoteOf(alice, 'buy', '0.03');
    const order = await as(alice).call(createOrder, { quoteId: q.quoteId, quantity: '0.03' });
    t.clock.advance(15 * 60_000 - 1);
    expect((await runMoneyJobs(t)).otcOrdersExpired).toBe(0);
    t.clock.advance(1);
    expect(await as(narrow).fails(acceptOrder, { orderId: order.orderId })).toMatchObject({
      code: errors.orderStatusInvalid.code,
    });
    const [first, second] = await Promise.all([runMoneyJobs(t), runMoneyJobs(t)]);
    expect((first.otcOrdersExpired ?? 0) + (second.otcOrdersExpired ?? 0)).toBe(1);
    expect((await runMoneyJobs(t)).otcOrdersExpired).toBe(0);
    expect((await otcOrderRow(t.db, order.orderId))?.status).toBe(otcOrderStatus.members.expired);
    expect([await spot(t, alice, 'USDT'), await spot(t, narrow, 'BTC')]).toEqual(before);
    const voids = (await otcTransfersOf(t.db, order.orderId)).filter(
      (l) => l.kind === transferKind.voidPending,
    );
    expect(voids).toHaveLength(2);
    const userTold = await outboxTo(t, alice.email ?? '');
    expect(userTold.some((m) => m.body.includes(`${order.orderId}) expired unanswered`))).toBe(true);
  });
});

it('settles a currency on the fiat wallet (USDT/USD)', async () => {
  const fiat = walletType.members.fiat;
  const desk = await anAcceptor(
    t,
    [['USDT', '5000']],
    [{ symbol: 'USDT/USD', fields: { buyMinQuantity: '10', buyMaxQuantity: '1000', buyDeviation: '0.2' } }],
  );
  const dana = await aUser().verified().funded('USD', '500', fiat).create(t);
  const q = await quoteOf(dana, 'buy', '100', 'USDT/USD');
  // 1 × 1.002 = 1.002; 100 USDT cost 100.2 USD.
  expect(q).toMatchObject({ price: '1.002', total: '100.2', acceptorName: desk.name });
  await as(dana).call(createQuickTradeOrder, { quoteId: q.quoteId, quantity: '100' });
  expect((await balanceOf(t, dana, 'USD', fiat)).balance).toBe('399.8');
  expect((await balanceOf(t, desk, 'USD', fiat)).balance).toBe('100.2');
  expect((await balanceOf(t, dana, 'USDT')).balance).toBe('100');
});
