import { constants, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, goodPassword, type TestUser } from '../../../test/builders';
import { securityCode, totpCode, wrongCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { loginHistory, securityOperations, users, userTotp } from '../../db/schema';

const t = useTestApp();

const operations = async (userId: number) =>
  (await t.db.select().from(securityOperations).where(eq(securityOperations.userId, userId))).map(
    (o) => `${o.operation}:${o.result}`,
  );
const sec = endpoints.security;
const accountInfo = (user: TestUser) => api(t).as(user).call(endpoints.auth.getAccountInfo);
const signIn = (emailAddress: string) =>
  api(t).send(endpoints.auth.authenticateByEmailAddress, { emailAddress, password: goodPassword });
const verify = (input: { ticket: string; channel: 'email' | 'google'; code: string }) =>
  api(t).send(endpoints.auth.securityVerification, input);
const totpRow = async (userId: number) =>
  (await t.db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0];

describe('Profile/GetGoogleBindInfo', () => {
  it('answers a base32 secret and its otpauth URI, and stores the secret only sealed', async () => {
    const u = await aUser().email('qr@example.com').create(t);
    const info = await api(t).as(u).call(sec.getGoogleBindInfo);
    expect(info.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(info.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(info.secret);
    expect(info.issuer).toBe('Coffer');
    expect(info.accountName).toContain(u.uid);
    const row = await totpRow(u.id);
    expect(row?.boundAt).toBeNull();
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(info.secret);
    // Not bound yet: account info says so.
    expect(await accountInfo(u)).toMatchObject({ googleAuthBound: false });
  });
});

describe('the pending secret', () => {
  const bindInfo = (u: TestUser) => api(t).as(u).call(sec.getGoogleBindInfo);

  it('is the same on every visit until it expires after 30 minutes, then a new one', async () => {
    const u = await aUser().email('same-key@example.com').create(t);
    const first = await bindInfo(u);
    expect(first.expiresAt).toBe(
      new Date(t.clock.now.getTime() + constants.totp.pendingSecretTtlMs).toISOString(),
    );
    t.clock.advance(constants.totp.pendingSecretTtlMs - 60_000);
    const again = await bindInfo(u);
    expect(again).toEqual(first);
    t.clock.advance(60_000);
    const next = await bindInfo(u);
    expect(next.secret).not.toBe(first.secret);
    expect(next.expiresAt).toBe(
      new Date(t.clock.now.getTime() + constants.totp.pendingSecretTtlMs).toISOString(),
    );
    expect(await bindInfo(u)).toEqual(next);
  });

  it('binds with a code of the key shown earlier, but not once it has expired', async () => {
    const u = await aUser().email('late-bind@example.com').create(t);
    const shown = await bindInfo(u);
    t.clock.advance(constants.totp.pendingSecretTtlMs);
    const late = await api(t)
      .as(u)
      .fails(sec.bindGoogleCode, {
        googleCode: totpCode(t, shown.secret),
        emailCode: await securityCode(t, u, 'email', 'late-bind@example.com'),
      });
    expect(late.status).toBe(409);
    expect((await totpRow(u.id))?.boundAt).toBeNull();
  });
});

describe('Profile/BindGoogleCode', () => {
  it('binds with the first code of the new secret plus an e-mail code', async () => {
    const u = await aUser().email('bindg@example.com').withGoogle().create(t);
    expect((await totpRow(u.id))?.boundAt).not.toBeNull();
    expect(await accountInfo(u)).toMatchObject({ googleAuthBound: true, securityHoldUntil: null });
    expect(await operations(u.id)).toEqual(['bindGoogle:success']);
    // A second bind info is refused while one is bound.
    expect((await api(t).as(u).fails(sec.getGoogleBindInfo)).status).toBe(409);
  });

  it('refuses a wrong code, and without a pending secret', async () => {
    const u = await aUser().email('bindg2@example.com').create(t);
    const me = api(t).as(u);
    const none = await me.fails(sec.bindGoogleCode, { googleCode: '123456', emailCode: '123456' });
    expect(none.status).toBe(409);
    const { secret } = await me.call(sec.getGoogleBindInfo);
    const wrong = await me.fails(sec.bindGoogleCode, {
      googleCode: wrongCode(totpCode(t, secret)),
      emailCode: '123456',
    });
    expect(wrong.validationErrors).toEqual([{ field: 'googleCode', message: 'verificationCode.invalid' }]);
    expect((await totpRow(u.id))?.boundAt).toBeNull();
  });
});

describe('TOTP codes are single-use within their window', () => {
  it('refuses a replayed code and logs it', async () => {
    const u = await aUser().email('replay@example.com').phone('+86', '13900001001').withGoogle().create(t);
    const secret = u.googleSecret ?? '';
    const me = api(t).as(u);
    const code = totpCode(t, secret);
    // Spend the code on a fund-PIN setting (the authenticator is its whole second factor) …
    await me.call(sec.setFundPassword, { fundPin: '135790', confirmFundPin: '135790', googleCode: code });
    // … and the same code again, within the same 30 seconds, is a replay.
    const again = await me.fails(sec.updateFundPassword, {
      fundPin: '246801',
      confirmFundPin: '246801',
      googleCode: code,
    });
    expect(again.status).toBe(400);
    expect(again.details).toMatch(/already used/);
    expect(await operations(u.id)).toContain('googleCodeReplay:refused');
    // An older step's code is refused too, once a newer one was spent.
    t.clock.advance(30_000);
    const newer = totpCode(t, secret);
    await me.call(sec.updateFundPassword, { fundPin: '246801', confirmFundPin: '246801', googleCode: newer });
    const stale = await me.fails(sec.updateFundPassword, {
      fundPin: '246802',
      confirmFundPin: '246802',
      googleCode: totpCode(t, secret, -1),
    });
    expect(stale.details).toMatch(/already used/);
  });

  it('two requests racing with one code: exactly one passes', async () => {
    const u = await aUser().email('race-totp@example.com').withGoogle().create(t);
    const secret = u.googleSecret ?? '';
    const me = api(t).as(u);
    await me.send(sec.setFundPassword, {
      fundPin: '135790',
      confirmFundPin: '135790',
      googleCode: totpCode(t, secret),
    });
    t.clock.advance(30_000);
    const code = totpCode(t, secret);
    const change = (pin: string) =>
      me.send(sec.updateFundPassword, { fundPin: pin, confirmFundPin: pin, googleCode: code });
    const answers = await Promise.all([change('111111'), change('222222')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('locks the authenticator for 15 minutes after five wrong codes', async () => {
    const u = await aUser().email('throttle@example.com').withGoogle().create(t);
    const secret = u.googleSecret ?? '';
    const me = api(t).as(u);
    const attempt = (googleCode: string) =>
      me.send(sec.setFundPassword, { fundPin: '135790', confirmFundPin: '135790', googleCode });
    for (let i = 0; i < constants.totp.maxFailures; i++)
      expect((await attempt(wrongCode(totpCode(t, secret)))).status).toBe(400);
    const locked = await attempt(totpCode(t, secret));
    expect(locked.status).toBe(429);
    expect(locked.error?.data?.retryAfterSeconds).toBe(900);
    expect(await operations(u.id)).toContain('googleLocked:refused');
    t.clock.advance(constants.totp.lockMs);
    await me.call(sec.setFundPassword, {
      fundPin: '135790',
      confirmFundPin: '135790',
      googleCode: totpCode(t, secret),
    });
    expect((await totpRow(u.id))?.failedCount).toBe(0);
  });
});

describe('sign-in with the authenticator as second factor', () => {
  it('answers 50002 with channel google, then SecurityVerification with the TOTP code signs in', async () => {
    const u = await aUser().email('twofa@example.com').withGoogle().create(t);
    const secret = u.googleSecret ?? '';
    const first = await signIn('twofa@example.com');
    expect(first.status).toBe(400);
    expect(first.error?.code).toBe(50002);
    const data = first.error?.data as { ticket: string; channels: string[] };
    expect(data.channels).toEqual(['google']);
    // An e-mail code does not stand in for it.
    const viaEmail = await verify({ ticket: data.ticket, channel: 'email', code: '123456' });
    expect(viaEmail.error?.code).toBe(50002);
    const wrong = await verify({
      ticket: data.ticket,
      channel: 'google',
      code: wrongCode(totpCode(t, secret)),
    });
    expect(wrong.error?.code).toBe(50002);
    const code = totpCode(t, secret);
    const ok = await verify({ ticket: data.ticket, channel: 'google', code });
    expect(ok.status).toBe(200);
    const accessToken = ok.result?.accessToken ?? '';
    expect((await api(t).as({ token: accessToken }).send(endpoints.auth.getAccountInfo)).status).toBe(200);
    // The same code cannot finish a second sign-in.
    const second = await signIn('twofa@example.com');
    const ticket2 = String((second.error?.data as { ticket?: string } | undefined)?.ticket);
    const replay = await verify({ ticket: ticket2, channel: 'google', code });
    expect(replay.error?.code).toBe(50002);
    expect(await operations(u.id)).toContain('googleCodeReplay:refused');
    const history = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, u.id));
    expect(history.map((h) => `${h.event}:${h.result}`)).toEqual(
      expect.arrayContaining(['login:verificationRequired', 'securityVerification:success']),
    );
  });
});

describe('Profile/UnBindGoogleCode', () => {
  it('needs its code and an e-mail code; removes it and starts the hold; sign-in no longer asks', async () => {
    const u = await aUser().email('unbindg@example.com').withGoogle().create(t);
    const secret = u.googleSecret ?? '';
    const me = api(t).as(u);
    const onlyGoogle = await me.fails(sec.unBindGoogleCode, { googleCode: totpCode(t, secret) });
    expect(onlyGoogle.validationErrors?.[0]?.field).toBe('emailCode');
    expect((await totpRow(u.id))?.boundAt).not.toBeNull();
    t.clock.advance(30_000);
    const emailCode = await securityCode(t, u, 'email', 'unbindg@example.com');
    await me.call(sec.unBindGoogleCode, { googleCode: totpCode(t, secret), emailCode });
    expect(await totpRow(u.id)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.securityHoldUntil?.getTime()).toBe(t.clock.now.getTime() + constants.securityChangeHoldMs);
    expect((await signIn('unbindg@example.com')).status).toBe(200);
  });
});
