import { constants } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  bindGoogle,
  call,
  keyEndpoints,
  retoken,
  securityCode,
  totpCode,
  userWithToken,
} from '../../../test/security-helpers';
import { apiKeys, securityOperations } from '../../db/schema';
import { createApiKeysRepo } from './api-keys.repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const dayMs = 86_400_000;
const ips = (n: number) => Array.from({ length: n }, (_, i) => `203.0.113.${i + 1}`).join(',');
const keysOf = (userId: number) => t.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));

type Created = { id: number; accessKey: string; secretKey: string; status: number; expiresAt: string | null };

/** A user with an authenticator: each key call takes the code of a new 30-second step. */
async function googleUser(email: string) {
  const u = await userWithToken(t, { email });
  const secret = await bindGoogle(t, u.token, email);
  const code = async () => {
    t.clock.advance(30_000);
    return { token: await retoken(t, u), googleCode: totpCode(t, secret) };
  };
  return { ...u, code };
}

describe('Basic/UserApiKey/Create', () => {
  it('answers the secret once; stores it sealed; the list never shows it', async () => {
    const u = await googleUser('keys@example.com');
    const { token, googleCode } = await u.code();
    const res = await call(t, keyEndpoints.create, token, {
      remark: ' trading bot ',
      permissions: ['trade', 'read', 'trade'],
      ips: '203.0.113.5, 198.51.100.0/24',
      googleCode,
    });
    expect(res.status).toBe(200);
    const key = res.body.result as Created & Record<string, unknown>;
    expect(key).toMatchObject({
      remark: 'trading bot',
      permissions: ['read', 'trade'],
      withdrawScope: 'all',
      withdrawAddressIds: [],
      ips: '203.0.113.5,198.51.100.0/24',
      status: 0,
      expiresAt: null,
      lastUsedAt: null,
    });
    // 32 random bytes: 256 bits, base64url.
    expect(key.secretKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await keysOf(u.user.id);
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(key.secretKey);
    const list = await call(t, keyEndpoints.getList, token);
    expect(list.body.result).toMatchObject({
      totalCount: 1,
      items: [{ id: key.id, accessKey: key.accessKey }],
    });
    expect(JSON.stringify(list.body)).not.toContain(key.secretKey);
    const [op] = await t.db
      .select()
      .from(securityOperations)
      .where(eq(securityOperations.operation, 'createApiKey'));
    expect(op).toMatchObject({ userId: u.user.id, detail: `#${key.id} read+trade` });
  });

  it('without bound IPs the key expires after 90 days (injected clock)', async () => {
    const u = await googleUser('expiry@example.com');
    const { token, googleCode } = await u.code();
    const res = await call(t, keyEndpoints.create, token, {
      remark: 'no ips',
      permissions: ['read'],
      googleCode,
    });
    const key = res.body.result as Created;
    const created = t.clock.now.getTime();
    expect(key.expiresAt).toBe(
      new Date(created + constants.apiKeys.validityDaysWithoutIp * dayMs).toISOString(),
    );
    t.clock.advance(constants.apiKeys.validityDaysWithoutIp * dayMs - 60_000);
    let list = await call(t, keyEndpoints.getList, await retoken(t, u));
    expect((list.body.result as { items: Created[] }).items[0]?.status).toBe(0);
    t.clock.advance(60_000);
    list = await call(t, keyEndpoints.getList, await retoken(t, u));
    expect((list.body.result as { items: Created[] }).items[0]?.status).toBe(2);
  });

  it('refuses 21 IPs and an invalid CIDR, storing nothing', async () => {
    const u = await userWithToken(t, { email: 'badips@example.com' });
    const many = await call(t, keyEndpoints.create, u.token, {
      remark: 'r',
      permissions: ['read'],
      ips: ips(21),
      emailCode: '123456',
    });
    expect(many.status).toBe(400);
    expect(errorOf(many).validationErrors).toEqual([{ field: 'ips', message: 'apiKey.tooManyIps' }]);
    const cidr = await call(t, keyEndpoints.create, u.token, {
      remark: 'r',
      permissions: ['read'],
      ips: '203.0.113.1,10.0.0.0/33',
      emailCode: '123456',
    });
    expect(errorOf(cidr).validationErrors).toEqual([{ field: 'ips', message: 'apiKey.invalidIp' }]);
    expect(await keysOf(u.user.id)).toEqual([]);
  });

  it('allows 20 IPs; validates remark, permissions and the custom address scope', async () => {
    const u = await userWithToken(t, { email: 'fields@example.com' });
    const bad = await call(t, keyEndpoints.create, u.token, {
      remark: '',
      permissions: [],
      withdrawScope: 'custom',
      withdrawAddressIds: [],
    });
    expect(
      errorOf(bad)
        .validationErrors?.map((e) => e.message)
        .sort(),
    ).toEqual(['apiKey.addressIdsRequired', 'apiKey.permissionsRequired', 'apiKey.remarkRequired']);
    const noIds = await call(t, keyEndpoints.create, u.token, {
      remark: 'x',
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [],
    });
    expect(errorOf(noIds).validationErrors).toEqual([
      { field: 'withdrawAddressIds', message: 'apiKey.addressIdsRequired' },
    ]);
    const badIds = await call(t, keyEndpoints.create, u.token, {
      remark: 'x',
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [3, -1, 2.5],
    });
    expect(errorOf(badIds).validationErrors?.map((e) => e.message)).toEqual([
      'apiKey.invalidAddressId',
      'apiKey.invalidAddressId',
    ]);
    const emailCode = await securityCode(t, u.token, 'email', 'fields@example.com');
    const ok = await call(t, keyEndpoints.create, await retoken(t, u), {
      remark: 'twenty',
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [7, 3, 7],
      ips: ips(20),
      emailCode,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({ withdrawScope: 'custom', withdrawAddressIds: [7, 3] });
  });

  it('needs the second factor: none or a wrong one creates nothing', async () => {
    const u = await googleUser('nofactor@example.com');
    const { token, googleCode } = await u.code();
    const none = await call(t, keyEndpoints.create, token, { remark: 'r', permissions: ['read'] });
    expect(errorOf(none).validationErrors).toEqual([
      { field: 'googleCode', message: 'verificationCode.invalid' },
    ]);
    const wrong = await call(t, keyEndpoints.create, token, {
      remark: 'r',
      permissions: ['read'],
      googleCode: googleCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await keysOf(u.user.id)).toEqual([]);
  });

  it('refuses a 21st key', async () => {
    const u = await googleUser('twentyone@example.com');
    const now = t.clock.now;
    await t.db.insert(apiKeys).values(
      Array.from({ length: constants.apiKeys.maxPerUser }, (_, i) => ({
        userId: u.user.id,
        accessKey: `bulk-${u.user.id}-${i}`,
        secretSealed: 'v1.x.y',
        remark: `k${i}`,
        permissions: ['read'],
        createdAt: now,
        updatedAt: now,
      })),
    );
    const { token, googleCode } = await u.code();
    const res = await call(t, keyEndpoints.create, token, {
      remark: 'one too many',
      permissions: ['read'],
      googleCode,
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).details).toMatch(/up to 20/);
    expect(await keysOf(u.user.id)).toHaveLength(20);
  });
});

describe('the 20-key cap under concurrency', () => {
  it('two creations racing for the 20th place: one wins', async () => {
    const u = await userWithToken(t, { email: 'cap-race@example.com' });
    const now = t.clock.now;
    const row = (i: number) => ({
      userId: u.user.id,
      accessKey: `race-${u.user.id}-${i}`,
      secretSealed: 'v1.x.y',
      remark: `k${i}`,
      permissions: ['read'],
      createdAt: now,
      updatedAt: now,
    });
    await t.db.insert(apiKeys).values(Array.from({ length: 19 }, (_, i) => row(i)));
    const repo = createApiKeysRepo(t.db);
    const results = await Promise.all([repo.insertCapped(row(100), 20), repo.insertCapped(row(101), 20)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await keysOf(u.user.id)).toHaveLength(20);
  });
});

describe('Basic/UserApiKey/Update and Delete', () => {
  it('updates remark, permissions, IPs (binding IPs lifts the expiry) and status, with the second factor', async () => {
    const u = await googleUser('update@example.com');
    let c = await u.code();
    const key = (
      await call(t, keyEndpoints.create, c.token, {
        remark: 'a',
        permissions: ['read'],
        googleCode: c.googleCode,
      })
    ).body.result as Created;
    expect(key.expiresAt).not.toBeNull();
    c = await u.code();
    const res = await call(t, keyEndpoints.update, c.token, {
      id: key.id,
      remark: 'b',
      permissions: ['read', 'withdraw'],
      ips: '203.0.113.9',
      status: 1,
      googleCode: c.googleCode,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      remark: 'b',
      permissions: ['read', 'withdraw'],
      ips: '203.0.113.9',
      status: 1,
      expiresAt: null,
    });
    // Unbinding every IP starts the 90 days again, from now.
    c = await u.code();
    const cleared = await call(t, keyEndpoints.update, c.token, {
      id: key.id,
      ips: '',
      googleCode: c.googleCode,
    });
    expect((cleared.body.result as Created).expiresAt).toBe(
      new Date(t.clock.now.getTime() + constants.apiKeys.validityDaysWithoutIp * dayMs).toISOString(),
    );
    const noFactor = await call(t, keyEndpoints.update, c.token, { id: key.id, remark: 'c' });
    expect(noFactor.status).toBe(400);
    expect((await keysOf(u.user.id))[0]?.remark).toBe('b');
  });

  it("another user's key id answers 404 to Update and Delete, and the key is unchanged", async () => {
    const owner = await googleUser('owner@example.com');
    const c = await owner.code();
    const key = (
      await call(t, keyEndpoints.create, c.token, {
        remark: 'mine',
        permissions: ['read'],
        googleCode: c.googleCode,
      })
    ).body.result as Created;
    const thief = await googleUser('thief@example.com');
    let tc = await thief.code();
    const upd = await call(t, keyEndpoints.update, tc.token, {
      id: key.id,
      remark: 'stolen',
      googleCode: tc.googleCode,
    });
    expect(upd.status).toBe(404);
    tc = await thief.code();
    const del = await call(t, keyEndpoints.delete, tc.token, { id: key.id, googleCode: tc.googleCode });
    expect(del.status).toBe(404);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row).toMatchObject({ remark: 'mine', userId: owner.user.id });
  });

  it('deletes with the second factor; the key is gone', async () => {
    const u = await googleUser('delete@example.com');
    let c = await u.code();
    const key = (
      await call(t, keyEndpoints.create, c.token, {
        remark: 'bye',
        permissions: ['read'],
        googleCode: c.googleCode,
      })
    ).body.result as Created;
    const none = await call(t, keyEndpoints.delete, c.token, { id: key.id });
    expect(none.status).toBe(400);
    c = await u.code();
    const res = await call(t, keyEndpoints.delete, c.token, { id: key.id, googleCode: c.googleCode });
    expect(res.body.result).toBe(true);
    expect(await keysOf(u.user.id)).toEqual([]);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, u.user.id));
    expect(ops.map((o) => o.operation)).toEqual(['bindGoogle', 'createApiKey', 'deleteApiKey']);
  });

  it('needs a signed-in user (expired token: 401)', async () => {
    const u = await userWithToken(t, { email: 'keys-expired@example.com' });
    t.clock.advance(901_000);
    expect((await call(t, keyEndpoints.getList, u.token)).status).toBe(401);
    expect((await call(t, keyEndpoints.getList, null)).status).toBe(401);
  });
});
