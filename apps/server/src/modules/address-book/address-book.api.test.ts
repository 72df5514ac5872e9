import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testHasher } from '../../../test/auth-helpers';
import { authFor, createUser } from '../../../test/builders';
import { startTestApp, type TestApp } from '../../../test/harness';
import { bindGoogle, securityCode, totpCode, userWithToken, wrongCode } from '../../../test/security-helpers';
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
const pin = '246810';
let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
/** The users' authenticator secrets: each change below is authorised with the PIN and its code. */
const secrets = new Map<number, string>();

beforeAll(async () => {
  t = await startTestApp();
  const fundPasswordHash = await testHasher.hash(pin);
  alice = await createUser(t.db, { fundPasswordHash });
  bob = await createUser(t.db, { fundPasswordHash });
  for (const user of [alice, bob]) {
    const token = (await authFor(t, user)).authorization.slice('Bearer '.length);
    secrets.set(user.id, await bindGoogle(t, token, user.email ?? ''));
  }
});
afterAll(() => t.close());

/** The fund PIN and the authenticator's code of a fresh step (each step's code is spent once). */
const authorised = (user: { id: number }) => {
  t.clock.advance(30_000);
  return { fundPassword: pin, googleCode: totpCode(t, secrets.get(user.id) ?? '') };
};
const add = async (user: typeof alice, payload: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: create,
    headers: await authFor(t, user),
    payload: { ...authorised(user), ...payload },
  });
const remove = async (user: typeof alice, payload: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: del,
    headers: await authFor(t, user),
    payload: { ...authorised(user), ...payload },
  });

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
    const res = await remove(bob, { id: entry?.id });
    expect(res.status).toBe(404);
    const [row] = await t.db
      .select()
      .from(userCoinAddresses)
      .where(eq(userCoinAddresses.id, entry?.id ?? 0));
    expect(row?.deletedAt).toBeNull();
    expect((await t.call({ method: 'POST', url: del, payload: { id: entry?.id } })).status).toBe(401);
    expect((await remove(alice, { id: 'x' })).status).toBe(400);
  });

  it('deletes, and a re-added address skips the cool-off it already served', async () => {
    const [entry] = (
      await t.call({ method: 'GET', url: `${get}?coin=USDT`, headers: await authFor(t, alice) })
    ).body.result as Entry[];
    const res = await remove(alice, { id: entry?.id });
    expect(res.body.result).toBe(true);
    const twice = await remove(alice, { id: entry?.id });
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

describe('the fund PIN and the second factor', () => {
  const entries = async (userId: number) =>
    t.db.select().from(userCoinAddresses).where(eq(userCoinAddresses.userId, userId));
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const newEntry = { coin: 'USDT', network: 'TRC20', address: tron, label: 'Exchange' };

  it('adding needs both: a missing or wrong PIN or code is refused and nothing is saved', async () => {
    const before = await entries(alice.id);
    const headers = await authFor(t, alice);
    const attempt = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: create, headers, payload: { ...newEntry, ...payload } });
    const { googleCode } = authorised(alice);
    const noPin = await attempt({ googleCode });
    expect(noPin.status).toBe(400);
    expect(noPin.body.error).toMatchObject({ validationErrors: [{ field: 'fundPassword' }] });
    expect((await attempt({ fundPassword: '135791', googleCode })).body.error).toMatchObject({ code: 50002 });
    const noCode = await attempt({ fundPassword: pin });
    expect(noCode.body.error).toMatchObject({ code: 400, validationErrors: [{ field: 'googleCode' }] });
    const wrong = await attempt({ fundPassword: pin, googleCode: wrongCode(googleCode) });
    expect(wrong.status).toBe(400);
    expect(await entries(alice.id)).toEqual(before);
    expect((await attempt(authorised(alice))).status).toBe(200);
    expect(await entries(alice.id)).toHaveLength(before.length + 1);
  });

  it('deleting needs both too, and a refused delete keeps the entry', async () => {
    const entry = (await entries(alice.id)).find((e) => e.address === tron);
    const headers = await authFor(t, alice);
    const attempt = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: del, headers, payload: { id: entry?.id, ...payload } });
    const { googleCode } = authorised(alice);
    expect((await attempt({ googleCode })).status).toBe(400);
    expect((await attempt({ fundPassword: '000000', googleCode })).body.error).toMatchObject({ code: 50002 });
    expect((await attempt({ fundPassword: pin })).status).toBe(400);
    expect((await attempt({ fundPassword: pin, googleCode: wrongCode(googleCode) })).status).toBe(400);
    expect((await entries(alice.id)).find((e) => e.id === entry?.id)?.deletedAt).toBeNull();
    expect((await attempt(authorised(alice))).body.result).toBe(true);
  });

  it('without an authenticator: the PIN and a security code to the own e-mail; the cool-off stays', async () => {
    const carol = await userWithToken(t, {
      email: 'carol-book@example.com',
      fundPasswordHash: await testHasher.hash(pin),
    });
    const attempt = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: create, headers: carol.auth, payload: { ...newEntry, ...payload } });
    const missing = await attempt({ fundPassword: pin });
    expect(missing.body.error).toMatchObject({ code: 400, validationErrors: [{ field: 'emailCode' }] });
    const code = await securityCode(t, carol.token, 'email', 'carol-book@example.com');
    expect((await attempt({ fundPassword: pin, emailCode: wrongCode(code) })).status).toBe(400);
    expect(await entries(carol.user.id)).toEqual([]);
    const ok = await attempt({ fundPassword: pin, emailCode: code });
    expect(ok.status).toBe(200);
    const entry = ok.body.result as Entry;
    expect(new Date(entry.usableFrom).getTime() - new Date(entry.createdAt).getTime()).toBe(24 * hour);
    // The code was spent: the same one again is refused.
    expect((await attempt({ fundPassword: pin, emailCode: code, label: 'again' })).status).toBe(400);
  });

  it('a user without a fund PIN is told to set one (403 fundPasswordNotSet)', async () => {
    const dave = await userWithToken(t, { email: 'dave-book@example.com' });
    const res = await t.call({
      method: 'POST',
      url: create,
      headers: dave.auth,
      payload: { ...newEntry, fundPassword: pin, emailCode: '123456' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ details: 'fundPasswordNotSet' });
    expect(await entries(dave.user.id)).toEqual([]);
  });
});
