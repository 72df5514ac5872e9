import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, testPin as pin, type TestUser } from '../../../test/builders';
import { securityCode, totpCode, wrongCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { userCoinAddresses } from '../../db/schema';

const book = endpoints.addressBook;
const hour = 3600 * 1000;
const eth = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

const t = useTestApp();
/** Each change below is authorised with the fund PIN and the code of the user's authenticator. */
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await aUser().verified().fundPin(pin).withGoogle().create(t);
  bob = await aUser().verified().fundPin(pin).withGoogle().create(t);
});

/** The fund PIN and the authenticator's code of a fresh step (each step's code is spent once). */
const authorised = (user: TestUser) => {
  t.clock.advance(30_000);
  return { fundPassword: pin, googleCode: totpCode(t, user.googleSecret ?? '') };
};
const add = (user: TestUser, payload: Record<string, unknown>) =>
  api(t)
    .as(user)
    .send(book.create, { ...authorised(user), ...payload });
const remove = (user: TestUser, payload: Record<string, unknown>) =>
  api(t)
    .as(user)
    .send(book.del, { ...authorised(user), ...payload });
const list = (user: TestUser, coin?: string) =>
  api(t)
    .as(user)
    .call(book.get, coin ? { coin } : {});

describe('UserCoinAddress/Create', () => {
  it('stores a checked address in canonical form, usable after the 24 h cool-off', async () => {
    const res = await add(alice, {
      coin: 'USDT',
      network: 'ERC20',
      address: eth.toLowerCase(),
      label: 'Ledger Nano',
    });
    expect(res.status).toBe(200);
    const entry = res.result;
    expect(entry).toMatchObject({ coin: 'USDT', network: 'ERC20', address: eth, label: 'Ledger Nano' });
    expect(new Date(entry?.usableFrom ?? 0).getTime() - new Date(entry?.createdAt ?? 0).getTime()).toBe(
      24 * hour,
    );
    const again = await add(alice, { coin: 'USDT', network: 'ERC20', address: eth, label: 'Renamed' });
    expect(again.result?.id).toBe(entry?.id);
    expect(again.result?.label).toBe('Renamed');
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
      expect(res.error, address).toMatchObject({ code: 40018 });
    }
    expect((await add(alice, { coin: 'BTC', network: 'TRC20', address: eth })).error).toMatchObject({
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
    expect((await list(alice)).map((e) => e.coin)).toEqual(['BTC', 'USDT']);
    expect((await list(alice, 'usdt')).map((e) => e.address)).toEqual([eth]);
    expect(await list(bob)).toEqual([]);
  });

  it('does not let another user delete an entry (404, nothing changed)', async () => {
    const [entry] = await list(alice);
    const res = await remove(bob, { id: entry?.id });
    expect(res.status).toBe(404);
    const [row] = await t.db
      .select()
      .from(userCoinAddresses)
      .where(eq(userCoinAddresses.id, entry?.id ?? 0));
    expect(row?.deletedAt).toBeNull();
    expect((await api(t).send(book.del, { id: entry?.id })).status).toBe(401);
    expect((await remove(alice, { id: 'x' })).status).toBe(400);
  });

  it('deletes, and a re-added address skips the cool-off it already served', async () => {
    const [entry] = await list(alice, 'USDT');
    const res = await remove(alice, { id: entry?.id });
    expect(res.result).toBe(true);
    const twice = await remove(alice, { id: entry?.id });
    expect(twice.status).toBe(404);
    expect(await list(alice, 'USDT')).toEqual([]);
    const back = await add(alice, { coin: 'USDT', network: 'ERC20', address: eth });
    expect(back.result?.id).toBe(entry?.id);
    expect(back.result?.usableFrom).toBe(entry?.usableFrom);
  });
});

describe('the fund PIN and the second factor', () => {
  const entries = async (userId: number) =>
    t.db.select().from(userCoinAddresses).where(eq(userCoinAddresses.userId, userId));
  const tron = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
  const newEntry = { coin: 'USDT', network: 'TRC20', address: tron, label: 'Exchange' };

  it('adding needs both: a missing or wrong PIN or code is refused and nothing is saved', async () => {
    const before = await entries(alice.id);
    const attempt = (payload: Record<string, unknown>) =>
      api(t)
        .as(alice)
        .send(book.create, { ...newEntry, ...payload });
    const { googleCode } = authorised(alice);
    const noPin = await attempt({ googleCode });
    expect(noPin.status).toBe(400);
    expect(noPin.error).toMatchObject({ validationErrors: [{ field: 'fundPassword' }] });
    expect((await attempt({ fundPassword: '135791', googleCode })).error).toMatchObject({ code: 50002 });
    const noCode = await attempt({ fundPassword: pin });
    expect(noCode.error).toMatchObject({ code: 400, validationErrors: [{ field: 'googleCode' }] });
    const wrong = await attempt({ fundPassword: pin, googleCode: wrongCode(googleCode) });
    expect(wrong.status).toBe(400);
    expect(await entries(alice.id)).toEqual(before);
    expect((await attempt(authorised(alice))).status).toBe(200);
    expect(await entries(alice.id)).toHaveLength(before.length + 1);
  });

  it('deleting needs both too, and a refused delete keeps the entry', async () => {
    const entry = (await entries(alice.id)).find((e) => e.address === tron);
    const attempt = (payload: Record<string, unknown>) =>
      api(t)
        .as(alice)
        .send(book.del, { id: entry?.id, ...payload });
    const { googleCode } = authorised(alice);
    expect((await attempt({ googleCode })).status).toBe(400);
    expect((await attempt({ fundPassword: '000000', googleCode })).error).toMatchObject({ code: 50002 });
    expect((await attempt({ fundPassword: pin })).status).toBe(400);
    expect((await attempt({ fundPassword: pin, googleCode: wrongCode(googleCode) })).status).toBe(400);
    expect((await entries(alice.id)).find((e) => e.id === entry?.id)?.deletedAt).toBeNull();
    expect((await attempt(authorised(alice))).result).toBe(true);
  });

  it('without an authenticator: the PIN and a security code to the own e-mail; the cool-off stays', async () => {
    const carol = await aUser().email('carol-book@example.com').fundPin(pin).create(t);
    const attempt = (payload: Record<string, unknown>) =>
      api(t)
        .as(carol)
        .send(book.create, { ...newEntry, ...payload });
    const missing = await attempt({ fundPassword: pin });
    expect(missing.error).toMatchObject({ code: 400, validationErrors: [{ field: 'emailCode' }] });
    const code = await securityCode(t, carol, 'email', 'carol-book@example.com');
    expect((await attempt({ fundPassword: pin, emailCode: wrongCode(code) })).status).toBe(400);
    expect(await entries(carol.id)).toEqual([]);
    const ok = await attempt({ fundPassword: pin, emailCode: code });
    expect(ok.status).toBe(200);
    const entry = ok.result;
    expect(new Date(entry?.usableFrom ?? 0).getTime() - new Date(entry?.createdAt ?? 0).getTime()).toBe(
      24 * hour,
    );
    // The code was spent: the same one again is refused.
    expect((await attempt({ fundPassword: pin, emailCode: code, label: 'again' })).status).toBe(400);
  });

  it('a user without a fund PIN is told to set one (403 fundPasswordNotSet)', async () => {
    const dave = await aUser().email('dave-book@example.com').create(t);
    const res = await api(t)
      .as(dave)
      .send(book.create, { ...newEntry, fundPassword: pin, emailCode: '123456' });
    expect(res.status).toBe(403);
    expect(res.error).toMatchObject({ details: 'fundPasswordNotSet' });
    expect(await entries(dave.id)).toEqual([]);
  });
});
