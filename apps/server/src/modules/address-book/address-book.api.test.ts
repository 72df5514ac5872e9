import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFor, createUser } from '../../../test/builders';
import { startTestApp, type TestApp } from '../../../test/harness';
import { userCoinAddresses } from '../../db/schema';

const create = '/api/services/app/UserCoinAddress/Create';
const del = '/api/services/app/UserCoinAddress/Del';
const get = '/api/services/app/UserCoinAddress/Get';
const hour = 3600 * 1000;
const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

type Entry = {
  id: number;
  coin: string;
  network: string;
  address: string;
  label: string;
  createdAt: string;
  usableFrom: string;
};
let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await startTestApp();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
});
afterAll(() => t.close());

const add = async (user: typeof alice, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: create, headers: await authFor(t, user), payload });

describe('UserCoinAddress/Create', () => {
  it('stores a checked address in canonical form, usable after the 24 h cool-off', async () => {
    const res = await add(alice, {
      coin: 'USDT',
      network: 'ERC20',
      address: eth.toLowerCase(),
      label: 'Ledger Nano',
    });
    expect(res.status).toBe(200);
    const entry = res.body.result as Entry;
    expect(entry).toMatchObject({ coin: 'USDT', network: 'ERC20', address: eth, label: 'Ledger Nano' });
    expect(new Date(entry.usableFrom).getTime() - new Date(entry.createdAt).getTime()).toBe(24 * hour);
    const again = await add(alice, { coin: 'USDT', network: 'ERC20', address: eth, label: 'Renamed' });
    expect((again.body.result as Entry).id).toBe(entry.id);
    expect((again.body.result as Entry).label).toBe('Renamed');
  });

  it('rejects addresses that are wrong for the network with 40018', async () => {
    for (const [coin, network, address] of [
      ['USDT', 'ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD'], // EIP-55 checksum
      ['USDT', 'TRC20', eth],
      ['USDT', 'TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6T'], // base58check
      ['BTC', 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx'], // bech32 checksum
      ['BTC', 'BTC', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'], // testnet
    ] as const) {
      const res = await add(alice, { coin, network, address });
      expect(res.body.error, address).toMatchObject({ code: 40018 });
    }
    expect((await add(alice, { coin: 'BTC', network: 'TRC20', address: eth })).body.error).toMatchObject({
      code: 40001,
    });
    const long = await add(alice, {
      coin: 'BTC',
      network: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      label: 'x'.repeat(31),
    });
    expect(long.status).toBe(400);
    const rows = await t.db.select().from(userCoinAddresses).where(eq(userCoinAddresses.userId, alice.id));
    expect(rows).toHaveLength(1);
  });
});

describe('UserCoinAddress/Get and Del', () => {
  it('lists only the caller’s entries, filtered', async () => {
    await add(alice, { coin: 'BTC', network: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' });
    const all = await t.call({ method: 'GET', url: get, headers: await authFor(t, alice) });
    expect((all.body.result as Entry[]).map((e) => e.coin)).toEqual(['BTC', 'USDT']);
    const usdt = await t.call({ method: 'GET', url: `${get}?coin=usdt`, headers: await authFor(t, alice) });
    expect((usdt.body.result as Entry[]).map((e) => e.address)).toEqual([eth]);
    const bobs = await t.call({ method: 'GET', url: get, headers: await authFor(t, bob) });
    expect(bobs.body.result).toEqual([]);
  });

  it('does not let another user delete an entry (404, nothing changed)', async () => {
    const [entry] = (await t.call({ method: 'GET', url: get, headers: await authFor(t, alice) })).body
      .result as Entry[];
    const res = await t.call({
      method: 'POST',
      url: del,
      headers: await authFor(t, bob),
      payload: { id: entry?.id },
    });
    expect(res.status).toBe(404);
    const [row] = await t.db
      .select()
      .from(userCoinAddresses)
      .where(eq(userCoinAddresses.id, entry?.id ?? 0));
    expect(row?.deletedAt).toBeNull();
    expect((await t.call({ method: 'POST', url: del, payload: { id: entry?.id } })).status).toBe(401);
    expect(
      (await t.call({ method: 'POST', url: del, headers: await authFor(t, alice), payload: { id: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('deletes, and a re-added address skips the cool-off it already served', async () => {
    const [entry] = (
      await t.call({ method: 'GET', url: `${get}?coin=USDT`, headers: await authFor(t, alice) })
    ).body.result as Entry[];
    const res = await t.call({
      method: 'POST',
      url: del,
      headers: await authFor(t, alice),
      payload: { id: entry?.id },
    });
    expect(res.body.result).toBe(true);
    const twice = await t.call({
      method: 'POST',
      url: del,
      headers: await authFor(t, alice),
      payload: { id: entry?.id },
    });
    expect(twice.status).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `${get}?coin=USDT`, headers: await authFor(t, alice) })).body
        .result as Entry[],
    ).toEqual([]);
    const back = await add(alice, { coin: 'USDT', network: 'ERC20', address: eth });
    expect((back.body.result as Entry).id).toBe(entry?.id);
    expect((back.body.result as Entry).usableFrom).toBe(entry?.usableFrom);
  });
});
