import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { securityOperations, sessions } from '../../db/schema';

const sec = endpoints.security;
const { getAccountInfo } = endpoints.auth;
/** Signs in by e-mail from a device (headers), answering the session. */
const signIn = (emailAddress: string, password = goodPassword, headers: Record<string, string> = {}) =>
  api(t).with({ headers }).send(endpoints.auth.authenticateByEmailAddress, { emailAddress, password });
const sessionOf = async (answer: ReturnType<typeof signIn>) => {
  const { result } = await answer;
  if (!result) throw new Error('not signed in');
  return result;
};

const t = useTestApp({ singleSession: false });

describe('Profile/GetLoginHistory', () => {
  it('pages the sign-in history, newest first, with time, IP and device', async () => {
    const user = await aUser().email('history@example.com').create(t);
    const device = { 'x-device-id': 'device-history-1', 'user-agent': 'vitest-agent' };
    const first = await sessionOf(signIn('history@example.com', undefined, device));
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      await signIn('history@example.com', 'Wrong#Pass2026', device);
    }
    t.clock.advance(1000);
    const me = api(t).as({ token: first.accessToken });
    const page = await me.call(sec.getLoginHistory, { SkipCount: 0, MaxResultCount: 2 });
    expect(page.totalCount).toBe(4);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      event: 'login',
      result: 'failure',
      ip: '127.0.0.1',
      deviceId: 'device-history-1',
      userAgent: 'vitest-agent',
    });
    const last = await me.call(sec.getLoginHistory, { SkipCount: 3, MaxResultCount: 2 });
    expect(last.items.map((i) => `${i.event}:${i.result}`)).toEqual(['login:success']);
    expect(user.id).toBeGreaterThan(0);
  });

  it('shows only the caller’s own rows and validates paging', async () => {
    const other = api(t).as(await aUser().email('quiet@example.com').create(t));
    expect(await other.call(sec.getLoginHistory)).toEqual({ totalCount: 0, items: [] });
    const bad = await other.fails(sec.getLoginHistory, { MaxResultCount: 1000 });
    expect(bad.validationErrors?.[0]?.field).toBe('MaxResultCount');
    expect((await api(t).fails(sec.getLoginHistory)).status).toBe(401);
  });
});

describe('Profile/GetSafeOperationHistory', () => {
  it('pages the security operations with what, when, IP and device', async () => {
    const u = await aUser().email('ops-log@example.com').create(t);
    const other = await aUser().email('ops-other@example.com').create(t);
    for (let i = 0; i < 3; i++)
      await t.db.insert(securityOperations).values({
        userId: u.id,
        operation: ['bindPhone', 'updatePassword', 'createApiKey'][i] ?? 'x',
        result: 'success',
        ip: '198.51.100.9',
        deviceId: 'device-ops',
        createdAt: new Date(t.clock.now.getTime() + i * 1000),
      });
    await t.db.insert(securityOperations).values({
      userId: other.id,
      operation: 'bindEmail',
      result: 'success',
      createdAt: t.clock.now,
    });
    const page = await api(t).as(u).call(sec.getSafeOperationHistory, { MaxResultCount: 2 });
    expect(page.totalCount).toBe(3);
    expect(page.items.map((i) => i.operation)).toEqual(['createApiKey', 'updatePassword']);
    expect(page.items[0]).toMatchObject({ ip: '198.51.100.9', deviceId: 'device-ops', result: 'success' });
    expect(typeof page.items[0]?.time).toBe('string');
    expect(JSON.stringify(page)).not.toContain('bindEmail');
  });
});

describe('sessions and devices', () => {
  it('lists the live sessions with device, IP and last use, marking this one', async () => {
    await aUser().email('sessions@example.com').create(t);
    const web = await sessionOf(
      signIn('sessions@example.com', undefined, { 'x-device-id': 'device-web-0001' }),
    );
    t.clock.advance(60_000);
    const app = await sessionOf(
      signIn('sessions@example.com', undefined, {
        'x-device-id': 'device-web-0001',
        'x-client-type': '1',
        'user-agent': 'CofferApp/1.0',
      }),
    );
    t.clock.advance(60_000);
    const refreshed = await api(t).call(endpoints.auth.refreshToken, { refreshToken: web.refreshToken });
    const { items } = await api(t).as({ token: refreshed.accessToken }).call(sec.getSessionList);
    expect(items).toHaveLength(2);
    const current = items.find((i) => i.current);
    expect(current).toMatchObject({ clientType: 0, deviceId: 'device-web-0001', ip: '127.0.0.1' });
    expect(current?.lastUsedAt).toBe(t.clock.now.toISOString());
    expect(items.find((i) => !i.current)).toMatchObject({ clientType: 1, userAgent: 'CofferApp/1.0' });
    expect(app.accessToken).toBeTruthy();
  });

  it("signs out one session; another user's session id answers 404 and stays", async () => {
    const a = await aUser().email('revoke-a@example.com').create(t);
    const b = await aUser().email('revoke-b@example.com').create(t);
    const bSessionId = `b-${b.id}`;
    await api(t)
      .as({ ...b, sessionId: bSessionId })
      .call(getAccountInfo);
    const asA = api(t).as(a);
    const theirs = await asA.fails(sec.revokeSession, { sessionId: bSessionId });
    expect(theirs.status).toBe(404);
    const [bSession] = await t.db.select().from(sessions).where(eq(sessions.id, bSessionId));
    expect(bSession?.revokedAt).toBeNull();
    const second = await t.tokenFor({ userId: a.id, uid: a.uid, sessionId: `a-second-${a.id}` });
    await asA.call(sec.revokeSession, { sessionId: `a-second-${a.id}` });
    expect((await api(t).as({ token: second }).fails(getAccountInfo)).code).toBe(50001);
    expect((await asA.send(getAccountInfo)).status).toBe(200);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, a.id));
    expect(ops.map((o) => o.operation)).toEqual(['revokeSession']);
  });

  it('signs out all other sessions, keeping this one', async () => {
    const u = await aUser().email('revoke-all@example.com').create(t);
    const me = api(t).as(u);
    await me.call(getAccountInfo);
    const others = await Promise.all(
      [1, 2, 3].map((n) => t.tokenFor({ userId: u.id, uid: u.uid, sessionId: `ra-${u.id}-${n}` })),
    );
    expect(await me.call(sec.revokeOtherSessions)).toBe(3);
    for (const token of others) expect((await api(t).as({ token }).send(getAccountInfo)).status).toBe(401);
    expect((await me.send(getAccountInfo)).status).toBe(200);
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(live.filter((s) => s.revokedAt === null).map((s) => s.id)).toEqual([`test-session-${u.id}`]);
  });
});
