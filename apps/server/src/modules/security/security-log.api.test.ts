import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  errorOf,
  paths,
  post,
  sessionOf,
  signInByEmail,
} from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { call, sec, userWithToken } from '../../../test/security-helpers';
import { securityOperations, sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ singleSession: false });
});
afterAll(() => t.close());

type Paged = { totalCount: number; items: Record<string, unknown>[] };

describe('Profile/GetLoginHistory', () => {
  it('pages the sign-in history, newest first, with time, IP and device', async () => {
    const user = await createUser(t, { email: 'history@example.com' });
    const device = { 'x-device-id': 'device-history-1', 'user-agent': 'vitest-agent' };
    const first = sessionOf(await signInByEmail(t, 'history@example.com', undefined, device));
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await signInByEmail(t, 'history@example.com', 'Wrong#Pass2026', device);
    }
    t.clock.advance(1000);
    const res = await call(t, sec.getLoginHistory, first.accessToken, { SkipCount: 0, MaxResultCount: 2 });
    expect(res.status).toBe(200);
    const page = res.body.result as Paged;
    expect(page.totalCount).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      event: 'login',
      result: 'failure',
      ip: '127.0.0.1',
      deviceId: 'device-history-1',
      userAgent: 'vitest-agent',
    });
    const last = (await call(t, sec.getLoginHistory, first.accessToken, { SkipCount: 3, MaxResultCount: 2 }))
      .body.result as Paged;
    expect(last.items.map((i) => `${i.event}:${i.result}`)).toEqual(['login:success']);
    expect(user.id).toBeGreaterThan(0);
  });

  it('shows only the caller’s own rows and validates paging', async () => {
    const other = await userWithToken(t, { email: 'quiet@example.com' });
    const page = (await call(t, sec.getLoginHistory, other.token)).body.result as Paged;
    expect(page).toEqual({ totalCount: 0, items: [] });
    const bad = await call(t, sec.getLoginHistory, other.token, { MaxResultCount: 1000 });
    expect(errorOf(bad).validationErrors?.[0]?.field).toBe('MaxResultCount');
    expect((await call(t, sec.getLoginHistory, null)).status).toBe(401);
  });
});

describe('Profile/GetSafeOperationHistory', () => {
  it('pages the security operations with what, when, IP and device', async () => {
    const u = await userWithToken(t, { email: 'ops-log@example.com' });
    const other = await userWithToken(t, { email: 'ops-other@example.com' });
    for (let i = 0; i < 3; i++)
      await t.db.insert(securityOperations).values({
        userId: u.user.id,
        operation: ['bindPhone', 'updatePassword', 'createApiKey'][i] ?? 'x',
        result: 'success',
        ip: '198.51.100.9',
        deviceId: 'device-ops',
        createdAt: new Date(t.clock.now.getTime() + i * 1000),
      });
    await t.db.insert(securityOperations).values({
      userId: other.user.id,
      operation: 'bindEmail',
      result: 'success',
      createdAt: t.clock.now,
    });
    const res = await call(t, sec.getSafeOperationHistory, u.token, { MaxResultCount: 2 });
    const page = res.body.result as Paged;
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.operation)).toEqual(['createApiKey', 'updatePassword']);
    expect(page.items[0]).toMatchObject({ ip: '198.51.100.9', deviceId: 'device-ops', result: 'success' });
    expect(typeof page.items[0]?.time).toBe('string');
    expect(JSON.stringify(page)).not.toContain('bindEmail');
  });
});

describe('sessions and devices', () => {
  it('lists the live sessions with device, IP and last use, marking this one', async () => {
    await createUser(t, { email: 'sessions@example.com' });
    const web = sessionOf(
      await signInByEmail(t, 'sessions@example.com', undefined, { 'x-device-id': 'device-web-0001' }),
    );
    t.clock.advance(60_000);
    const app = sessionOf(
      await signInByEmail(t, 'sessions@example.com', undefined, {
        'x-device-id': 'device-web-0001',
        'x-client-type': '1',
        'user-agent': 'CofferApp/1.0',
      }),
    );
    t.clock.advance(60_000);
    const refreshed = sessionOf(await post(t, paths.refresh, { refreshToken: web.refreshToken }));
    const res = await call(t, sec.getSessionList, refreshed.accessToken);
    expect(res.status).toBe(200);
    const items = (res.body.result as { items: Record<string, unknown>[] }).items;
    expect(items).toHaveLength(2);
    const current = items.find((i) => i.current);
    expect(current).toMatchObject({ clientType: 0, deviceId: 'device-web-0001', ip: '127.0.0.1' });
    expect(current?.lastUsedAt).toBe(t.clock.now.toISOString());
    expect(items.find((i) => !i.current)).toMatchObject({ clientType: 1, userAgent: 'CofferApp/1.0' });
    expect(app.accessToken).toBeTruthy();
  });

  it("signs out one session; another user's session id answers 404 and stays", async () => {
    const a = await userWithToken(t, { email: 'revoke-a@example.com' });
    const b = await userWithToken(t, { email: 'revoke-b@example.com' });
    const theirs = await call(t, sec.revokeSession, a.token, { sessionId: b.sessionId });
    expect(theirs.status).toBe(404);
    const [bSession] = await t.db.select().from(sessions).where(eq(sessions.id, b.sessionId));
    expect(bSession?.revokedAt).toBeNull();
    const second = await t.tokenFor({
      userId: a.user.id,
      uid: a.user.uid,
      sessionId: `a-second-${a.user.id}`,
    });
    const res = await call(t, sec.revokeSession, a.token, { sessionId: `a-second-${a.user.id}` });
    expect(res.status).toBe(200);
    expect(errorOf(await call(t, { method: 'GET', path: paths.accountInfo }, second)).code).toBe(50001);
    expect((await call(t, { method: 'GET', path: paths.accountInfo }, a.token)).status).toBe(200);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, a.user.id));
    expect(ops.map((o) => o.operation)).toEqual(['revokeSession']);
  });

  it('signs out all other sessions, keeping this one', async () => {
    const u = await userWithToken(t, { email: 'revoke-all@example.com' });
    const others = await Promise.all(
      [1, 2, 3].map((n) =>
        t.tokenFor({ userId: u.user.id, uid: u.user.uid, sessionId: `ra-${u.user.id}-${n}` }),
      ),
    );
    const res = await call(t, sec.revokeOtherSessions, u.token);
    expect(res.body.result).toBe(3);
    for (const token of others)
      expect((await t.call({ method: 'GET', url: paths.accountInfo, headers: bearer(token) })).status).toBe(
        401,
      );
    expect((await call(t, { method: 'GET', path: paths.accountInfo }, u.token)).status).toBe(200);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, u.user.id));
    expect(live.filter((s) => s.revokedAt === null).map((s) => s.id)).toEqual([u.sessionId]);
  });
});
