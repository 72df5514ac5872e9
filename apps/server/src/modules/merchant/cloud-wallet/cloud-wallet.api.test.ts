import { endpoints, walletType, withdrawalStatus } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../../test/api-client';
import { aUser, balanceOf, btcAddress, testPin as pin, type TestUser } from '../../../../test/builders';
import { useTestApp } from '../../../../test/harness';
import { createSandboxChain } from '../../../adapters/chain/sandbox-chain';
import { depositAddresses, deposits, withdrawals } from '../../../db/schema';
import { buildModules } from '../../../modules';

const cloud = walletType.members.cloud;
const spot = walletType.members.spot;
const { deposits: dep, withdrawals: wd, transfers: tr, assets, merchant: mw } = endpoints;

const t = useTestApp();
let shop: TestUser;
let other: TestUser;
let person: TestUser;
let money: ReturnType<typeof buildModules>;

beforeAll(async () => {
  money = buildModules({ db: t.db, now: () => t.clock.now });
  const merchant = () => aUser().merchant().verified().fundPin(pin).whitelisted('BTC', 'BTC', btcAddress);
  shop = await merchant().funded('BTC', '2', cloud).funded('BTC', '5').create(t);
  other = await merchant().funded('BTC', '7', cloud).create(t);
  person = await aUser().verified().fundPin(pin).funded('BTC', '1').create(t);
});

const m = (user: TestUser) => api(t).on('merchant').as(user);
/** A transfer of `amount` BTC from the cloud wallet to spot. */
const btcCloudToSpot = (amount: string) => ({
  coin: 'BTC',
  amount,
  fromWalletType: cloud,
  toWalletType: spot,
});

describe('Basic/GetCloudWalletCoinConifg', () => {
  it('lists the crypto coins with their networks, on the merchant host only', async () => {
    const list = await m(shop).call(mw.getCloudWalletCoinConfig);
    expect(list.map((c) => c.coin)).toContain('BTC');
    expect(list.every((c) => !c.isFiat)).toBe(true);
    expect(list.find((c) => c.coin === 'BTC')?.networks.map((n) => n.network)).toEqual(['BTC']);
    expect((await m(person).fails(mw.getCloudWalletCoinConfig)).status).toBe(403);
    expect((await api(t).as(shop).send(mw.getCloudWalletCoinConfig)).status).toBe(404);
    expect((await api(t).on('merchant').send(mw.getCloudWalletCoinConfig)).status).toBe(401);
  });
});

describe('the cloud wallet reads', () => {
  it('shows only the caller’s cloud balances and history', async () => {
    const mine = await m(shop).call(assets.getCloudWalletAssets);
    expect(mine.walletType).toBe(cloud);
    expect(mine.items.find((i) => i.coin === 'BTC')).toMatchObject({ balance: '2', available: '2' });
    const theirs = await m(other).call(assets.getCloudWalletAssets);
    expect(theirs.items.find((i) => i.coin === 'BTC')?.balance).toBe('7');
    const history = await m(shop).call(assets.getCloudWalletAssetsHistory, { coin: 'BTC' });
    expect(history.items.map((i) => i.amount)).toEqual(['2']);
    expect((await m(person).fails(assets.getCloudWalletAssets)).status).toBe(403);
    expect((await m(person).fails(assets.getCloudWalletAssetsHistory)).status).toBe(403);
  });
});

describe('deposits into the cloud wallet (CoinTransactionIn on the merchant host)', () => {
  it('gives the cloud wallet its own address and credits deposits to it', async () => {
    const cloudAddr = await m(shop).call(dep.getAddress, { coin: 'BTC', network: 'BTC' });
    const spotAddr = await api(t).as(shop).call(dep.getAddress, { coin: 'BTC', network: 'BTC' });
    expect(cloudAddr.address).not.toBe(spotAddr.address);
    expect((await m(shop).call(dep.getAddress, { coin: 'BTC', network: 'BTC' })).address).toBe(
      cloudAddr.address,
    );
    expect((await m(other).call(dep.getAddress, { coin: 'BTC', network: 'BTC' })).address).not.toBe(
      cloudAddr.address,
    );
    const rows = await t.db.select().from(depositAddresses).where(eq(depositAddresses.userId, shop.id));
    expect(rows.map((r) => r.walletType).sort()).toEqual([spot, cloud]);

    t.clock.now = new Date();
    await createSandboxChain(t.db).deposit({
      network: 'BTC',
      coin: 'BTC',
      toAddress: cloudAddr.address,
      amount: '0.3',
      now: t.clock.now,
    });
    for (let i = 0; i < 3; i++) {
      t.clock.advance(60_000);
      await money.deposits.scan();
    }
    expect((await balanceOf(t, shop, 'BTC', cloud)).balance).toBe('2.3');
    expect((await balanceOf(t, shop, 'BTC')).balance).toBe('5');
    const [row] = await t.db.select().from(deposits).where(eq(deposits.userId, shop.id));
    expect(row?.walletType).toBe(cloud);

    const cloudList = await m(shop).call(dep.getList, {});
    expect(cloudList.items.map((d) => d.amount)).toEqual(['0.3']);
    expect((await api(t).as(shop).call(dep.getList, {})).totalCount).toBe(0);
    expect((await m(other).call(dep.getList, {})).totalCount).toBe(0);
  });

  it('refuses personal users on the merchant host and bad coins', async () => {
    expect((await m(person).fails(dep.getAddress, { coin: 'BTC', network: 'BTC' })).status).toBe(403);
    expect((await m(person).fails(dep.getList, {})).status).toBe(403);
    expect((await m(shop).fails(dep.getAddress, { coin: 'USD', network: 'BTC' })).code).toBe(40001);
  });
});

describe('withdrawals from the cloud wallet (CoinTransactionOut on the merchant host)', () => {
  /** A withdrawal of `amount` BTC to the whitelisted address, with the fund PIN. */
  const btcWithdrawal = (amount: string, fundPassword = pin) => ({
    coin: 'BTC',
    network: 'BTC',
    address: btcAddress,
    amount,
    fundPassword,
  });

  it('reserves from the cloud wallet with the user rules, and lists apart', async () => {
    const w = await m(shop).call(wd.apply, btcWithdrawal('0.5'));
    expect(w.status).toBe(withdrawalStatus.members.pendingSend);
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.rid, w.rid));
    expect(row?.walletType).toBe(cloud);
    expect(await balanceOf(t, shop, 'BTC', cloud)).toMatchObject({ balance: '2.3', frozen: '0.5002' });
    expect((await balanceOf(t, shop, 'BTC')).frozen).toBe('0');
    expect((await m(shop).call(wd.getList, {})).items.map((i) => i.rid)).toEqual([w.rid]);
    expect((await api(t).as(shop).call(wd.getList, {})).totalCount).toBe(0);
    expect((await m(other).call(wd.getList, {})).totalCount).toBe(0);
    // Another merchant cannot revoke it; its owner can, on the merchant host.
    expect((await m(other).send(wd.cancel, { rid: w.rid })).status).not.toBe(200);
    await m(shop).call(wd.cancel, { rid: w.rid });
    expect((await balanceOf(t, shop, 'BTC', cloud)).frozen).toBe('0');
  });

  it('answers 40011 when the cloud wallet is short, and changes nothing', async () => {
    const before = await t.db.select().from(withdrawals).where(eq(withdrawals.userId, shop.id));
    const res = await m(shop).fails(wd.apply, btcWithdrawal('3'));
    expect(res.code).toBe(40011);
    expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, shop.id))).toHaveLength(
      before.length,
    );
    expect(await balanceOf(t, shop, 'BTC', cloud)).toMatchObject({ balance: '2.3', frozen: '0' });
    // The same amount from spot (5 BTC) on the base host is fine; a short spot is 60028.
    const spotShort = await api(t).as(shop).fails(wd.apply, btcWithdrawal('6'));
    expect(spotShort.code).toBe(60028);
  });

  it('keeps the user checks: wrong fund PIN, personal user', async () => {
    const body = btcWithdrawal('0.1', '999999');
    expect((await m(shop).fails(wd.apply, body)).status).toBe(400);
    expect((await m(person).fails(wd.apply, { ...body, fundPassword: pin })).status).toBe(403);
    expect((await m(person).fails(wd.getList, {})).status).toBe(403);
  });
});

describe('transfers between the cloud wallet and spot', () => {
  it('moves cloud → spot and back on the merchant host', async () => {
    const moved = await m(shop).call(tr.transfer, { ...btcCloudToSpot('0.3'), requestId: 'cloud-to-spot-1' });
    expect(moved).toMatchObject({ amount: '0.3', fromWalletType: cloud, toWalletType: spot });
    expect((await balanceOf(t, shop, 'BTC', cloud)).balance).toBe('2');
    expect((await balanceOf(t, shop, 'BTC')).balance).toBe('5.3');
    const history = await m(shop).call(tr.getTransferHistory, {});
    expect(history.items[0]).toMatchObject({ fromWalletType: cloud, toWalletType: spot });
    expect((await m(other).call(tr.getTransferHistory, {})).totalCount).toBe(0);
  });

  it('answers 40011 for a short cloud wallet; personal users get 403, and no cloud wallet on base', async () => {
    const res = await m(shop).fails(tr.transfer, btcCloudToSpot('9'));
    expect(res.code).toBe(40011);
    expect((await balanceOf(t, shop, 'BTC', cloud)).balance).toBe('2');
    const personal = { coin: 'BTC', amount: '0.1', fromWalletType: spot, toWalletType: cloud };
    expect((await m(person).fails(tr.transfer, personal)).status).toBe(403);
    expect((await api(t).as(person).fails(tr.transfer, personal)).status).toBe(400);
    expect((await m(person).fails(tr.getTransferHistory, {})).status).toBe(403);
    const cloudRows = await t.db
      .select()
      .from(depositAddresses)
      .where(and(eq(depositAddresses.userId, person.id), eq(depositAddresses.walletType, cloud)));
    expect(cloudRows).toHaveLength(0);
  });
});
