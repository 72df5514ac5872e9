import { constants } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  errorOf,
  goodPassword,
  lastCode,
  paths,
  post,
  sessionOf,
  signInByEmail,
} from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { loginHistory, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const newPassword = 'Fresh#Start2026';

async function resetTicketByEmail(email: string) {
  t.clock.advance(61_000);
  expect((await post(t, paths.sendCode, { purpose: 'resetPassword', emailAddress: email })).status).toBe(200);
  const code = await lastCode(t, email);
  const res = await post(t, paths.resetEmailVerify, { emailAddress: email, code });
  expect(res.status).toBe(200);
  return (res.body.result as { ticket: string; expireInSeconds: number }).ticket;
}

describe('password reset by e-mail', () => {
  it('code → ticket → new password; every session ends; the hold starts', async () => {
    const user = await createUser(t, { email: 'forgot@example.com' });
    const web = sessionOf(await signInByEmail(t, 'forgot@example.com'));
    const app = sessionOf(
      await signInByEmail(t, 'forgot@example.com', goodPassword, { 'x-client-type': '1' }),
    );
    for (let i = 0; i < 3; i++) await signInByEmail(t, 'forgot@example.com', 'Wrong#Pass2026');

    const ticket = await resetTicketByEmail('forgot@example.com');
    const res = await post(t, paths.resetEmail, {
      emailAddress: 'forgot@example.com',
      ticket,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);

    for (const s of [web, app]) {
      expect(
        errorOf(await t.call({ method: 'GET', url: paths.accountInfo, headers: bearer(s.accessToken) })).code,
      ).toBe(50001);
      expect((await post(t, paths.refresh, { refreshToken: s.refreshToken })).status).toBe(401);
    }
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedReason === 'passwordReset')).toBe(true);

    expect(errorOf(await signInByEmail(t, 'forgot@example.com')).code).toBe(51025);
    const signedIn = await signInByEmail(t, 'forgot@example.com', newPassword);
    expect(signedIn.status).toBe(200);
    const infoRes = await t.call({
      method: 'GET',
      url: paths.accountInfo,
      headers: bearer(sessionOf(signedIn).accessToken),
    });
    const hold = new Date(t.clock.now.getTime() + constants.securityChangeHoldMs).toISOString();
    expect((infoRes.body.result as { securityHoldUntil: string }).securityHoldUntil).toBe(hold);
    const events = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, user.id));
    expect(events.map((e) => e.event)).toContain('passwordReset');
  });

  it('the ticket is single-use and short-lived', async () => {
    await createUser(t, { email: 'twice@example.com' });
    const ticket = await resetTicketByEmail('twice@example.com');
    const body = {
      emailAddress: 'twice@example.com',
      ticket,
      password: newPassword,
      confirmPassword: newPassword,
    };
    expect((await post(t, paths.resetEmail, body)).status).toBe(200);
    expect((await post(t, paths.resetEmail, body)).status).toBe(400);

    const late = await resetTicketByEmail('twice@example.com');
    t.clock.advance(constants.authTickets.passwordResetTtlSeconds * 1000 + 1);
    const res = await post(t, paths.resetEmail, { ...body, ticket: late });
    expect(res.status).toBe(400);
    expect(errorOf(res).details).toMatch(/invalid or has expired/);
  });

  it("another user's ticket does not reset this account", async () => {
    const victim = await createUser(t, { email: 'victim@example.com' });
    await createUser(t, { email: 'attacker@example.com' });
    const ticket = await resetTicketByEmail('attacker@example.com');
    const res = await post(t, paths.resetEmail, {
      emailAddress: 'victim@example.com',
      ticket,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row?.passwordHash).toBe(victim.passwordHash);
  });

  it('a wrong code, or any code for an unknown address, gets no ticket', async () => {
    await createUser(t, { email: 'wrong@example.com' });
    t.clock.advance(61_000);
    await post(t, paths.sendCode, { purpose: 'resetPassword', emailAddress: 'wrong@example.com' });
    const code = await lastCode(t, 'wrong@example.com');
    const wrong = await post(t, paths.resetEmailVerify, {
      emailAddress: 'wrong@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(errorOf(wrong).validationErrors).toEqual([{ field: 'code', message: 'verificationCode.invalid' }]);
    const unknown = await post(t, paths.resetEmailVerify, { emailAddress: 'unknown@example.com', code });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('the new password follows the sign-up rules', async () => {
    await createUser(t, { email: 'weak@example.com' });
    const ticket = await resetTicketByEmail('weak@example.com');
    const res = await post(t, paths.resetEmail, {
      emailAddress: 'weak@example.com',
      ticket,
      password: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).validationErrors?.map((e) => e.message)).toContain('password.signUpLength');
  });
});

describe('password reset by phone', () => {
  it('works the same way and lifts a lockout', async () => {
    const user = await createUser(t, { areaCode: '+971', phoneNumber: '501234567' });
    const phone = { areaCode: '+971', phoneNumber: '501234567' };
    for (let i = 0; i < 5; i++) await post(t, paths.signInPhone, { ...phone, password: 'Wrong#Pass2026' });
    expect(
      errorOf(await post(t, paths.signInPhone, { ...phone, password: goodPassword })).data?.remainingAttempts,
    ).toBe(0);

    t.clock.advance(61_000);
    await post(t, paths.sendCode, { purpose: 'resetPassword', ...phone });
    const code = await lastCode(t, '+971 501234567');
    const verified = await post(t, paths.resetPhoneVerify, { ...phone, code });
    const { ticket } = verified.body.result as { ticket: string };
    const res = await post(t, paths.resetPhone, {
      ...phone,
      ticket,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(res.status).toBe(200);
    expect((await post(t, paths.signInPhone, { ...phone, password: newPassword })).status).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });
});
