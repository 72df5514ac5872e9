import { endpoints, walletType } from '@coffer/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, fund, setCoin, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import type { WalletType } from '../../ledger/accounts';

const { getRechargeWithdrawCoinList, getAssets } = endpoints.assets;
const { transfer, getTransferHistory } = endpoints.transfers;
const w = walletType.members;

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let merchant: TestUser;

beforeAll(async () => {
  alice = await aUser()
    .verified()
    .funded('BTC', '1.5')
    .funded('USDT', '1000')
    .funded('USD', '250.5', w.fiat)
    .create(t);
  bob = await aUser().verified().create(t);
  merchant = await aUser().verified().merchant().funded('USDT', '10').create(t);
});

const balance = (user: TestUser, coin: string, wallet: WalletType) => balanceOf(t, user, coin, wallet);

describe('Coin/GetRechargeWithdrawCoinList', () => {
  it('lists the seeded coins with their networks, limits and decimals', async () => {
    const list = await api(t).call(getRechargeWithdrawCoinList);
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
    const result = await api(t).as(alice).call(getAssets);
    expect(result.walletType).toBe(w.spot);
    expect(result.items.map((i) => i.coin)).toEqual(['BTC', 'ETH', 'USDT', 'USDC', 'TRX']);
    expect(result.items[0]).toMatchObject({ coin: 'BTC', balance: '1.5', frozen: '0', available: '1.5' });
    expect(result.items[1]).toMatchObject({ coin: 'ETH', balance: '0' });
    const fiat = await api(t).as(alice).call(getAssets, { walletType: 2 });
    expect(fiat.items.map((i) => [i.coin, i.balance])).toEqual([
      ['USD', '250.5'],
      ['EUR', '0'],
      ['GBP', '0'],
    ]);
  });

  it('shows only the caller’s own balances', async () => {
    const res = await api(t).as(bob).call(getAssets);
    expect(res.items.every((i) => i.balance === '0')).toBe(true);
  });

  it('needs a valid token and a known wallet type', async () => {
    expect((await api(t).send(getAssets)).status).toBe(401);
    const expired = {
      token: await t.tokenFor({ userId: alice.id, uid: alice.uid, accountType: alice.accountType }),
    };
    t.clock.advance(16 * 60 * 1000);
    expect((await api(t).as(expired).send(getAssets)).status).toBe(401);
    const bad = await api(t).as(alice).send(getAssets, { walletType: 9 });
    expect(bad.status).toBe(400);
  });
});

describe('Transfer/Transfer', () => {
  /** A move with a request id, which the idempotency tests send more than once. */
  const halfBtcToFlash = {
    coin: 'BTC',
    amount: '0.5',
    fromWalletType: w.spot,
    toWalletType: w.flashExchange,
    requestId: 'req-00000001',
  };

  const post = (user: TestUser, payload: Record<string, unknown>) => api(t).as(user).send(transfer, payload);
  /** Moves an amount between two of the user's wallets: spot to flash exchange unless named. */
  const move = (
    user: TestUser,
    coin: string,
    amount: unknown,
    from: number = w.spot,
    to: number = w.flashExchange,
  ) => post(user, { coin, amount, fromWalletType: from, toWalletType: to });

  it('moves funds between the caller’s own wallets, exactly', async () => {
    const res = await move(alice, 'usdt', '100.123456');
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({
      coin: 'USDT',
      amount: '100.123456',
      fromWalletType: 0,
      toWalletType: 1,
    });
    expect((await balance(alice, 'USDT', w.spot)).balance).toBe('899.876544');
    expect((await balance(alice, 'USDT', w.flashExchange)).balance).toBe('100.123456');
  });

  it('has one effect per request id', async () => {
    const payload = halfBtcToFlash;
    const first = await post(alice, payload);
    const again = await post(alice, payload);
    expect(again.status).toBe(200);
    const { createdAt: _a, ...firstBody } = first.result as { createdAt: string };
    const { createdAt: _b, ...againBody } = again.result as { createdAt: string };
    expect(againBody).toEqual(firstBody);
    expect((await balance(alice, 'BTC', w.spot)).balance).toBe('1');
    const other = await post(alice, { ...payload, amount: '0.4' });
    expect(other.status).toBe(409);
    expect((await balance(alice, 'BTC', w.spot)).balance).toBe('1');
  });

  it('refuses more than the available balance with 60028 and changes nothing', async () => {
    const res = await move(alice, 'BTC', '1.00000001');
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({ code: 60028 });
    expect((await balance(alice, 'BTC', w.spot)).balance).toBe('1');
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
      const res = await move(alice, 'BTC', amount);
      expect(res.status, amount).toBe(400);
      expect(res.error?.validationErrors?.[0]?.field, amount).toBe('amount');
    }
    const numeric = await move(alice, 'BTC', 1);
    expect(numeric.status).toBe(400);
    expect((await balance(alice, 'BTC', w.spot)).balance).toBe('1');
  });

  it('rejects wallets a coin cannot use, the same wallet twice and unknown coins', async () => {
    const fiatInSpot = await move(alice, 'USD', '1', w.fiat, w.spot);
    expect(fiatInSpot.status).toBe(400);
    expect(fiatInSpot.error?.validationErrors?.[0]?.field).toBe('toWalletType');
    const same = await move(alice, 'BTC', '0.1', w.spot, w.spot);
    expect(same.status).toBe(400);
    const cloud = await move(alice, 'USDT', '1', w.spot, w.cloud);
    expect(cloud.status).toBe(400);
    const unknown = await move(alice, 'DOGE', '1');
    expect(unknown.error).toMatchObject({ code: 40001 });
  });

  it('lets a merchant use the cloud wallet', async () => {
    const res = await move(merchant, 'USDT', '4', w.spot, w.cloud);
    expect(res.status).toBe(200);
    expect((await balance(merchant, 'USDT', w.cloud)).balance).toBe('4');
  });

  it('moves only the caller’s money: another user’s request id is not shared', async () => {
    const payload = halfBtcToFlash;
    const res = await post(bob, payload);
    expect(res.error).toMatchObject({ code: 60028 });
    expect((await balance(alice, 'BTC', w.spot)).balance).toBe('1');
  });

  it('charges the coin’s transfer fee (60029 below it) and keeps the daily limit (60027)', async () => {
    await fund(t.db, alice, 'ETH', '5');
    await setCoin(t, 'ETH', { transferFee: '0.001', transferDailyMax: '1' });
    t.clock.advance(6000);
    const below = await move(alice, 'ETH', '0.001');
    expect(below.error).toMatchObject({ code: 60029 });
    expect((await move(alice, 'ETH', '0.6')).status).toBe(200);
    expect((await balance(alice, 'ETH', w.spot)).balance).toBe('4.4');
    expect((await balance(alice, 'ETH', w.flashExchange)).balance).toBe('0.599');
    const over = await move(alice, 'ETH', '0.5');
    expect(over.error).toMatchObject({ code: 60027 });
    expect((await balance(alice, 'ETH', w.spot)).balance).toBe('4.4');
  });

  it('says 60005 when transfers of the coin are switched off', async () => {
    await setCoin(t, 'TRX', { transferEnabled: false });
    t.clock.advance(6000); // past the configuration cache
    const res = await move(alice, 'TRX', '1');
    expect(res.error).toMatchObject({ code: 60005 });
  });
});

describe('Transfer/GetTransferHistory', () => {
  it('lists the caller’s moves, newest first, filtered by coin', async () => {
    const page = await api(t).as(alice).call(getTransferHistory, { MaxResultCount: 10 });
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => [i.coin, i.amount])).toEqual([
      ['ETH', '0.599'],
      ['BTC', '0.5'],
      ['USDT', '100.123456'],
    ]);
    const btc = await api(t).as(alice).call(getTransferHistory, { coin: 'BTC' });
    expect(btc.totalCount).toBe(1);
    expect(await api(t).as(bob).call(getTransferHistory)).toEqual({ totalCount: 0, items: [] });
  });
});
