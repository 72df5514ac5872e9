import { constants } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, errorOf, paths, post, sessionOf, signInByEmail } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  bindGoogle,
  call,
  retoken,
  sec,
  securityCode,
  totpCode,
  userWithToken,
  wrongCode,
} from '../../../test/security-helpers';
import { loginHistory, securityOperations, users, userTotp } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const operations = async (userId: number) =>
  (await t.db.select().from(securityOperations).where(eq(securityOperations.userId, userId))).map(
    (o) => `${o.operation}:${o.result}`,
  );
const totpRow = async (userId: number) =>
  (await t.db.select().from(userTotp).where(eq(userTotp.userId, userId)))[0];

describe('Profile/GetGoogleBindInfo', () => {
  it('answers a base32 secret and its otpauth URI, and stores the secret only sealed', async () => {
    const u = await userWithToken(t, { email: 'qr@example.com' });
    const res = await call(t, sec.getGoogleBindInfo, u.token);
    expect(res.status).toBe(200);
    const info = res.body.result as {
      secret: string;
      otpauthUri: string;
      issuer: string;
      accountName: string;
    };
    expect(info.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(info.otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(info.secret);
    expect(info.issuer).toBe('Coffer');
    expect(info.accountName).toContain(u.user.uid);
    const row = await totpRow(u.user.id);
    expect(row?.boundAt).toBeNull();
    expect(row?.secretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(info.secret);
    // Not bound yet: account info says so.
    const account = await call(t, { method: 'GET', path: paths.accountInfo }, u.token);
    expect(account.body.result).toMatchObject({ googleAuthBound: false });
  });
});

describe('the pending secret', () => {
  type Info = { secret: string; otpauthUri: string; expiresAt: string };
  const bindInfo = async (u: Awaited<ReturnType<typeof userWithToken>>) =>
    (await call(t, sec.getGoogleBindInfo, await retoken(t, u))).body.result as Info;

  it('is the same on every visit until it expires after 30 minutes, then a new one', async () => {
    const u = await userWithToken(t, { email: 'same-key@example.com' });
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
    const u = await userWithToken(t, { email: 'late-bind@example.com' });
    const shown = await bindInfo(u);
    t.clock.advance(constants.totp.pendingSecretTtlMs);
    const late = await call(t, sec.bindGoogleCode, await retoken(t, u), {
      googleCode: totpCode(t, shown.secret),
      emailCode: await securityCode(t, await retoken(t, u), 'email', 'late-bind@example.com'),
    });
    expect(late.status).toBe(409);
    expect((await totpRow(u.user.id))?.boundAt).toBeNull();
  });
});

describe('Profile/BindGoogleCode', () => {
  it('binds with the first code of the new secret plus an e-mail code', async () => {
    const u = await userWithToken(t, { email: 'bindg@example.com' });
    await bindGoogle(t, u.token, 'bindg@example.com');
    expect((await totpRow(u.user.id))?.boundAt).not.toBeNull();
    const account = await call(t, { method: 'GET', path: paths.accountInfo }, await retoken(t, u));
    expect(account.body.result).toMatchObject({ googleAuthBound: true, securityHoldUntil: null });
    expect(await operations(u.user.id)).toEqual(['bindGoogle:success']);
    // A second bind info is refused while one is bound.
    expect((await call(t, sec.getGoogleBindInfo, await retoken(t, u))).status).toBe(409);
  });

  it('refuses a wrong code, and without a pending secret', async () => {
    const u = await userWithToken(t, { email: 'bindg2@example.com' });
    const none = await call(t, sec.bindGoogleCode, u.token, { googleCode: '123456', emailCode: '123456' });
    expect(none.status).toBe(409);
    const info = await call(t, sec.getGoogleBindInfo, u.token);
    const { secret } = info.body.result as { secret: string };
    const wrong = await call(t, sec.bindGoogleCode, u.token, {
      googleCode: wrongCode(totpCode(t, secret)),
      emailCode: '123456',
    });
    expect(errorOf(wrong).validationErrors).toEqual([
      { field: 'googleCode', message: 'verificationCode.invalid' },
    ]);
    expect((await totpRow(u.user.id))?.boundAt).toBeNull();
  });
});

describe('TOTP codes are single-use within their window', () => {
  it('refuses a replayed code and logs it', async () => {
    const u = await userWithToken(t, {
      email: 'replay@example.com',
      areaCode: '+86',
      phoneNumber: '13900001001',
    });
    const secret = await bindGoogle(t, u.token, 'replay@example.com');
    const code = totpCode(t, secret);
    const token = await retoken(t, u);
    // Spend the code on a fund-PIN setting (the authenticator is its whole second factor) …
    const first = await call(t, sec.setFundPassword, token, {
      fundPin: '135790',
      confirmFundPin: '135790',
      googleCode: code,
    });
    expect(first.status).toBe(200);
    // … and the same code again, within the same 30 seconds, is a replay.
    const again = await call(t, sec.updateFundPassword, token, {
      fundPin: '246801',
      confirmFundPin: '246801',
      googleCode: code,
    });
    expect(again.status).toBe(400);
    expect(errorOf(again).details).toMatch(/already used/);
    expect(await operations(u.user.id)).toContain('googleCodeReplay:refused');
    // An older step's code is refused too, once a newer one was spent.
    t.clock.advance(30_000);
    const newer = totpCode(t, secret);
    const ok = await call(t, sec.updateFundPassword, await retoken(t, u), {
      fundPin: '246801',
      confirmFundPin: '246801',
      googleCode: newer,
    });
    expect(ok.status).toBe(200);
    const stale = await call(t, sec.updateFundPassword, await retoken(t, u), {
      fundPin: '246802',
      confirmFundPin: '246802',
      googleCode: totpCode(t, secret, -1),
    });
    expect(errorOf(stale).details).toMatch(/already used/);
  });

  it('two requests racing with one code: exactly one passes', async () => {
    const u = await userWithToken(t, { email: 'race-totp@example.com' });
    const secret = await bindGoogle(t, u.token, 'race-totp@example.com');
    const token = await retoken(t, u);
    await call(t, sec.setFundPassword, token, {
      fundPin: '135790',
      confirmFundPin: '135790',
      googleCode: totpCode(t, secret),
    });
    t.clock.advance(30_000);
    const code = totpCode(t, secret);
    const change = (pin: string) =>
      call(t, sec.updateFundPassword, token, { fundPin: pin, confirmFundPin: pin, googleCode: code });
    const answers = await Promise.all([change('111111'), change('222222')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('locks the authenticator for 15 minutes after five wrong codes', async () => {
    const u = await userWithToken(t, { email: 'throttle@example.com' });
    const secret = await bindGoogle(t, u.token, 'throttle@example.com');
    const token = await retoken(t, u);
    const attempt = (googleCode: string) =>
      call(t, sec.setFundPassword, token, { fundPin: '135790', confirmFundPin: '135790', googleCode });
    for (let i = 0; i < constants.totp.maxFailures; i++)
      expect((await attempt(wrongCode(totpCode(t, secret)))).status).toBe(400);
    const locked = await attempt(totpCode(t, secret));
    expect(locked.status).toBe(429);
    expect(errorOf(locked).data?.retryAfterSeconds).toBe(900);
    expect(await operations(u.user.id)).toContain('googleLocked:refused');
    t.clock.advance(constants.totp.lockMs);
    const after = await call(t, sec.setFundPassword, await retoken(t, u), {
      fundPin: '135790',
      confirmFundPin: '135790',
      googleCode: totpCode(t, secret),
    });
    expect(after.status).toBe(200);
    expect((await totpRow(u.user.id))?.failedCount).toBe(0);
  });
});

describe('sign-in with the authenticator as second factor', () => {
  it('answers 50002 with channel google, then SecurityVerification with the TOTP code signs in', async () => {
    const u = await userWithToken(t, { email: 'twofa@example.com' });
    const secret = await bindGoogle(t, u.token, 'twofa@example.com');
    const first = await signInByEmail(t, 'twofa@example.com');
    expect(first.status).toBe(400);
    expect(errorOf(first).code).toBe(50002);
    const data = errorOf(first).data as { ticket: string; channels: string[] };
    expect(data.channels).toEqual(['google']);
    // An e-mail code does not stand in for it.
    const viaEmail = await post(t, paths.securityVerification, {
      ticket: data.ticket,
      channel: 'email',
      code: '123456',
    });
    expect(errorOf(viaEmail).code).toBe(50002);
    const wrong = await post(t, paths.securityVerification, {
      ticket: data.ticket,
      channel: 'google',
      code: wrongCode(totpCode(t, secret)),
    });
    expect(errorOf(wrong).code).toBe(50002);
    const code = totpCode(t, secret);
    const ok = await post(t, paths.securityVerification, { ticket: data.ticket, channel: 'google', code });
    expect(ok.status).toBe(200);
    const { accessToken } = sessionOf(ok);
    expect(
      (await t.call({ method: 'GET', url: paths.accountInfo, headers: bearer(accessToken) })).status,
    ).toBe(200);
    // The same code cannot finish a second sign-in.
    const second = await signInByEmail(t, 'twofa@example.com');
    const ticket2 = (errorOf(second).data as { ticket: string }).ticket;
    const replay = await post(t, paths.securityVerification, { ticket: ticket2, channel: 'google', code });
    expect(errorOf(replay).code).toBe(50002);
    expect(await operations(u.user.id)).toContain('googleCodeReplay:refused');
    const history = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, u.user.id));
    expect(history.map((h) => `${h.event}:${h.result}`)).toEqual(
      expect.arrayContaining(['login:verificationRequired', 'securityVerification:success']),
    );
  });
});

describe('Profile/UnBindGoogleCode', () => {
  it('needs its code and an e-mail code; removes it and starts the hold; sign-in no longer asks', async () => {
    const u = await userWithToken(t, { email: 'unbindg@example.com' });
    const secret = await bindGoogle(t, u.token, 'unbindg@example.com');
    const onlyGoogle = await call(t, sec.unBindGoogleCode, await retoken(t, u), {
      googleCode: totpCode(t, secret),
    });
    expect(errorOf(onlyGoogle).validationErrors?.[0]?.field).toBe('emailCode');
    expect((await totpRow(u.user.id))?.boundAt).not.toBeNull();
    t.clock.advance(30_000);
    const emailCode = await securityCode(t, await retoken(t, u), 'email', 'unbindg@example.com');
    const res = await call(t, sec.unBindGoogleCode, await retoken(t, u), {
      googleCode: totpCode(t, secret),
      emailCode,
    });
    expect(res.status).toBe(200);
    expect(await totpRow(u.user.id)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, u.user.id));
    expect(row?.securityHoldUntil?.getTime()).toBe(t.clock.now.getTime() + constants.securityChangeHoldMs);
    expect((await signInByEmail(t, 'unbindg@example.com')).status).toBe(200);
  });
});
