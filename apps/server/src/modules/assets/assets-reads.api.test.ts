import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFor, createUser } from '../../../test/builders';
import { startTestApp, type TestApp } from '../../../test/harness';
import { users } from '../../db/schema';
import { seedDemo } from '../../seed/seed-demo';
import { createPasswordHasher } from '../auth/auth.module';

const base = '/api/services/app/Assets';
let t: TestApp;
let alice: typeof users.$inferSelect;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }), t.clock.now);
  alice = (await t.db.select().from(users).where(eq(users.uid, '10000001')))[0] as typeof users.$inferSelect;
});
afterAll(() => t.close());

const get = async (path: string, user = alice) =>
  t.call({ method: 'GET', url: `${base}/${path}`, headers: await authFor(t, user) });

describe('Assets/GetAssetsSummary and GetAssetDistribution', () => {
  it('value every wallet in the pricing currency, truncated to its decimals', async () => {
    const res = await get('GetAssetsSummary');
    expect(res.body.result).toMatchObject({ currency: 'USD', total: '84088.07' });
    const wallets = (res.body.result as { wallets: { walletType: number; total: string }[] }).wallets;
    expect(wallets.slice(0, 3)).toEqual([
      { walletType: 0, total: '80220.07' },
      { walletType: 1, total: '500' },
      { walletType: 2, total: '3368' },
    ]);
    const eur = await get('GetAssetsSummary?currency=eur');
    expect(eur.body.result).toMatchObject({ currency: 'EUR', total: '77500.52' });
    expect((await get('GetAssetsSummary?currency=BTC')).body.error).toMatchObject({ code: 40001 });
  });

  it('convert the total to BTC, truncated to its decimals', async () => {
    // 84088.075 USD / 64250.50 USD per BTC = 1.30875362…
    expect((await get('GetAssetConversion')).body.result).toEqual({
      currency: 'USD',
      total: '84088.07',
      btc: '1.30875362',
    });
  });

  it('split the total by coin with percentages', async () => {
    const res = await get('GetAssetDistribution');
    const items = (res.body.result as { items: { coin: string; value: string; percent: string }[] }).items;
    expect(items.map((i) => [i.coin, i.percent])).toEqual([
      ['BTC', '64.94'],
      ['ETH', '15.58'],
      ['USDT', '15.45'],
      ['USD', '2.97'],
      ['EUR', '1.03'],
    ]);
  });

  it('show nothing of anyone else', async () => {
    const stranger = await createUser(t.db);
    expect((await get('GetAssetsSummary', stranger)).body.result).toMatchObject({ total: '0' });
    expect((await get('GetAssetDistribution', stranger)).body.result).toMatchObject({ items: [] });
    expect((await t.call({ method: 'GET', url: `${base}/GetAssetsSummary` })).status).toBe(401);
  });
});

describe('Assets/GetUserDepositWithdrawalAssetsHistory and GetUserAssetsHistory', () => {
  it('list deposits and withdrawals together, filtered', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${base}/GetUserDepositWithdrawalAssetsHistory`,
      headers: await authFor(t, alice),
      payload: { type: 1 },
    });
    const page = res.body.result as {
      totalCount: number;
      items: { coin: string; type: number; status: number }[];
    };
    expect(page.totalCount).toBe(4); // the four crypto deposits of the demo
    expect(page.items.every((i) => i.type === 1 && i.status === 2)).toBe(true);
    const btc = await t.call({
      method: 'POST',
      url: `${base}/GetUserDepositWithdrawalAssetsHistory`,
      headers: await authFor(t, alice),
      payload: { coin: 'BTC', type: 2 },
    });
    expect((btc.body.result as { totalCount: number }).totalCount).toBe(0);
    const bad = await t.call({
      method: 'POST',
      url: `${base}/GetUserDepositWithdrawalAssetsHistory`,
      headers: await authFor(t, alice),
      payload: { startTime: 'yesterday' },
    });
    expect(bad.status).toBe(400);
  });

  it('list posted movements of each wallet, signed', async () => {
    const res = await get('GetUserAssetsHistory?coin=USDT&MaxResultCount=10');
    const items = (res.body.result as { items: { walletType: number; amount: string; reason: string }[] })
      .items;
    expect(items.map((i) => [i.walletType, i.amount, i.reason]).sort()).toEqual(
      [
        [0, '12500', 'deposit'],
        [0, '500', 'deposit'],
        [0, '-500', 'transfer'],
        [1, '500', 'transfer'],
      ].sort(),
    );
    const fiat = await get('GetUserAssetsHistory?walletType=2');
    expect((fiat.body.result as { totalCount: number }).totalCount).toBe(2);
  });
});

describe('pricing currency', () => {
  it('lists the fiat currencies and keeps the caller’s choice', async () => {
    const list = await t.call({ method: 'GET', url: '/api/services/app/Basic/GetLegalPricingCurrencyList' });
    expect((list.body.result as { currency: string }[]).map((c) => c.currency)).toEqual([
      'USD',
      'EUR',
      'GBP',
    ]);
    const site = await t.call({
      method: 'GET',
      url: '/api/services/app/foundation/LegalCurrency/GetAllWebSiteLegalCoinList',
    });
    expect(site.body.result).toEqual(list.body.result);
    const set = async (currency: string, user = alice) =>
      t.call({
        method: 'POST',
        url: '/api/services/app/Profile/SetPricingCurrency',
        headers: await authFor(t, user),
        payload: { currency },
      });
    expect((await set('btc')).body.error).toMatchObject({ code: 40001 });
    expect((await set('eur')).body.result).toEqual({ currency: 'EUR' });
    expect((await get('GetAssetsSummary')).body.result).toMatchObject({ currency: 'EUR', total: '77500.52' });
    const ent = (
      await t.db.select().from(users).where(eq(users.uid, '10000002'))
    )[0] as typeof users.$inferSelect;
    expect((await get('GetAssetsSummary', ent)).body.result).toMatchObject({ currency: 'USD' });
    await set('USD');
  });
});

describe('merchant cloud wallet', () => {
  it('shows the cloud wallet to merchants only', async () => {
    const merchant = (
      await t.db.select().from(users).where(eq(users.uid, '10000003'))
    )[0] as typeof users.$inferSelect;
    const res = await get('GetCloudWalletAssets', merchant);
    const items = (res.body.result as { items: { coin: string; balance: string }[] }).items;
    expect(items.find((i) => i.coin === 'USDT')?.balance).toBe('25000');
    const history = await get('GetCloudWalletAssetsHistory', merchant);
    expect((history.body.result as { items: { amount: string }[] }).items.map((i) => i.amount)).toEqual([
      '25000',
    ]);
    expect((await get('GetCloudWalletAssets')).status).toBe(403);
    expect((await get('GetCloudWalletAssetsHistory')).status).toBe(403);
  });
});
