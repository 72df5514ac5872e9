import { constants, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { lastCode } from '../../../test/codes';
import { startTestApp, type TestApp, useTestApp } from '../../../test/harness';
import { knownDevices, loginHistory, sessions, users } from '../../db/schema';

const t = useTestApp();

const hour = 3_600_000;
const auth = endpoints.auth;
/** Signs in by e-mail (on another app when given) and answers whatever came back. */
const signInByEmail = (
  app: TestApp,
  emailAddress: string,
  password = goodPassword,
  headers: Record<string, string> = {},
) => api(app).with({ headers }).send(auth.authenticateByEmailAddress, { emailAddress, password });
const history = (userId: number) =>
  t.db.select().from(loginHistory).where(eq(loginHistory.userId, userId)).orderBy(loginHistory.id);

describe('POST /api/TokenAuth/AuthenticateByEmailAddress and ByPhoneNumber', () => {
  it('signs in by e-mail with a token session, and the token works', async () => {
    const user = await aUser().email('ann@example.com').with({ name: 'Ann' }).create(t);
    const res = await signInByEmail(t, 'Ann@Example.com', goodPassword, {
      'user-agent': 'vitest',
      'x-device-id': 'device-ann-1',
    });
    expect(res.status).toBe(200);
    const session = res.result;
    expect(session).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      accessTokenExpireInSeconds: 900,
    });
    const info = await api(t)
      .as({ token: session?.accessToken ?? '' })
      .send(auth.getAccountInfo);
    expect(info.status).toBe(200);
    expect(info.result).toMatchObject({
      uid: user.uid,
      name: 'Ann',
      email: 'a***@example.com',
      lastLoginTime: t.clock.now.toISOString(),
    });
    const [row] = await history(user.id);
    expect(row).toMatchObject({
      event: 'login',
      result: 'success',
      detail: 'email',
      userAgent: 'vitest',
      deviceId: 'device-ann-1',
      ip: '127.0.0.1',
    });
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toMatchObject({ deviceId: 'device-ann-1', method: 'password', revokedAt: null });
  });

  it('signs in by phone number', async () => {
    await aUser().phone('+86', '13811112222', true).create(t);
    const res = await api(t).send(auth.authenticateByPhoneNumber, {
      areaCode: '+86',
      phoneNumber: '13811112222',
      password: goodPassword,
    });
    expect(res.status).toBe(200);
    const wrong = await api(t).fails(auth.authenticateByPhoneNumber, {
      areaCode: '+86',
      phoneNumber: '13811112222',
      password: 'Wrong#Pass2026',
    });
    expect(wrong.code).toBe(51026);
  });

  it('validates the input before looking anything up', async () => {
    const res = await api(t).fails(auth.authenticateByEmailAddress, {
      emailAddress: 'not-an-email',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.validationErrors?.map((e) => e.message).sort()).toEqual(['email.invalid', 'password.length']);
    expect(res.code).toBe(400);
    const onlyPassword = await api(t).fails(auth.authenticateByEmailAddress, {
      emailAddress: 'a@example.com',
      password: 'short',
    });
    expect(onlyPassword).toMatchObject({
      code: 51091,
      validationErrors: [{ field: 'password', message: 'password.length' }],
    });
  });

  it('counts wrong passwords down, locks on the fifth for 2 hours, and tells the time', async () => {
    const user = await aUser()
      .email('lock@example.com')
      .with({ areaCode: '+44', phoneNumber: '7700900555' })
      .create(t);
    for (let left = 4; left >= 1; left--) {
      const res = await signInByEmail(t, 'lock@example.com', 'Wrong#Pass2026');
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({ code: 51025, data: { remainingAttempts: left } });
      expect(res.error?.details).toContain(`${left} attempt(s) left`);
    }
    const fifth = await signInByEmail(t, 'lock@example.com', 'Wrong#Pass2026');
    const until = new Date(t.clock.now.getTime() + constants.lockout.durationMs).toISOString();
    expect(fifth.error).toMatchObject({ code: 51025, data: { remainingAttempts: 0, lockedUntil: until } });

    // Locked: the right password is refused too, by e-mail and by phone (the same account).
    expect((await signInByEmail(t, 'lock@example.com')).error?.data).toMatchObject({
      remainingAttempts: 0,
      lockedUntil: until,
    });
    const byPhone = await api(t).send(auth.authenticateByPhoneNumber, {
      areaCode: '+44',
      phoneNumber: '7700900555',
      password: goodPassword,
    });
    expect(byPhone.error).toMatchObject({ code: 51026, data: { remainingAttempts: 0 } });

    t.clock.advance(2 * hour - 1000);
    expect((await signInByEmail(t, 'lock@example.com')).status).toBe(400);
    t.clock.advance(1000);
    expect((await signInByEmail(t, 'lock@example.com')).status).toBe(200);
    const results = (await history(user.id)).map((h) => h.result);
    expect(results).toEqual([
      'failure',
      'failure',
      'failure',
      'failure',
      'locked',
      'locked',
      'locked',
      'locked',
      'success',
    ]);
  });

  it('parallel guesses get no more than five tries', async () => {
    const user = await aUser().email('burst@example.com').create(t);
    const answers = await Promise.all(
      Array.from({ length: 9 }, () => signInByEmail(t, 'burst@example.com', 'Wrong#Pass2026')),
    );
    expect(answers.every((a) => a.error?.code === 51025)).toBe(true);
    const results = (await history(user.id)).map((h) => h.result);
    expect(results.filter((r) => r === 'failure')).toHaveLength(4);
    expect(results.filter((r) => r === 'locked')).toHaveLength(5);
    expect((await signInByEmail(t, 'burst@example.com')).error?.data?.remainingAttempts).toBe(0);
  });

  it('a success resets the count (consecutive failures only)', async () => {
    await aUser().email('reset-count@example.com').create(t);
    for (let i = 0; i < 4; i++) await signInByEmail(t, 'reset-count@example.com', 'Wrong#Pass2026');
    expect((await signInByEmail(t, 'reset-count@example.com')).status).toBe(200);
    const next = await signInByEmail(t, 'reset-count@example.com', 'Wrong#Pass2026');
    expect(next.error?.data?.remainingAttempts).toBe(4);
  });

  it('answers an unknown account exactly like a wrong password, lock included', async () => {
    await aUser().email('real@example.com').create(t);
    for (let i = 0; i < 5; i++) {
      const real = await signInByEmail(t, 'real@example.com', 'Wrong#Pass2026');
      const ghost = await signInByEmail(t, 'ghost@example.com', 'Wrong#Pass2026');
      expect(ghost.status).toBe(real.status);
      expect(ghost.body).toEqual(real.body);
    }
    const ghostRows = await t.db.select().from(loginHistory).where(eq(loginHistory.result, 'locked'));
    expect(ghostRows.some((r) => r.userId === null)).toBe(true);
  });

  it('answers 50010 to a banned user who knows the password, and nothing more to one who does not', async () => {
    const user = await aUser().email('banned@example.com').with({ bannedAt: new Date() }).create(t);
    const wrong = await signInByEmail(t, 'banned@example.com', 'Wrong#Pass2026');
    expect(wrong.error?.code).toBe(51025);
    const right = await signInByEmail(t, 'banned@example.com');
    expect(right.status).toBe(403);
    expect(right.error?.code).toBe(50010);
    expect((await history(user.id)).at(-1)?.result).toBe('banned');
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe('a new device: the 50002 path and /api/TokenAuth/SecurityVerification', () => {
  const home = { 'x-device-id': 'device-home-0001' };
  const cafe = { 'x-device-id': 'device-cafe-0002' };

  it('trusts the first device, then asks for a code on another', async () => {
    const user = await aUser()
      .email('dev@example.com')
      .with({ areaCode: '+44', phoneNumber: '7700900777' })
      .create(t);
    expect((await signInByEmail(t, 'dev@example.com', goodPassword, home)).status).toBe(200);
    expect((await signInByEmail(t, 'dev@example.com', goodPassword, home)).status).toBe(200);

    const challenged = await signInByEmail(t, 'dev@example.com', goodPassword, cafe);
    expect(challenged.status).toBe(400);
    const error = challenged.error;
    expect(error?.code).toBe(50002);
    expect(error?.data).toMatchObject({
      ticket: expect.any(String),
      channels: ['email', 'sms'],
      email: 'd***@example.com',
      phone: '+44 770***0777',
      expireInSeconds: constants.authTickets.securityVerificationTtlSeconds,
    });
    const ticket = String(error?.data?.ticket);
    expect((await history(user.id)).at(-1)?.result).toBe('verificationRequired');

    // The code goes to the account's own phone, whatever the caller asks.
    const sent = await api(t).send(auth.sendVerificationCode, {
      purpose: 'login',
      ticket,
      channel: 'sms',
      areaCode: '+1',
      phoneNumber: '5550000',
    });
    expect(sent.status).toBe(200);
    const code = await lastCode(t, '+44 7700900777');

    const wrong = await api(t)
      .with({ headers: cafe })
      .send(auth.securityVerification, {
        ticket,
        channel: 'sms',
        code: code === '000000' ? '111111' : '000000',
      });
    expect(wrong.error).toMatchObject({ code: 50002, data: { ticket } });

    const ok = await api(t)
      .with({ headers: cafe })
      .send(auth.securityVerification, { ticket, channel: 'sms', code });
    expect(ok.status).toBe(200);
    expect(ok.result?.refreshToken).toBeTruthy();
    const devices = await t.db.select().from(knownDevices).where(eq(knownDevices.userId, user.id));
    expect(devices.map((d) => d.deviceId).sort()).toEqual(['device-cafe-0002', 'device-home-0001']);
    expect((await signInByEmail(t, 'dev@example.com', goodPassword, cafe)).status).toBe(200);

    // The ticket is spent.
    const again = await api(t)
      .with({ headers: cafe })
      .send(auth.securityVerification, { ticket, channel: 'sms', code });
    expect(again.error?.code).toBe(50004);
  });

  it('asks for a code when a known-device account comes without a device id', async () => {
    await aUser().email('nodevice@example.com').create(t);
    await signInByEmail(t, 'nodevice@example.com', goodPassword, home);
    expect((await signInByEmail(t, 'nodevice@example.com')).error?.code).toBe(50002);
  });

  it('answers 50004 once the ticket has expired', async () => {
    await aUser().email('slow@example.com').create(t);
    await signInByEmail(t, 'slow@example.com', goodPassword, home);
    const ticket = String(
      (await signInByEmail(t, 'slow@example.com', goodPassword, cafe)).error?.data?.ticket,
    );
    await api(t).call(auth.sendVerificationCode, { purpose: 'login', ticket, channel: 'email' });
    const code = await lastCode(t, 'slow@example.com');
    t.clock.advance(constants.authTickets.securityVerificationTtlSeconds * 1000 + 1);
    const res = await api(t).fails(auth.securityVerification, { ticket, channel: 'email', code });
    expect(res.status).toBe(401);
    expect(res.code).toBe(50004);
  });

  it('can be turned off by configuration', async () => {
    const relaxed = await startTestApp({ newDeviceVerification: false });
    try {
      await aUser().email('free@example.com').create(relaxed);
      expect((await signInByEmail(relaxed, 'free@example.com', goodPassword, home)).status).toBe(200);
      expect((await signInByEmail(relaxed, 'free@example.com', goodPassword, cafe)).status).toBe(200);
    } finally {
      await relaxed.close();
    }
  });
});

describe('users table', () => {
  it('keeps the last sign-in time', async () => {
    const user = await aUser().email('time@example.com').create(t);
    await signInByEmail(t, 'time@example.com');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastLoginTime?.toISOString()).toBe(t.clock.now.toISOString());
  });
});
