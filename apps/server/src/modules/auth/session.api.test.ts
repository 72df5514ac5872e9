import { constants, endpoints, type Host } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, resultOf } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { startTestApp, type TestApp, useTestApp } from '../../../test/harness';
import { loginHistory, refreshTokens, sessions, users } from '../../db/schema';

const t = useTestApp();

const auth = endpoints.auth;
const info = (token: string, host: Host = 'base') => api(t).as({ token }).on(host).send(auth.getAccountInfo);
const refresh = (refreshToken: string) => api(t).send(auth.refreshToken, { refreshToken });
const signInByEmail = (app: TestApp, emailAddress: string, headers: Record<string, string> = {}) =>
  api(app).with({ headers }).send(auth.authenticateByEmailAddress, { emailAddress, password: goodPassword });

async function signedIn(email: string, headers: Record<string, string> = {}) {
  if ((await t.db.select().from(users).where(eq(users.email, email))).length === 0)
    await aUser().email(email).create(t);
  const res = await signInByEmail(t, email, headers);
  expect(res.status).toBe(200);
  return resultOf(res);
}

describe('GET Profile/GetAccountInfo', () => {
  it('answers the contract fields, masked, on the base host', async () => {
    const user = await aUser()
      .email('info@example.com')
      .with({ areaCode: '+86', phoneNumber: '13800000005', name: 'Info', kycStatus: 3, accountType: 2 })
      .create(t);
    const { accessToken } = await signedIn('info@example.com');
    const res = await info(accessToken);
    expect(res.result).toEqual({
      uid: user.uid,
      name: 'Info',
      accountType: 2,
      kycStatus: 3,
      lastLoginTime: t.clock.now.toISOString(),
      isOfficial: false,
      email: 'i***@example.com',
      areaCode: '+86',
      phoneNumber: '138****0005',
      googleAuthBound: false,
      fundPasswordSet: false,
      securityHoldUntil: null,
    });
    expect(JSON.stringify(res.body)).not.toContain('13800000005');
  });

  it('tells whether a fund PIN is set (withdrawals ask for one), never the PIN itself', async () => {
    const user = await aUser().email('pin@example.com').create(t);
    const { accessToken } = await signedIn('pin@example.com');
    expect((await info(accessToken)).result).toMatchObject({ fundPasswordSet: false });
    await t.db.update(users).set({ fundPasswordHash: 'hash-of-a-pin' }).where(eq(users.id, user.id));
    const res = await info(accessToken);
    expect(res.result).toMatchObject({ fundPasswordSet: true });
    expect(JSON.stringify(res.body)).not.toContain('hash-of-a-pin');
  });

  it('is for merchants only on the merchant host (403 for others)', async () => {
    const personal = await signedIn('personal@example.com');
    expect((await info(personal.accessToken, 'merchant')).status).toBe(403);
    await aUser().email('shop@example.com').with({ accountType: 1, isOfficial: true }).create(t);
    const merchant = await signedIn('shop@example.com');
    const res = await info(merchant.accessToken, 'merchant');
    expect(res.status).toBe(200);
    expect(res.result).toMatchObject({ accountType: 1, isOfficial: true });
  });

  it('harness tokens for two users each carry a live session', async () => {
    const a = await aUser().email('harness-a@example.com').create(t);
    const b = await aUser().email('harness-b@example.com').create(t);
    const ta = await t.tokenFor({ userId: a.id, uid: a.uid });
    const tb = await t.tokenFor({ userId: b.id, uid: b.uid });
    expect((await info(ta)).result).toMatchObject({ uid: a.uid });
    expect((await info(tb)).result).toMatchObject({ uid: b.uid });
  });

  it('answers 50011 when the account behind a valid session is gone', async () => {
    const token = await t.tokenFor({ userId: 987_654, uid: '98765400', sessionId: 'ghost-session' });
    const res = await info(token);
    expect(res.status).toBe(404);
    expect(res.error?.code).toBe(50011);
  });

  it('answers 401 without a token and for an expired one', async () => {
    expect((await api(t).send(auth.getAccountInfo)).status).toBe(401);
    const { accessToken } = await signedIn('expiring@example.com');
    t.clock.advance(901_000);
    const res = await info(accessToken);
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
  });
});

describe('POST /api/TokenAuth/RefreshToken', () => {
  it('rotates: a new pair each time, the old refresh token spent', async () => {
    const first = await signedIn('rotate@example.com');
    t.clock.advance(60_000);
    const res = await refresh(first.refreshToken);
    expect(res.status).toBe(200);
    const second = resultOf(res);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await info(second.accessToken)).status).toBe(200);
    const third = resultOf(await refresh(second.refreshToken));
    expect((await info(third.accessToken)).status).toBe(200);
    const stored = await t.db.select().from(refreshTokens);
    expect(JSON.stringify(stored)).not.toContain(third.refreshToken);
  });

  it('a reused refresh token revokes the whole family', async () => {
    const first = await signedIn('reuse@example.com');
    const second = resultOf(await refresh(first.refreshToken));
    const stolen = await refresh(first.refreshToken);
    expect(stolen.status).toBe(401);
    expect(stolen.error?.code).toBe(50001);
    // The legitimate holder's newer tokens die with it.
    expect((await refresh(second.refreshToken)).error?.code).toBe(50001);
    expect((await info(second.accessToken)).error?.code).toBe(50001);
    const user = (await t.db.select().from(users).where(eq(users.email, 'reuse@example.com')))[0];
    const rows = await t.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, user?.id ?? 0));
    expect(rows.map((r) => r.event)).toContain('refreshReuse');
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? 0));
    expect(session?.revokedReason).toBe('refreshReuse');
  });

  it('two refreshes racing with one token: one wins, and the family is revoked as a reuse', async () => {
    const first = await signedIn('race@example.com');
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200);
    expect((await info((winner ?? answers[0])?.result?.accessToken ?? '')).error?.code).toBe(50001);
  });

  it('answers 401 for an unknown refresh token and 400 for none', async () => {
    expect((await refresh('not-a-token')).error?.code).toBe(401);
    expect((await api(t).send(auth.refreshToken, {})).status).toBe(400);
  });

  it('ends the session at its absolute lifetime, refreshes or not', async () => {
    let current = await signedIn('lifetime@example.com');
    const life = constants.session.absoluteLifetimeSeconds * 1000;
    for (let spent = 0; spent + 20 * 3600_000 < life; spent += 20 * 3600_000) {
      t.clock.advance(20 * 3600_000);
      const res = await refresh(current.refreshToken);
      expect(res.status).toBe(200);
      current = resultOf(res);
    }
    t.clock.advance(20 * 3600_000);
    const res = await refresh(current.refreshToken);
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe(50001);
  });

  it('a refresh token left unused past its lifetime is refused', async () => {
    const session = await signedIn('idle@example.com');
    t.clock.advance(constants.session.refreshTokenTtlSeconds * 1000 + 1);
    expect((await refresh(session.refreshToken)).error?.code).toBe(50001);
  });

  it('works on the merchant host too (the merchant refresh)', async () => {
    await aUser().email('mrefresh@example.com').with({ accountType: 1 }).create(t);
    const session = await signedIn('mrefresh@example.com');
    const res = await api(t).on('merchant').send(auth.refreshToken, {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
    });
    expect(res.status).toBe(200);
    expect((await info(resultOf(res).accessToken, 'merchant')).status).toBe(200);
  });

  it('picks up a changed account type on refresh', async () => {
    const session = await signedIn('upgrade@example.com');
    await t.db.update(users).set({ accountType: 1 }).where(eq(users.email, 'upgrade@example.com'));
    const next = resultOf(await refresh(session.refreshToken));
    expect((await info(next.accessToken, 'merchant')).status).toBe(200);
  });
});

describe('POST Profile/Exit', () => {
  it('revokes the session server-side: the access and refresh tokens stop working', async () => {
    const session = await signedIn('bye@example.com');
    const res = await api(t).as({ token: session.accessToken }).send(auth.exit, {});
    expect(res.status).toBe(200);
    expect(res.result).toBe(true);
    expect((await info(session.accessToken)).error?.code).toBe(50001);
    expect((await refresh(session.refreshToken)).error?.code).toBe(50001);
    expect((await api(t).as({ token: session.accessToken }).send(auth.exit, {})).status).toBe(401);
  });

  it('needs a token', async () => {
    expect((await api(t).send(auth.exit, {})).status).toBe(401);
  });
});

describe('single-session policy and bans', () => {
  it('a sign-in elsewhere answers 80002 to the old session of the same client type', async () => {
    const web = { 'x-device-id': 'device-web-000001' };
    const app = { 'x-device-id': 'device-web-000001', 'x-client-type': '1' };
    const old = await signedIn('single@example.com', web);
    const phone = await signedIn('single@example.com', app);
    const fresh = await signedIn('single@example.com', web);
    const res = await info(old.accessToken);
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe(80002);
    expect((await refresh(old.refreshToken)).error?.code).toBe(80002);
    expect((await info(fresh.accessToken)).status).toBe(200);
    // The app's session is of another client type: it stays.
    expect((await info(phone.accessToken)).status).toBe(200);
  });

  it('can be turned off by configuration', async () => {
    const multi = await startTestApp({ singleSession: false });
    try {
      await aUser().email('multi@example.com').create(multi);
      const one = resultOf(await signInByEmail(multi, 'multi@example.com'));
      await signInByEmail(multi, 'multi@example.com');
      expect((await api(multi).as({ token: one.accessToken }).send(auth.getAccountInfo)).status).toBe(200);
    } finally {
      await multi.close();
    }
  });

  it('a ban ends live sessions with 80001', async () => {
    const session = await signedIn('soonbanned@example.com');
    await t.db.update(users).set({ bannedAt: t.clock.now }).where(eq(users.email, 'soonbanned@example.com'));
    const res = await info(session.accessToken);
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe(80001);
    expect((await refresh(session.refreshToken)).error?.code).toBe(80001);
  });
});
