import { endpoints, errors, paymentChannel } from '@coffer/contract';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import type { TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { aDealer, aTrader, p2pOrderRow, requestId } from '../../../test/p2p-helpers';
import { createSandboxPrices, sandboxUsdPrices } from '../../adapters/prices/sandbox-prices';
import { p2pAds, p2pOrders } from '../../db/schema';

const e = endpoints.p2p;
const usd: Record<string, string> = { ...sandboxUsdPrices };
const t = useTestApp({ prices: createSandboxPrices(usd) });
const as = (u: TestUser | null) => api(t).as(u);
const { bankTransfer } = paymentChannel.members;

let dealer: Awaited<ReturnType<typeof aDealer>>;
let trader: TestUser;
beforeAll(async () => {
  dealer = await aDealer(t);
  trader = await aTrader(t);
});

const adRow = async (id: number) => (await t.db.select().from(p2pAds).where(eq(p2pAds.id, id)))[0];
const ordersOn = async (adId: number) => t.db.select().from(p2pOrders).where(eq(p2pOrders.adId, adId));
const same = (a: string | null | undefined, b: string) => new Decimal(a ?? 'NaN').eq(b);

/** A floating `buy` ad of the dealer's on USDT/USD: the reference price ± `margin` percent. */
const floatingAd = (margin: string) =>
  as(dealer).call(e.dealerPublishAd, {
    side: 'buy',
    coin: 'USDT',
    fiat: 'USD',
    priceType: 'floating',
    margin,
    minTotal: '10',
    maxTotal: '1000',
    available: '300',
    channels: [bankTransfer],
    windowMinutes: 15,
  });

const buyOn = (adId: number, quantity: string) =>
  as(trader).call(e.userBuyCoin, { adId, quantity, channel: bankTransfer, requestId: requestId() });

/** Sets the sandbox's USD price of a coin for the test's body, then puts it back. */
async function withUsdPrice(coin: string, price: string | undefined, body: () => Promise<void>) {
  const before = usd[coin];
  if (price === undefined) delete usd[coin];
  else usd[coin] = price;
  try {
    await body();
  } finally {
    usd[coin] = before ?? '';
  }
}

describe('ads priced on the reference price (a margin)', () => {
  it('follows the price adapter in the market, and an order keeps the price it was placed at', async () => {
    const ad = await floatingAd('2');
    expect(ad).toMatchObject({ priceType: 'floating', margin: '2', price: '1.02' });
    const row = await adRow(ad.id);
    expect(row?.price).toBeNull();
    expect(row?.priceType).toBe('floating');
    expect(same(row?.margin, '2')).toBe(true);

    let orderId = '';
    await withUsdPrice('USDT', '1.1', async () => {
      const market = await as(trader).call(e.getAds, { side: 'buy', coin: 'USDT', fiat: 'USD' });
      expect(market.find((a) => a.id === ad.id)?.price).toBe('1.122');
      // Best price first: the floating ad (1.122) now comes after the fixed one at 1.01.
      expect(market.findIndex((a) => a.id === ad.id)).toBeGreaterThan(
        market.findIndex((a) => a.id === dealer.buyAd.id),
      );
      expect((await as(trader).call(e.codeExchange, { adId: ad.id, total: '112.2' })).quantity).toBe('100');
      const order = await buyOn(ad.id, '100');
      expect(order).toMatchObject({ price: '1.122', total: '112.2' });
      orderId = order.orderId;
    });
    // The reference moved back: the ad's price follows, the order keeps its own.
    const market = await as(trader).call(e.getAds, { side: 'buy', coin: 'USDT', fiat: 'USD' });
    expect(market.find((a) => a.id === ad.id)?.price).toBe('1.02');
    expect((await as(trader).call(e.get, { orderId })).price).toBe('1.122');
    const saved = await p2pOrderRow(t, orderId);
    expect(same(saved?.price, '1.122') && same(saved?.total, '112.2')).toBe(true);
    expect(same((await adRow(ad.id))?.available, '200')).toBe(true);
  });

  it('without a reference price hides a floating ad and refuses orders on it (60012), writing nothing', async () => {
    const ad = await floatingAd('-1.5');
    expect(ad.price).toBe('0.985');
    await withUsdPrice('USDT', undefined, async () => {
      const market = await as(trader).call(e.getAds, { side: 'buy', coin: 'USDT', fiat: 'USD' });
      expect(market.some((a) => a.id === ad.id)).toBe(false);
      // Fixed ads do not need the adapter.
      expect(market.some((a) => a.id === dealer.buyAd.id)).toBe(true);
      const place = await as(trader).fails(e.userBuyCoin, {
        adId: ad.id,
        quantity: '50',
        channel: bankTransfer,
        requestId: requestId(),
      });
      expect(place.code).toBe(errors.exchangeRateUnavailable.code);
      expect((await as(trader).fails(e.codeExchange, { adId: ad.id, total: '50' })).code).toBe(
        errors.exchangeRateUnavailable.code,
      );
      // The dealer still sees its ad, with no price now.
      const own = (await as(dealer).call(e.dealerAds, {})).find((a) => a.id === ad.id);
      expect(own).toMatchObject({ price: null, margin: '-1.5' });
    });
    expect(await ordersOn(ad.id)).toEqual([]);
    expect(same((await adRow(ad.id))?.available, '300')).toBe(true);
  });

  it('refuses margins outside ±5 %, with more than 2 decimals or missing, and a fixed ad without a price (400)', async () => {
    const before = (await as(dealer).call(e.dealerAds, {})).length;
    const base = {
      side: 'buy',
      coin: 'USDT',
      fiat: 'USD',
      minTotal: '10',
      maxTotal: '1000',
      available: '300',
      channels: [bankTransfer],
      windowMinutes: 15,
    };
    const bad = [
      { ...base, priceType: 'floating', margin: '5.01' },
      { ...base, priceType: 'floating', margin: '-6' },
      { ...base, priceType: 'floating', margin: '1.234' },
      { ...base, priceType: 'floating', margin: 'abc' },
      { ...base, priceType: 'floating' },
      { ...base, priceType: 'fixed', margin: '1' },
      { ...base, priceType: 'sliding', margin: '1' },
    ];
    for (const input of bad) {
      const failure = await as(dealer).fails(e.dealerPublishAd, input);
      expect(failure.code, JSON.stringify(input)).toBe(errors.invalidInput.code);
    }
    // An edit is held to the same rule.
    const edit = { ...base, id: dealer.buyAd.id, priceType: 'floating', margin: '9' };
    expect((await as(dealer).fails(e.dealerUpdateAd, edit)).code).toBe(errors.invalidInput.code);
    expect((await as(dealer).call(e.dealerAds, {})).length).toBe(before);
    expect((await adRow(dealer.buyAd.id))?.priceType).toBe('fixed');
    // The edges are allowed, and a fixed ad may turn floating.
    expect((await floatingAd('+5')).margin).toBe('5');
    expect((await floatingAd('-5')).price).toBe('0.95');
  });
});

describe('editing an ad (UpdateAd): the side, the pair and the quantity its orders hold', () => {
  it('refuses a change of side or pair, and a quantity below what open orders hold, changing nothing', async () => {
    const owner = await aDealer(t);
    const edit = {
      id: owner.buyAd.id,
      side: 'buy' as const,
      coin: 'USDT',
      fiat: 'USD',
      price: '1.01',
      minTotal: '10',
      maxTotal: '1000',
      available: '500',
      channels: [bankTransfer],
      windowMinutes: 15,
    };
    const order = await buyOn(owner.buyAd.id, '100');
    const before = await adRow(owner.buyAd.id);
    expect(same(before?.available, '400')).toBe(true);
    const own = (await as(owner).call(e.dealerAds, {})).find((a) => a.id === owner.buyAd.id);
    expect(own).toMatchObject({ available: '400', held: '100' });

    const refusals = [
      [{ ...edit, side: 'sell' }, errors.invalidInput.code],
      [{ ...edit, fiat: 'EUR' }, errors.invalidInput.code],
      [{ ...edit, coin: 'BTC' }, errors.invalidInput.code],
      // 100 are held by the open order.
      [{ ...edit, available: '99.99' }, errors.amountOutOfRange.code],
    ] as const;
    for (const [input, code] of refusals)
      expect((await as(owner).fails(e.dealerUpdateAd, input)).code, JSON.stringify(input)).toBe(code);
    expect(await adRow(owner.buyAd.id)).toEqual(before);

    // 300 in all: 100 held by the order, 200 left for new ones; the cancelled order gives its 100 back.
    expect(await as(owner).call(e.dealerUpdateAd, { ...edit, available: '300' })).toMatchObject({
      available: '200',
      held: '100',
    });
    expect(same((await adRow(owner.buyAd.id))?.available, '200')).toBe(true);
    await as(trader).call(e.userCancelBuyCoin, { orderId: order.orderId });
    expect(same((await adRow(owner.buyAd.id))?.available, '300')).toBe(true);
    // With nothing held, the whole quantity is left.
    expect(await as(owner).call(e.dealerUpdateAd, { ...edit, available: '100' })).toMatchObject({
      available: '100',
      held: '0',
    });
  });
});
