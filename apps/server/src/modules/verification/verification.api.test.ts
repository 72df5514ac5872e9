import { constants, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type LooseInput, resultOf } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { lastCode, outboxTo } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { rateLimits, verificationCodes } from '../../db/schema';

const t = useTestApp();

const auth = endpoints.auth;
/** Asks for a code (signed out unless the client says who, in its language). */
const send = (payload: LooseInput<typeof auth.sendVerificationCode>, client = api(t)) =>
  client.send(auth.sendVerificationCode, payload);
const minute = 60_000;

describe('POST Basic/SendVerificationCode', () => {
  it('sends a 6-digit code to the outbox, stored only as a keyed hash', async () => {
    const res = await send({ purpose: 'register', emailAddress: 'New.Person@Example.com' });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({
      resendAfterSeconds: 60,
      expireInSeconds: constants.verificationCode.ttlSeconds,
    });
    const code = await lastCode(t, 'new.person@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'email:new.person@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('writes the message in the reader language', async () => {
    await send(
      { purpose: 'register', areaCode: '+86', phoneNumber: '13900000001' },
      api(t).with({ headers: { 'accept-language': 'zh-CN' } }),
    );
    const [message] = await outboxTo(t, '+86 13900000001');
    expect(message?.channel).toBe('sms');
    expect(message?.body).toContain('验证码');
    await send(
      { purpose: 'register', emailAddress: 'tw@example.com' },
      api(t).with({ headers: { 'accept-language': 'zh-TW' } }),
    );
    expect((await outboxTo(t, 'tw@example.com'))[0]?.body).toContain('驗證碼');
  });

  it('allows one code per 60 s per target, then tells when to retry', async () => {
    await send({ purpose: 'register', emailAddress: 'wait@example.com' });
    const again = await send({ purpose: 'register', emailAddress: 'wait@example.com' });
    expect(again.status).toBe(429);
    expect(again.error?.code).toBe(429);
    expect(again.error?.data?.retryAfterSeconds).toBe(60);
    t.clock.advance(30_000);
    expect(
      (await send({ purpose: 'register', emailAddress: 'wait@example.com' })).error?.data?.retryAfterSeconds,
    ).toBe(30);
    t.clock.advance(30_000);
    expect((await send({ purpose: 'register', emailAddress: 'wait@example.com' })).status).toBe(200);
    expect(await outboxTo(t, 'wait@example.com')).toHaveLength(2);
  });

  it('caps the codes a target gets in a day', async () => {
    const cap = constants.verificationCode.dailyCapPerTarget;
    for (let i = 0; i < cap; i++) {
      expect((await send({ purpose: 'register', emailAddress: 'cap@example.com' })).status, `send ${i}`).toBe(
        200,
      );
      t.clock.advance(minute);
    }
    const over = await send({ purpose: 'register', emailAddress: 'cap@example.com' });
    expect(over.status).toBe(429);
    expect(Number(over.error?.data?.retryAfterSeconds)).toBeGreaterThan(20 * 3600);
    t.clock.advance(24 * 3600_000);
    expect((await send({ purpose: 'register', emailAddress: 'cap@example.com' })).status).toBe(200);
  });

  it('caps the codes one client address asks for in a day', async () => {
    await t.db.insert(rateLimits).values({
      key: 'code:ip:10.9.9.9',
      windowStart: t.clock.now,
      count: constants.verificationCode.dailyCapPerIp,
      lastAt: t.clock.now,
    });
    const res = await send(
      { purpose: 'register', emailAddress: 'fromip@example.com' },
      api(t).with({ remoteAddress: '10.9.9.9' }),
    );
    expect(res.status).toBe(429);
    expect(await outboxTo(t, 'fromip@example.com')).toHaveLength(0);
  });

  it('answers 51093 and 51094 when the address is already registered', async () => {
    await aUser().email('taken@example.com').phone('+44', '7700900123').create(t);
    expect((await send({ purpose: 'register', emailAddress: 'TAKEN@example.com' })).error?.code).toBe(51093);
    expect(
      (await send({ purpose: 'register', areaCode: '+44', phoneNumber: '7700900123' })).error?.code,
    ).toBe(51094);
    expect(await outboxTo(t, 'taken@example.com')).toHaveLength(0);
    // Asking again at once is limited like any send, so registered addresses cannot be probed fast.
    expect((await send({ purpose: 'register', emailAddress: 'taken@example.com' })).status).toBe(429);
  });

  it('answers a reset for an unknown address exactly like a known one, and sends nothing', async () => {
    await aUser().email('known@example.com').create(t);
    const known = await send({ purpose: 'resetPassword', emailAddress: 'known@example.com' });
    const unknown = await send({ purpose: 'resetPassword', emailAddress: 'nobody@example.com' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(await outboxTo(t, 'known@example.com')).toHaveLength(1);
    expect(await outboxTo(t, 'nobody@example.com')).toHaveLength(0);
    // The limit counts for the unknown address too.
    expect((await send({ purpose: 'resetPassword', emailAddress: 'nobody@example.com' })).status).toBe(429);
  });

  it('rejects input without a target, or with half a phone number', async () => {
    const none = await send({ purpose: 'register' });
    expect(none.status).toBe(400);
    expect(none.error?.validationErrors?.[0]?.field).toBe('emailAddress');
    const half = await send({ purpose: 'register', phoneNumber: '13800000000' });
    expect(half.status).toBe(400);
    expect(half.error?.validationErrors?.map((e) => e.field)).toContain('phoneNumber');
    const badPurpose = await send({ purpose: 'nope', emailAddress: 'x@example.com' });
    expect(badPurpose.error?.validationErrors?.[0]?.field).toBe('purpose');
  });

  it('needs a signed-in user to bind, withdraw or confirm a security change', async () => {
    expect((await send({ purpose: 'bind', emailAddress: 'bind@example.com' })).status).toBe(401);
    expect((await send({ purpose: 'withdraw', channel: 'email' })).status).toBe(401);
    const user = await aUser().email('own@example.com').create(t);
    const token = await t.tokenFor({ userId: user.id, uid: user.uid, sessionId: 'own-session' });
    expect(
      (await send({ purpose: 'bind', emailAddress: 'bind@example.com' }, api(t).as({ token }))).status,
    ).toBe(200);
    expect(await outboxTo(t, 'bind@example.com')).toHaveLength(1);
    // Withdraw codes go to the account's own address only; no phone bound here.
    expect(
      (
        await send(
          { purpose: 'withdraw', channel: 'email', emailAddress: 'other@example.com' },
          api(t).as({ token }),
        )
      ).status,
    ).toBe(200);
    expect(await outboxTo(t, 'own@example.com')).toHaveLength(1);
    expect(await outboxTo(t, 'other@example.com')).toHaveLength(0);
    const noPhone = await send({ purpose: 'security', channel: 'sms' }, api(t).as({ token }));
    expect(noPhone.error?.validationErrors?.[0]?.field).toBe('channel');
  });

  it('sends the login code only for an open security-verification ticket', async () => {
    const res = await send({ purpose: 'login', channel: 'email', ticket: 'made-up' });
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe(50004);
  });

  it('codes are single-use, expire, and die after five wrong tries (through sign-up)', async () => {
    const register = (emailAddress: string, code: string) =>
      api(t).send(auth.registerByEmailAddress, {
        emailAddress,
        code,
        accountType: 0,
        password: 'Sturdy#Pass2026',
        confirmPassword: 'Sturdy#Pass2026',
        questionnaire: { over18: true, noConviction: true, noBankruptcy: true, authorityToAct: true },
        consent: { terms: true, privacy: true },
      });
    await send({ purpose: 'register', emailAddress: 'late@example.com' });
    const late = await lastCode(t, 'late@example.com');
    t.clock.advance(constants.verificationCode.ttlSeconds * 1000 + 1);
    const expired = await register('late@example.com', late);
    expect(expired.status).toBe(400);
    expect(expired.error?.validationErrors).toEqual([{ field: 'code', message: 'verificationCode.invalid' }]);

    await send({ purpose: 'register', emailAddress: 'guess@example.com' });
    const right = await lastCode(t, 'guess@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < constants.verificationCode.maxAttempts; i++)
      expect((await register('guess@example.com', wrong)).status).toBe(400);
    expect((await register('guess@example.com', right)).status).toBe(400);

    t.clock.advance(minute);
    await send({ purpose: 'register', emailAddress: 'once@example.com' });
    const once = await lastCode(t, 'once@example.com');
    expect((await register('once@example.com', once)).status).toBe(200);
    const [row] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'email:once@example.com'));
    expect(row?.consumedAt).not.toBeNull();
  });

  it('a new code replaces the previous one', async () => {
    await send({ purpose: 'resetPassword', emailAddress: 'known@example.com' }).catch(() => undefined);
    t.clock.advance(minute);
    await send({ purpose: 'resetPassword', emailAddress: 'known@example.com' });
    const open = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.target, 'email:known@example.com'));
    expect(open.filter((r) => r.consumedAt === null)).toHaveLength(1);
  });
});

describe('signed-in sender', () => {
  it('a session that has ended cannot send bind codes', async () => {
    const user = await aUser().email('ended@example.com').create(t);
    const res = await api(t).send(auth.authenticateByEmailAddress, {
      emailAddress: 'ended@example.com',
      password: goodPassword,
    });
    const { accessToken } = resultOf(res);
    await api(t).as({ token: accessToken }).send(auth.exit, {});
    expect(
      (
        await send(
          { purpose: 'bind', emailAddress: 'ended-bind@example.com' },
          api(t).as({ token: accessToken }),
        )
      ).status,
    ).toBe(401);
    expect(user.id).toBeGreaterThan(0);
  });
});
