import { accountType, walletType } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFor, createUser, fund } from '../../../test/builders';
import { startTestApp, type TestApp } from '../../../test/harness';
import { userAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';

const coinList = '/api/services/app/Coin/GetRechargeWithdrawCoinList/GetRechargeWithdrawCoinList';
const getAssets = '/api/services/app/Assets/GetAssets';
const transfer = '/api/services/app/Transfer/Transfer';
const history = '/api/services/app/Transfer/GetTransferHistory';
const w = walletType.members;

type Row = { coin: string; balance: string; frozen: string; available: string };
let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let merchant: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  merchant = await createUser(t.db, { accountType: accountType.members.merchant });
  await fund(t.db, alice, 'BTC', '1.5');
  await fund(t.db, alice, 'USDT', '1000');
  await fund(t.db, alice, 'USD', '250.5', w.fiat);
  await fund(t.db, merchant, 'USDT', '10');
});
afterAll(() => t.close());

const balance = async (userId: number, coin: string, wallet: number) =>
  createLedger(t.db).balance(userAccount(userId, coin, wallet as 0));

describe('Coin/GetRechargeWithdrawCoinList', () => {
  it('lists the seeded coins with their networks, limits and decimals', async () => {
    const res = await t.call({ method: 'GET', url: coinList });
    expect(res.status).toBe(200);
    const list = res.body.result as {
      coin: string;
      decimals: number;
      isFiat: boolean;
      networks: { network: string }[];
    }[];
    expect(list.map((c) => c.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'TRX', 'USD', 'EUR', 'GBP']);
    const usdt = list.find((c) => c.coin === 'USDT');
    expect(usdt?.networks.map((n) => n.network)).toEqual(['ERC20', 'TRC20']);
    expect(usdt).toMatchObject({ decimals: 6, isFiat: false });
    expect(list.find((c) => c.coin === 'BTC')?.networks[0]).toMatchObject({
      network: 'BTC',
      minDeposit: '0.0001',
      confirmations: 3,
      withdrawFee: '0.0002',
      withdrawMin: '0.001',
      withdrawMax: '10',
    });
    expect(list.find((c) => c.coin === 'USD')).toMatchObject({ isFiat: true, decimals: 2, networks: [] });
  });
});

describe('Assets/GetAssets', () => {
  it('shows each wallet with balance, frozen and available', async () => {
    const res = await t.call({ method: 'GET', url: getAssets, headers: await authFor(t, alice) });
    expect(res.status).toBe(200);
    const result = res.body.result as { walletType: number; items: Row[] };
    expect(result.walletType).toBe(w.spot);
    expect(result.items.map((i) => i.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'TRX']);
    expect(result.items[0]).toMatchObject({ coin: 'BTC', balance: '1.5', frozen: '0', available: '1.5' });
    expect(result.items[1]).toMatchObject({ coin: 'ETH', balance: '0' });
    const fiat = await t.call({
      method: 'GET',
      url: `${getAssets}?walletType=2`,
      headers: await authFor(t, alice),
    });
    expect((fiat.body.result as { items: Row[] }).items.map((i) => [i.coin, i.balance])).toEqual([
      ['USD', '250.5'],
      ['EUR', '0'],
      ['GBP', '0'],
    ]);
  });

  it('shows only the caller’s own balances', async () => {
    const res = await t.call({ method: 'GET', url: getAssets, headers: await authFor(t, bob) });
    expect((res.body.result as { items: Row[] }).items.every((i) => i.balance === '0')).toBe(true);
  });

  it('needs a valid token and a known wallet type', async () => {
    expect((await t.call({ method: 'GET', url: getAssets })).status).toBe(401);
    const expired = await authFor(t, alice);
    t.clock.advance(16 * 60 * 1000);
    expect((await t.call({ method: 'GET', url: getAssets, headers: expired })).status).toBe(401);
    const bad = await t.call({
      method: 'GET',
      url: `${getAssets}?walletType=9`,
      headers: await authFor(t, alice),
    });
    expect(bad.status).toBe(400);
  });
});

describe('Transfer/Transfer', () => {
  const post = async (user: typeof alice, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: transfer, headers: await authFor(t, user), payload });

  it('moves funds between the caller’s own wallets, exactly', async () => {
    const res = await post(alice, {
      coin: 'usdt',
      amount: '100.123456',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      coin: 'USDT',
      amount: '100.123456',
      fromWalletType: 0,
      toWalletType: 1,
    });
    expect((await balance(alice.id, 'USDT', w.spot)).balance).toBe('899.876544');
    expect((await balance(alice.id, 'USDT', w.flashExchange)).balance).toBe('100.123456');
  });

  it('has one effect per request id', async () => {
    const payload = {
      coin: 'BTC',
      amount: '0.5',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
      requestId: 'req-00000001',
    };
    const first = await post(alice, payload);
    const again = await post(alice, payload);
    expect(again.status).toBe(200);
    const { createdAt: _a, ...firstBody } = first.body.result as { createdAt: string };
    const { createdAt: _b, ...againBody } = again.body.result as { createdAt: string };
    expect(againBody).toEqual(firstBody);
    expect((await balance(alice.id, 'BTC', w.spot)).balance).toBe('1');
    const other = await post(alice, { ...payload, amount: '0.4' });
    expect(other.status).toBe(409);
    expect((await balance(alice.id, 'BTC', w.spot)).balance).toBe('1');
  });

  it('refuses more than the available balance with 60028 and changes nothing', async () => {
    const res = await post(alice, {
      coin: 'BTC',
      amount: '1.00000001',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 60028 });
    expect((await balance(alice.id, 'BTC', w.spot)).balance).toBe('1');
  });

  it('rejects bad amounts naming the field', async () => {
    for (const amount of [
      '-1',
      '0',
      '0.000',
      '1e3',
      '1.123456789',
      '123456789012345678901',
      ' 1',
      'abc',
      '1.5.2',
    ]) {
      const res = await post(alice, {
        coin: 'BTC',
        amount,
        fromWalletType: w.spot,
        toWalletType: w.flashExchange,
      });
      expect(res.status, amount).toBe(400);
      expect(
        (res.body.error as { validationErrors: { field: string }[] }).validationErrors[0]?.field,
        amount,
      ).toBe('amount');
    }
    const numeric = await post(alice, {
      coin: 'BTC',
      amount: 1,
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(numeric.status).toBe(400);
    expect((await balance(alice.id, 'BTC', w.spot)).balance).toBe('1');
  });

  it('rejects wallets a coin cannot use, the same wallet twice and unknown coins', async () => {
    const fiatInSpot = await post(alice, {
      coin: 'USD',
      amount: '1',
      fromWalletType: w.fiat,
      toWalletType: w.spot,
    });
    expect(fiatInSpot.status).toBe(400);
    expect(
      (fiatInSpot.body.error as { validationErrors: { field: string }[] }).validationErrors[0]?.field,
    ).toBe('toWalletType');
    const same = await post(alice, {
      coin: 'BTC',
      amount: '0.1',
      fromWalletType: w.spot,
      toWalletType: w.spot,
    });
    expect(same.status).toBe(400);
    const cloud = await post(alice, {
      coin: 'USDT',
      amount: '1',
      fromWalletType: w.spot,
      toWalletType: w.cloud,
    });
    expect(cloud.status).toBe(400);
    const unknown = await post(alice, {
      coin: 'DOGE',
      amount: '1',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(unknown.body.error).toMatchObject({ code: 40001 });
  });

  it('lets a merchant use the cloud wallet', async () => {
    const res = await post(merchant, {
      coin: 'USDT',
      amount: '4',
      fromWalletType: w.spot,
      toWalletType: w.cloud,
    });
    expect(res.status).toBe(200);
    expect((await balance(merchant.id, 'USDT', w.cloud)).balance).toBe('4');
  });

  it('moves only the caller’s money: another user’s request id is not shared', async () => {
    const payload = {
      coin: 'BTC',
      amount: '0.5',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
      requestId: 'req-00000001',
    };
    const res = await post(bob, payload);
    expect(res.body.error).toMatchObject({ code: 60028 });
    expect((await balance(alice.id, 'BTC', w.spot)).balance).toBe('1');
  });

  it('charges the coin’s transfer fee (60029 below it) and keeps the daily limit (60027)', async () => {
    await fund(t.db, alice, 'ETH', '5');
    await t.db.execute(sql`update coins set transfer_fee = 0.001, transfer_daily_max = 1 where code = 'ETH'`);
    t.clock.advance(6000);
    const below = await post(alice, {
      coin: 'ETH',
      amount: '0.001',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(below.body.error).toMatchObject({ code: 60029 });
    expect(
      (
        await post(alice, {
          coin: 'ETH',
          amount: '0.6',
          fromWalletType: w.spot,
          toWalletType: w.flashExchange,
        })
      ).status,
    ).toBe(200);
    expect((await balance(alice.id, 'ETH', w.spot)).balance).toBe('4.4');
    expect((await balance(alice.id, 'ETH', w.flashExchange)).balance).toBe('0.599');
    const over = await post(alice, {
      coin: 'ETH',
      amount: '0.5',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(over.body.error).toMatchObject({ code: 60027 });
    expect((await balance(alice.id, 'ETH', w.spot)).balance).toBe('4.4');
  });

  it('says 60005 when transfers of the coin are switched off', async () => {
    await t.db.execute(sql`update coins set transfer_enabled = false where code = 'TRX'`);
    t.clock.advance(6000); // past the configuration cache
    const res = await post(alice, {
      coin: 'TRX',
      amount: '1',
      fromWalletType: w.spot,
      toWalletType: w.flashExchange,
    });
    expect(res.body.error).toMatchObject({ code: 60005 });
  });
});

describe('Transfer/GetTransferHistory', () => {
  it('lists the caller’s moves, newest first, filtered by coin', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${history}?MaxResultCount=10`,
      headers: await authFor(t, alice),
    });
    const page = res.body.result as { totalCount: number; items: { coin: string; amount: string }[] };
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => [i.coin, i.amount])).toEqual([
      ['ETH', '0.599'],
      ['BTC', '0.5'],
      ['USDT', '100.123456'],
    ]);
    const btc = await t.call({ method: 'GET', url: `${history}?coin=BTC`, headers: await authFor(t, alice) });
    expect((btc.body.result as { totalCount: number }).totalCount).toBe(1);
    const bobs = await t.call({ method: 'GET', url: history, headers: await authFor(t, bob) });
    expect(bobs.body.result).toEqual({ totalCount: 0, items: [] });
  });
});
