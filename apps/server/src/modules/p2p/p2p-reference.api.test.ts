import { endpoints, errors, p2pAdStatus, paymentChannel } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { aDealer, addMethod, aTrader } from '../../../test/p2p-helpers';
import { createSandboxPrices, sandboxUsdPrices } from '../../adapters/prices/sandbox-prices';
import { p2pAds } from '../../db/schema';

const e = endpoints.p2p;
const usd: Record<string, string> = { ...sandboxUsdPrices };
const t = useTestApp({ prices: createSandboxPrices(usd) });
const as = (u: TestUser | null) => api(t).as(u);
const content = () => api(t).on('content');
const { bankTransfer, alipay, wechatPay } = paymentChannel.members;

let dealer: Awaited<ReturnType<typeof aDealer>>;
let trader: TestUser;
beforeAll(async () => {
  dealer = await aDealer(t);
  trader = await aTrader(t);
});

const adRow = async (id: number) => (await t.db.select().from(p2pAds).where(eq(p2pAds.id, id)))[0];

describe('the reference price (LegalCurrencyOrder/GetReferencePrice)', () => {
  it('answers the price adapter’s price in a P2P fiat, cut to 8 decimals', async () => {
    expect(await as(trader).call(e.getReferencePrice, { coin: 'usdt', fiat: 'USD' })).toMatchObject({
      coin: 'USDT',
      fiat: 'USD',
      price: '1',
    });
    // 64250.50 USD ÷ 0.1380 USD per CNY.
    expect((await as(trader).call(e.getReferencePrice, { coin: 'BTC', fiat: 'CNY' })).price).toBe(
      '465583.33333333',
    );
  });

  it('refuses what P2P does not trade (40001), a pair without a price (60012) and the signed out', async () => {
    const code = async (coin: string, fiat: string) =>
      (await as(trader).fails(e.getReferencePrice, { coin, fiat })).code;
    expect(await code('XYZ', 'USD')).toBe(errors.currencyNotSupported.code);
    expect(await code('USD', 'EUR')).toBe(errors.currencyNotSupported.code);
    expect(await code('USDT', 'GBP')).toBe(errors.currencyNotSupported.code);
    const eth = usd.ETH;
    delete usd.ETH;
    try {
      expect(await code('ETH', 'USD')).toBe(errors.exchangeRateUnavailable.code);
    } finally {
      usd.ETH = eth ?? '';
    }
    expect((await as(null).fails(e.getReferencePrice, { coin: 'USDT', fiat: 'USD' })).status).toBe(401);
  });
});

describe('what a total trades on an ad (LegalCurrencyOrder/CodeExchange)', () => {
  it('cuts the quantity down to the coin’s decimals and answers what it really costs, changing nothing', async () => {
    const before = await adRow(dealer.buyAd.id);
    const traded = await as(trader).call(e.codeExchange, { adId: dealer.buyAd.id, total: '100' });
    expect(traded).toMatchObject({ adId: dealer.buyAd.id, price: '1.01' });
    // 100 ÷ 1.01 = 99.0099…: never more crypto than the total pays for, never a total above it.
    expect(traded.quantity).toBe('99.0099');
    expect(traded.total).toBe('100');
    const sell = await as(trader).call(e.codeExchange, { adId: dealer.sellAd.id, total: '99' });
    expect(sell).toMatchObject({ price: '0.99', quantity: '100', total: '99' });
    expect(await adRow(dealer.buyAd.id)).toEqual(before);
  });

  it('answers as placing would: outside the limits 50014, beyond what is left 60022, paused or one’s own 60021', async () => {
    const below = await as(trader).fails(e.codeExchange, { adId: dealer.buyAd.id, total: '5' });
    expect(below).toMatchObject({
      code: errors.amountOutOfRange.code,
      validationErrors: [{ field: 'total', message: 'amount.outOfRange' }],
    });
    // 800 USD buys 792 USDT; the ad has 500 left.
    expect((await as(trader).fails(e.codeExchange, { adId: dealer.buyAd.id, total: '800' })).code).toBe(
      errors.adsRematchRequired.code,
    );
    expect((await as(dealer).fails(e.codeExchange, { adId: dealer.buyAd.id, total: '100' })).code).toBe(
      errors.adNotFound.code,
    );
    const other = await aDealer(t);
    await as(other).call(e.dealerSetAdStatus, { id: other.buyAd.id, status: p2pAdStatus.members.paused });
    expect((await as(trader).fails(e.codeExchange, { adId: other.buyAd.id, total: '100' })).code).toBe(
      errors.adNotFound.code,
    );
    expect((await as(trader).fails(e.codeExchange, { adId: 999_999, total: '100' })).code).toBe(
      errors.adNotFound.code,
    );
    expect((await as(null).fails(e.codeExchange, { adId: dealer.buyAd.id, total: '100' })).status).toBe(401);
  });
});

describe('the desk’s reference lists', () => {
  it('lists the coins one can buy with fiat now (foundation/LegalCurrency/GetLegalCoinBuyCode), to anyone', async () => {
    const coins = await as(null).call(e.getLegalCoinBuyCode, {});
    expect(coins).toContainEqual({ coin: 'USDT', fiats: ['USD'] });
    expect(await as(null).call(e.getLegalCoinBuyCode, { fiat: 'EUR' })).toEqual([]);
  });

  it('gives each P2P fiat its decimals and the crypto it trades (Basic/GetLegalCurrencyCoinConfig)', async () => {
    const config = await as(null).call(e.getLegalCurrencyCoinConfig);
    expect(config.map((c) => [c.fiat, c.decimals])).toEqual([
      ['USD', 2],
      ['EUR', 2],
      ['CNY', 2],
    ]);
    expect(config[0]?.coins).toContainEqual({ coin: 'USDT', decimals: expect.any(Number) });
    expect(config[0]?.coins.some((c) => c.coin === 'USD')).toBe(false);
  });

  it('lists the payment types a method can be added for, marking the caller’s used ones (GettReceiptPaymentMethodList)', async () => {
    const user = await aTrader(t);
    await addMethod(t, user, bankTransfer);
    expect(await as(user).call(e.getReceiptPaymentMethodList)).toEqual([
      { channel: bankTransfer, used: true },
      { channel: alipay, used: false },
      { channel: wechatPay, used: false },
    ]);
    // Another user's methods are not the caller's.
    expect((await as(await aUser().create(t)).call(e.getReceiptPaymentMethodList)).some((c) => c.used)).toBe(
      false,
    );
    expect((await as(null).fails(e.getReceiptPaymentMethodList)).status).toBe(401);
  });

  it('on the content host: the pairs with a live ad and their sides, and the payment types by currency', async () => {
    const pairs = await content().call(e.getWebsiteSupportCurrencyPairList);
    expect(pairs).toContainEqual({ coin: 'USDT', fiat: 'USD', buy: true, sell: true });
    const types = await content().call(e.getPayTypeByCurrency, { currency: 'USD' });
    expect(types.map((x) => x.channel)).toEqual([bankTransfer, alipay]);
    expect(types.every((x) => x.ads >= 2)).toBe(true);
    expect(await content().call(e.getPayTypeByCurrency, { currency: 'CNY' })).toEqual([]);
    expect((await content().fails(e.getPayTypeByCurrency, { currency: 'GBP' })).code).toBe(
      errors.currencyNotSupported.code,
    );
  });
});
