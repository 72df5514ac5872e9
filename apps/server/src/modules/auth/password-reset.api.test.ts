import { constants, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, resultOf } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { lastCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { loginHistory, sessions, users } from '../../db/schema';

const t = useTestApp();

const newPassword = 'Fresh#Start2026';
const auth = endpoints.auth;
const signInByEmail = (emailAddress: string, password = goodPassword, headers: Record<string, string> = {}) =>
  api(t).with({ headers }).send(auth.authenticateByEmailAddress, { emailAddress, password });

/** The ticket and the new password, typed twice alike. */
const withNewPassword = (ticket: string) => ({ ticket, password: newPassword, confirmPassword: newPassword });
/** The body of a reset of the account of `emailAddress` to the new password. */
const emailResetBody = (emailAddress: string, ticket: string) => ({
  emailAddress,
  ...withNewPassword(ticket),
});

async function resetTicketByEmail(email: string) {
  t.clock.advance(61_000);
  expect(
    (await api(t).send(auth.sendVerificationCode, { purpose: 'resetPassword', emailAddress: email })).status,
  ).toBe(200);
  const code = await lastCode(t, email);
  const res = await api(t).send(auth.resetPasswordByEmailAddressVerification, { emailAddress: email, code });
  expect(res.status).toBe(200);
  return resultOf(res).ticket;
}

describe('password reset by e-mail', () => {
  it('code → ticket → new password; every session ends; the hold starts', async () => {
    const user = await aUser().email('forgot@example.com').create(t);
    const web = resultOf(await signInByEmail('forgot@example.com'));
    const app = resultOf(await signInByEmail('forgot@example.com', goodPassword, { 'x-client-type': '1' }));
    for (let i = 0; i < 3; i++) await signInByEmail('forgot@example.com', 'Wrong#Pass2026');

    const ticket = await resetTicketByEmail('forgot@example.com');
    const res = await api(t).send(
      auth.resetPasswordByEmailAddress,
      emailResetBody('forgot@example.com', ticket),
    );
    expect(res.status).toBe(200);
    expect(res.result).toBe(true);

    for (const s of [web, app]) {
      expect((await api(t).as({ token: s.accessToken }).send(auth.getAccountInfo)).error?.code).toBe(50001);
      expect((await api(t).send(auth.refreshToken, { refreshToken: s.refreshToken })).status).toBe(401);
    }
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedReason === 'passwordReset')).toBe(true);

    expect((await signInByEmail('forgot@example.com')).error?.code).toBe(51025);
    const signedIn = await signInByEmail('forgot@example.com', newPassword);
    expect(signedIn.status).toBe(200);
    const infoRes = await api(t)
      .as({ token: resultOf(signedIn).accessToken })
      .send(auth.getAccountInfo);
    const hold = new Date(t.clock.now.getTime() + constants.securityChangeHoldMs).toISOString();
    expect(infoRes.result?.securityHoldUntil).toBe(hold);
    const events = await t.db.select().from(loginHistory).where(eq(loginHistory.userId, user.id));
    expect(events.map((e) => e.event)).toContain('passwordReset');
  });

  it('the ticket is single-use and short-lived', async () => {
    await aUser().email('twice@example.com').create(t);
    const ticket = await resetTicketByEmail('twice@example.com');
    const body = emailResetBody('twice@example.com', ticket);
    expect((await api(t).send(auth.resetPasswordByEmailAddress, body)).status).toBe(200);
    expect((await api(t).send(auth.resetPasswordByEmailAddress, body)).status).toBe(400);

    const late = await resetTicketByEmail('twice@example.com');
    t.clock.advance(constants.authTickets.passwordResetTtlSeconds * 1000 + 1);
    const res = await api(t).fails(auth.resetPasswordByEmailAddress, { ...body, ticket: late });
    expect(res.status).toBe(400);
    expect(res.details).toMatch(/invalid or has expired/);
  });

  it("another user's ticket does not reset this account", async () => {
    const victim = await aUser().email('victim@example.com').create(t);
    await aUser().email('attacker@example.com').create(t);
    const ticket = await resetTicketByEmail('attacker@example.com');
    const res = await api(t).send(
      auth.resetPasswordByEmailAddress,
      emailResetBody('victim@example.com', ticket),
    );
    expect(res.status).toBe(400);
    const [row] = await t.db.select().from(users).where(eq(users.id, victim.id));
    expect(row?.passwordHash).toBe(victim.passwordHash);
  });

  it('a wrong code, or any code for an unknown address, gets no ticket', async () => {
    await aUser().email('wrong@example.com').create(t);
    t.clock.advance(61_000);
    await api(t).send(auth.sendVerificationCode, {
      purpose: 'resetPassword',
      emailAddress: 'wrong@example.com',
    });
    const code = await lastCode(t, 'wrong@example.com');
    const wrong = await api(t).send(auth.resetPasswordByEmailAddressVerification, {
      emailAddress: 'wrong@example.com',
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.validationErrors).toEqual([{ field: 'code', message: 'verificationCode.invalid' }]);
    const unknown = await api(t).send(auth.resetPasswordByEmailAddressVerification, {
      emailAddress: 'unknown@example.com',
      code,
    });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('the new password follows the sign-up rules', async () => {
    await aUser().email('weak@example.com').create(t);
    const ticket = await resetTicketByEmail('weak@example.com');
    const res = await api(t).fails(auth.resetPasswordByEmailAddress, {
      emailAddress: 'weak@example.com',
      ticket,
      password: 'weakpass',
      confirmPassword: 'weakpass',
    });
    expect(res.status).toBe(400);
    expect(res.validationErrors?.map((e) => e.message)).toContain('password.signUpLength');
  });
});

describe('password reset by phone', () => {
  it('works the same way and lifts a lockout', async () => {
    const user = await aUser().phone('+971', '501234567', true).create(t);
    const phone = { areaCode: '+971', phoneNumber: '501234567' };
    for (let i = 0; i < 5; i++)
      await api(t).send(auth.authenticateByPhoneNumber, { ...phone, password: 'Wrong#Pass2026' });
    expect(
      (await api(t).fails(auth.authenticateByPhoneNumber, { ...phone, password: goodPassword })).data
        ?.remainingAttempts,
    ).toBe(0);

    t.clock.advance(61_000);
    await api(t).send(auth.sendVerificationCode, { purpose: 'resetPassword', ...phone });
    const code = await lastCode(t, '+971 501234567');
    const verified = await api(t).send(auth.resetPasswordByPhoneNumberVerification, { ...phone, code });
    const { ticket } = resultOf(verified);
    const res = await api(t).send(auth.resetPasswordByPhoneNumber, {
      ...phone,
      ...withNewPassword(ticket),
    });
    expect(res.status).toBe(200);
    expect(
      (await api(t).send(auth.authenticateByPhoneNumber, { ...phone, password: newPassword })).status,
    ).toBe(200);
    expect(user.id).toBeGreaterThan(0);
  });
});
