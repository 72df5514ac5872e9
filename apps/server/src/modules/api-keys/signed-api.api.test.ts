import { constants, endpoints, type Host } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { answerOf, api, authOf, type LooseInput, resultOf, signedHeaders } from '../../../test/api-client';
import { aUser, goodPassword, type UserRow } from '../../../test/builders';
import { securityCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { apiKeys, users } from '../../db/schema';

const t = useTestApp();

const auth = endpoints.auth;
const sec = endpoints.security;
const keys = endpoints.apiKeys;
type Key = { id: number; accessKey: string; secretKey: string };
const infoPath = auth.getAccountInfo.path;

/** A user with a key made through the API (an e-mail code as the second factor). */
async function keyHolder(
  email: string,
  fields: LooseInput<typeof keys.create>,
  userFields: Partial<UserRow> = {},
) {
  const user = await aUser().email(email).with(userFields).create(t);
  const emailCode = await securityCode(t, user, 'email', email);
  const res = await api(t)
    .as(user)
    .send(keys.create, { remark: 'bot', emailCode, ...fields });
  return { user, key: resultOf(res) };
}

/**
 * A signed GET of the account info (on a host, from an address); the clock moves a millisecond
 * first, since the same signature is accepted once.
 */
function signedGet(
  key: Key,
  host: Host = 'base',
  options: { timestamp?: number; recvWindow?: number } = {},
  remoteAddress = '203.0.113.7',
) {
  t.clock.advance(1);
  return api(t)
    .as({ apiKey: key, ...options })
    .on(host)
    .with({ remoteAddress })
    .send(auth.getAccountInfo);
}

describe('signed API requests on Profile/GetAccountInfo (read)', () => {
  it("authenticate as the key's owner from a bound IP; the key's last use is recorded", async () => {
    const { user, key } = await keyHolder('reader@example.com', {
      permissions: ['read'],
      ips: '203.0.113.0/24',
    });
    const res = await signedGet(key);
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ uid: user.uid, email: 'r***@example.com' });
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.lastUsedAt?.toISOString()).toBe(t.clock.now.toISOString());
  });

  it('a signed-in user still passes with a bearer token', async () => {
    const u = await aUser().email('bearer@example.com').create(t);
    expect((await api(t).as(u).send(auth.getAccountInfo)).status).toBe(200);
  });

  it('works on the merchant host for a merchant key holder (the signed path includes /m)', async () => {
    const { key } = await keyHolder('mkey@example.com', { permissions: ['read'] }, { accountType: 1 });
    expect((await signedGet(key, 'merchant')).status).toBe(200);
    // A signature over the base path does not serve for the merchant path.
    const headers = signedHeaders(t, key, 'GET', infoPath);
    const res = await t.call({ method: 'GET', url: `/m${infoPath}`, headers });
    expect(res.status).toBe(401);
  });

  it('wrong role: a personal account gets 403 on the merchant host, by key or by token', async () => {
    const { key, user } = await keyHolder('personal-key@example.com', { permissions: ['read'] });
    expect((await signedGet(key, 'merchant')).status).toBe(403);
    expect((await api(t).as(user).on('merchant').send(auth.getAccountInfo)).status).toBe(403);
  });

  it('refuses a request from an unbound IP (403)', async () => {
    const { key } = await keyHolder('boundip@example.com', {
      permissions: ['read'],
      ips: '198.51.100.7,2001:db8::/32',
    });
    const res = await signedGet(key, 'base', {}, '203.0.113.50');
    expect(res.status).toBe(403);
    expect(res.error?.details).toMatch(/address/);
    expect((await signedGet(key, 'base', {}, '198.51.100.7')).status).toBe(200);
    expect((await signedGet(key, 'base', {}, '2001:db8:5::1')).status).toBe(200);
  });

  it('refuses a stale timestamp, and one from the future, outside the receive window (401)', async () => {
    const { key } = await keyHolder('stale@example.com', { permissions: ['read'] });
    const now = t.clock.now.getTime();
    const stale = await signedGet(key, 'base', { timestamp: now - 6000 });
    expect(stale.status).toBe(401);
    expect(stale.error?.details).toMatch(/receive window/);
    expect((await signedGet(key, 'base', { timestamp: now + 6000 })).status).toBe(401);
    // A wider window (at most 60 s) is the caller's to ask for.
    expect((await signedGet(key, 'base', { timestamp: now - 20_000, recvWindow: 30_000 })).status).toBe(200);
    expect((await signedGet(key, 'base', { recvWindow: 120_000 })).status).toBe(401);
  });

  it('every key reads: withdraw and trade include read; a read-only key may not trade (403)', async () => {
    const { key } = await keyHolder('withdrawonly@example.com', {
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [1],
    });
    expect((await signedGet(key)).status).toBe(200);
    const trader = await keyHolder('trader@example.com', { permissions: ['trade'] });
    expect((await signedGet(trader.key)).status).toBe(200);
    const reader = await keyHolder('readonly@example.com', { permissions: ['read'] });
    const res = await api(t)
      .as({ apiKey: reader.key })
      .send(endpoints.convert.quote, { symbol: 'BTC/USDT', side: 'buy', fromAmount: '10' } as never);
    expect(res.status).toBe(403);
    expect(res.error?.details).toMatch(/trade/);
  });

  it('refuses keys on login, password, 2FA and key-management endpoints (403), changing nothing', async () => {
    const { user, key } = await keyHolder('forbidden@example.com', {
      permissions: ['read', 'withdraw', 'trade'],
    });
    const byKey = api(t).as({ apiKey: key });
    const answers = [
      await byKey.send(auth.authenticateByEmailAddress, {
        emailAddress: 'forbidden@example.com',
        password: goodPassword,
      }),
      await byKey.send(sec.updatePassword, {
        oldPassword: goodPassword,
        newPassword: 'Changed#2026x',
        confirmPassword: 'Changed#2026x',
      }),
      await byKey.send(sec.bindGoogleCode, { googleCode: '123456', emailCode: '123456' }),
      await byKey.send(keys.create, { remark: 'more', permissions: ['read'], emailCode: '123456' }),
      await byKey.send(keys.delete, { id: key.id, emailCode: '123456' }),
      await byKey.send(keys.getList),
    ];
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordChangedAt).toBeNull();
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id))).toHaveLength(1);
  });

  it('refuses a wrong signature, an unknown key, a replayed request, and a bearer token beside a key', async () => {
    const { key, user } = await keyHolder('replay@example.com', { permissions: ['read'] });
    const wrongSecret = { ...key, secretKey: `${key.secretKey.slice(0, -1)}x` };
    expect((await signedGet(wrongSecret)).status).toBe(401);
    expect((await signedGet({ ...key, accessKey: 'no-such-key' })).status).toBe(401);
    const headers = signedHeaders(t, key, 'GET', infoPath);
    expect((await t.call({ method: 'GET', url: infoPath, headers })).status).toBe(200);
    const replay = await t.call({ method: 'GET', url: infoPath, headers });
    expect(replay.status).toBe(401);
    expect(answerOf(replay).error?.details).toMatch(/already used/);
    t.clock.advance(1);
    const both = await t.call({
      method: 'GET',
      url: infoPath,
      headers: { ...signedHeaders(t, key, 'GET', infoPath), ...(await authOf(t, user)) },
    });
    expect(both.status).toBe(401);
  });

  it('refuses a disabled key, an expired key (90 days without IPs), and a banned owner', async () => {
    const holder = await keyHolder('lifecycle@example.com', { permissions: ['read'] });
    await t.db.update(apiKeys).set({ status: 1 }).where(eq(apiKeys.id, holder.key.id));
    expect((await signedGet(holder.key)).error?.details).toMatch(/disabled/);
    await t.db.update(apiKeys).set({ status: 0 }).where(eq(apiKeys.id, holder.key.id));
    t.clock.advance(constants.apiKeys.validityDaysWithoutIp * 86_400_000);
    const expired = await signedGet(holder.key);
    expect(expired.status).toBe(401);
    expect(expired.error?.details).toMatch(/expired/);
    const banned = await keyHolder('banned-owner@example.com', { permissions: ['read'] });
    await t.db.update(users).set({ bannedAt: t.clock.now }).where(eq(users.id, banned.user.id));
    expect((await signedGet(banned.key)).error?.code).toBe(80001);
  });

  it('a request without the three headers is not signed: a key alone gets 401', async () => {
    const u = await aUser().email('half@example.com').create(t);
    const res = await t.call({ method: 'GET', url: infoPath, headers: { 'x-api-key': 'something' } });
    expect(res.status).toBe(401);
    expect(u.id).toBeGreaterThan(0);
  });
});
