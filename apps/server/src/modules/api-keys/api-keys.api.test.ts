import { constants, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, resultOf } from '../../../test/api-client';
import { aUser } from '../../../test/builders';
import { securityCode, totpCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { apiKeys, securityOperations } from '../../db/schema';
import { createApiKeysRepo } from './api-keys.repo';

const t = useTestApp();

const dayMs = 86_400_000;
const ips = (n: number) => Array.from({ length: n }, (_, i) => `203.0.113.${i + 1}`).join(',');
const keysOf = (userId: number) => t.db.select().from(apiKeys).where(eq(apiKeys.userId, userId));

const keys = endpoints.apiKeys;

/** A signed-in user and their client. */
async function signedIn(email: string) {
  const user = await aUser().email(email).create(t);
  return { user, client: api(t).as(user) };
}

/** A user with an authenticator: each key call takes the code of a new 30-second step. */
async function googleUser(email: string) {
  const user = await aUser().email(email).withGoogle().create(t);
  const client = api(t).as(user);
  const code = async () => {
    t.clock.advance(30_000);
    return { client, googleCode: totpCode(t, user.googleSecret ?? '') };
  };
  /** A read-only key named `remark`, created with a fresh Google code. */
  const readKey = async (remark: string) => {
    const c = await code();
    return c.client.call(keys.create, { remark, permissions: ['read'], googleCode: c.googleCode });
  };
  return { user, client, code, readKey };
}

/** A read-only key row written straight to the table (its secret a stand-in), to fill an account up to the cap. */
const storedKey = (userId: number, prefix: string, i: number) => ({
  userId,
  accessKey: `${prefix}-${userId}-${i}`,
  secretSealed: 'v1.x.y',
  remark: `k${i}`,
  permissions: ['read'],
  createdAt: t.clock.now,
  updatedAt: t.clock.now,
});

describe('Basic/UserApiKey/Create', () => {
  it('answers the secret once; stores it sealed; the list never shows it', async () => {
    const u = await googleUser('keys@example.com');
    const { client, googleCode } = await u.code();
    const res = await client.send(keys.create, {
      remark: ' trading bot ',
      permissions: ['trade', 'read', 'trade'],
      ips: '203.0.113.5, 198.51.100.0/24',
      googleCode,
    });
    expect(res.status).toBe(200);
    const key = resultOf(res);
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
    const list = await client.send(keys.getList, {});
    expect(list.result).toMatchObject({
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
    const { client, googleCode } = await u.code();
    const res = await client.send(keys.create, {
      remark: 'no ips',
      permissions: ['read'],
      googleCode,
    });
    const key = resultOf(res);
    const created = t.clock.now.getTime();
    expect(key.expiresAt).toBe(
      new Date(created + constants.apiKeys.validityDaysWithoutIp * dayMs).toISOString(),
    );
    t.clock.advance(constants.apiKeys.validityDaysWithoutIp * dayMs - 60_000);
    let list = await u.client.send(keys.getList, {});
    expect(list.result?.items[0]?.status).toBe(0);
    t.clock.advance(60_000);
    list = await u.client.send(keys.getList, {});
    expect(list.result?.items[0]?.status).toBe(2);
  });

  it('refuses 21 IPs and an invalid CIDR, storing nothing', async () => {
    const u = await signedIn('badips@example.com');
    const many = await u.client.fails(keys.create, {
      remark: 'r',
      permissions: ['read'],
      ips: ips(21),
      emailCode: '123456',
    });
    expect(many.status).toBe(400);
    expect(many.validationErrors).toEqual([{ field: 'ips', message: 'apiKey.tooManyIps' }]);
    const cidr = await u.client.fails(keys.create, {
      remark: 'r',
      permissions: ['read'],
      ips: '203.0.113.1,10.0.0.0/33',
      emailCode: '123456',
    });
    expect(cidr.validationErrors).toEqual([{ field: 'ips', message: 'apiKey.invalidIp' }]);
    expect(await keysOf(u.user.id)).toEqual([]);
  });

  it('allows 20 IPs; validates remark, permissions and the custom address scope', async () => {
    const u = await signedIn('fields@example.com');
    const bad = await u.client.fails(keys.create, {
      remark: '',
      permissions: [],
      withdrawScope: 'custom',
      withdrawAddressIds: [],
    });
    expect(bad.validationErrors?.map((e) => e.message).sort()).toEqual([
      'apiKey.addressIdsRequired',
      'apiKey.permissionsRequired',
      'apiKey.remarkRequired',
    ]);
    const noIds = await u.client.fails(keys.create, {
      remark: 'x',
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [],
    });
    expect(noIds.validationErrors).toEqual([
      { field: 'withdrawAddressIds', message: 'apiKey.addressIdsRequired' },
    ]);
    const badIds = await u.client.fails(keys.create, {
      remark: 'x',
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [3, -1, 2.5],
    });
    expect(badIds.validationErrors?.map((e) => e.message)).toEqual([
      'apiKey.invalidAddressId',
      'apiKey.invalidAddressId',
    ]);
    const emailCode = await securityCode(t, u.user, 'email', 'fields@example.com');
    const ok = await u.client.send(keys.create, {
      remark: 'twenty',
      permissions: ['withdraw'],
      withdrawScope: 'custom',
      withdrawAddressIds: [7, 3, 7],
      ips: ips(20),
      emailCode,
    });
    expect(ok.status).toBe(200);
    expect(ok.result).toMatchObject({ withdrawScope: 'custom', withdrawAddressIds: [7, 3] });
  });

  it('needs the second factor: none or a wrong one creates nothing', async () => {
    const u = await googleUser('nofactor@example.com');
    const { client, googleCode } = await u.code();
    const none = await client.fails(keys.create, { remark: 'r', permissions: ['read'] });
    expect(none.validationErrors).toEqual([{ field: 'googleCode', message: 'verificationCode.invalid' }]);
    const wrong = await client.send(keys.create, {
      remark: 'r',
      permissions: ['read'],
      googleCode: googleCode === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(await keysOf(u.user.id)).toEqual([]);
  });

  it('refuses a 21st key', async () => {
    const u = await googleUser('twentyone@example.com');
    await t.db
      .insert(apiKeys)
      .values(
        Array.from({ length: constants.apiKeys.maxPerUser }, (_, i) => storedKey(u.user.id, 'bulk', i)),
      );
    const { client, googleCode } = await u.code();
    const res = await client.fails(keys.create, {
      remark: 'one too many',
      permissions: ['read'],
      googleCode,
    });
    expect(res.status).toBe(400);
    expect(res.details).toMatch(/up to 20/);
    expect(await keysOf(u.user.id)).toHaveLength(20);
  });
});

describe('the 20-key cap under concurrency', () => {
  it('two creations racing for the 20th place: one wins', async () => {
    const u = await signedIn('cap-race@example.com');
    const row = (i: number) => storedKey(u.user.id, 'race', i);
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
    const key = await u.readKey('a');
    expect(key.expiresAt).not.toBeNull();
    let c = await u.code();
    const res = await c.client.send(keys.update, {
      id: key.id,
      remark: 'b',
      permissions: ['read', 'withdraw'],
      ips: '203.0.113.9',
      status: 1,
      googleCode: c.googleCode,
    });
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({
      remark: 'b',
      permissions: ['read', 'withdraw'],
      ips: '203.0.113.9',
      status: 1,
      expiresAt: null,
    });
    // Unbinding every IP starts the 90 days again, from now.
    c = await u.code();
    const cleared = await c.client.send(keys.update, {
      id: key.id,
      ips: '',
      googleCode: c.googleCode,
    });
    expect(cleared.result?.expiresAt).toBe(
      new Date(t.clock.now.getTime() + constants.apiKeys.validityDaysWithoutIp * dayMs).toISOString(),
    );
    const noFactor = await c.client.send(keys.update, { id: key.id, remark: 'c' });
    expect(noFactor.status).toBe(400);
    expect((await keysOf(u.user.id))[0]?.remark).toBe('b');
  });

  it("another user's key id answers 404 to Update and Delete, and the key is unchanged", async () => {
    const owner = await googleUser('owner@example.com');
    const key = await owner.readKey('mine');
    const thief = await googleUser('thief@example.com');
    let tc = await thief.code();
    const upd = await tc.client.send(keys.update, {
      id: key.id,
      remark: 'stolen',
      googleCode: tc.googleCode,
    });
    expect(upd.status).toBe(404);
    tc = await thief.code();
    const del = await tc.client.send(keys.delete, { id: key.id, googleCode: tc.googleCode });
    expect(del.status).toBe(404);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row).toMatchObject({ remark: 'mine', userId: owner.user.id });
  });

  it('deletes with the second factor; the key is gone', async () => {
    const u = await googleUser('delete@example.com');
    const key = await u.readKey('bye');
    const none = await u.client.fails(keys.delete, { id: key.id });
    expect(none.status).toBe(400);
    const c = await u.code();
    const res = await c.client.send(keys.delete, { id: key.id, googleCode: c.googleCode });
    expect(res.result).toBe(true);
    expect(await keysOf(u.user.id)).toEqual([]);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, u.user.id));
    expect(ops.map((o) => o.operation)).toEqual(['bindGoogle', 'createApiKey', 'deleteApiKey']);
  });

  it('needs a signed-in user (expired token: 401)', async () => {
    const { user } = await signedIn('keys-expired@example.com');
    const token = await t.tokenFor({ userId: user.id, uid: user.uid });
    t.clock.advance(901_000);
    expect((await api(t).as({ token }).send(keys.getList, {})).status).toBe(401);
    expect((await api(t).send(keys.getList, {})).status).toBe(401);
  });
});
