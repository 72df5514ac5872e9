import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, type LooseInput } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { users } from '../../db/schema';
import { seedDemo } from '../../seed/seed-demo';
import { createPasswordHasher } from '../auth/auth.module';

const assets = endpoints.assets;
type User = typeof users.$inferSelect;
const t = useTestApp();
let alice: User;

beforeAll(async () => {
  await seedDemo(t.db, createPasswordHasher({ memoryCost: 1024, timeCost: 1 }), t.clock.now);
  alice = (await demoUser('10000001'))[0] as User;
});

const demoUser = (uid: string) => t.db.select().from(users).where(eq(users.uid, uid));
const get = <E extends (typeof assets)[keyof typeof assets]>(
  endpoint: E,
  input?: LooseInput<E>,
  user = alice,
) => api(t).as(user).send(endpoint, input);

describe('Assets/GetAssetsSummary and GetAssetDistribution', () => {
  it('value every wallet in the pricing currency, truncated to its decimals', async () => {
    // The demo's fiat wallet holds its cash account too: 5,000 EUR × 1.085 + 2,000 GBP × 1.271 = 7,967 USD;
    // and its global account (seed/demo-global.ts): Acme's 2,000.00 EUR pay-in credited less its
    // 2.00 fee, 1,998 EUR × 1.085 = 2,167.83 USD (so 11,335 + 2,167.83 and 92,055.075 + 2,167.83).
    const res = await get(assets.getAssetsSummary);
    expect(res.result).toMatchObject({ currency: 'USD', total: '94222.9' });
    expect(res.result?.wallets.slice(0, 3)).toEqual([
      { walletType: 0, total: '80220.07' },
      { walletType: 1, total: '500' },
      { walletType: 2, total: '13502.83' },
    ]);
    // 84,843.38 EUR before the global account's 1,998 EUR.
    const eur = await get(assets.getAssetsSummary, { currency: 'eur' });
    expect(eur.result).toMatchObject({ currency: 'EUR', total: '86841.38' });
    expect((await get(assets.getAssetsSummary, { currency: 'BTC' })).error).toMatchObject({ code: 40001 });
  });

  it('convert the total to BTC, truncated to its decimals', async () => {
    // 94222.905 USD (with the demo global account's 1,998 EUR) / 64250.50 USD per BTC = 1.46649294…
    expect((await get(assets.getAssetConversion)).result).toEqual({
      currency: 'USD',
      total: '94222.9',
      btc: '1.46649294',
    });
  });

  it('split the total by coin with percentages', async () => {
    const items = (await api(t).as(alice).call(assets.getAssetDistribution)).items;
    // EUR holds the demo global account's 1,998 EUR too (2,167.83 of the 94,222.90 USD).
    expect(items.map((i) => [i.coin, i.percent])).toEqual([
      ['BTC', '57.96'],
      ['ETH', '13.91'],
      ['USDT', '13.79'],
      ['EUR', '8.97'],
      ['GBP', '2.69'],
      ['USD', '2.65'],
    ]);
  });

  it('show nothing of anyone else', async () => {
    const stranger = await aUser().verified().create(t);
    expect((await get(assets.getAssetsSummary, {}, stranger)).result).toMatchObject({ total: '0' });
    expect((await get(assets.getAssetDistribution, {}, stranger)).result).toMatchObject({ items: [] });
    expect((await api(t).send(assets.getAssetsSummary)).status).toBe(401);
  });
});

describe('Assets/GetUserDepositWithdrawalAssetsHistory and GetUserAssetsHistory', () => {
  it('list deposits and withdrawals together, filtered', async () => {
    const history = assets.getUserDepositWithdrawalAssetsHistory;
    const page = await api(t).as(alice).call(history, { type: 1 });
    expect(page.totalCount).toBe(4); // the four crypto deposits of the demo
    expect(page.items.every((i) => i.type === 1 && i.status === 2)).toBe(true);
    const btc = await api(t).as(alice).call(history, { coin: 'BTC', type: 2 });
    expect(btc.totalCount).toBe(0);
    const bad = await get(history, { startTime: 'yesterday' });
    expect(bad.status).toBe(400);
  });

  it('list posted movements of each wallet, signed', async () => {
    const { items } = await api(t)
      .as(alice)
      .call(assets.getUserAssetsHistory, { coin: 'USDT', MaxResultCount: 10 });
    expect(items.map((i) => [i.walletType, i.amount, i.reason]).sort()).toEqual(
      [
        [0, '12500', 'deposit'],
        [0, '500', 'deposit'],
        [0, '-500', 'transfer'],
        [1, '500', 'transfer'],
      ].sort(),
    );
    const fiat = await api(t).as(alice).call(assets.getUserAssetsHistory, { walletType: 2 });
    // Two fiat movements, the cash account's EUR and GBP top-ups, and the global account's pay-in.
    expect(fiat.totalCount).toBe(5);
  });
});

describe('pricing currency', () => {
  it('lists the fiat currencies and keeps the caller’s choice', async () => {
    const list = await api(t).call(assets.getLegalPricingCurrencyList);
    expect(list.map((c) => c.currency)).toEqual(['USD', 'EUR', 'GBP']);
    expect(await api(t).call(assets.getAllWebSiteLegalCoinList)).toEqual(list);
    // Basic/GetLegalCurrencyList on both hosts, each currency with its decimals.
    expect(await api(t).call(assets.getLegalCurrencyList)).toEqual(list);
    expect(await api(t).on('merchant').call(assets.getLegalCurrencyList)).toEqual(list);
    expect(list.find((c) => c.currency === 'USD')).toEqual({
      currency: 'USD',
      name: 'US Dollar',
      decimals: 2,
    });
    const set = (currency: string, user = alice) =>
      api(t).as(user).send(assets.setPricingCurrency, { currency });
    expect((await set('btc')).error).toMatchObject({ code: 40001 });
    expect((await set('eur')).result).toEqual({ currency: 'EUR' });
    // With the demo global account's 1,998 EUR (see the summary above).
    expect((await get(assets.getAssetsSummary)).result).toMatchObject({ currency: 'EUR', total: '86841.38' });
    const ent = (await demoUser('10000002'))[0] as User;
    expect((await get(assets.getAssetsSummary, {}, ent)).result).toMatchObject({ currency: 'USD' });
    await set('USD');
  });
});

describe('merchant cloud wallet', () => {
  it('shows the cloud wallet to merchants only', async () => {
    const merchant = (await demoUser('10000003'))[0] as User;
    const { items } = await api(t).as(merchant).call(assets.getCloudWalletAssets);
    expect(items.find((i) => i.coin === 'USDT')?.balance).toBe('25000');
    const history = await api(t).as(merchant).call(assets.getCloudWalletAssetsHistory);
    expect(history.items.map((i) => i.amount)).toEqual(['25000']);
    expect((await get(assets.getCloudWalletAssets)).status).toBe(403);
    expect((await get(assets.getCloudWalletAssetsHistory)).status).toBe(403);
  });
});
