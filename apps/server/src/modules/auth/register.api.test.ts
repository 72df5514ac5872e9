import { endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, resultOf } from '../../../test/api-client';
import { aUser, goodPassword, testHasher } from '../../../test/builders';
import { lastCode } from '../../../test/codes';
import { consent, yes } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { loginHistory, users } from '../../db/schema';

const t = useTestApp();

const auth = endpoints.auth;
const signInByEmail = (emailAddress: string, headers: Record<string, string> = {}) =>
  api(t).with({ headers }).send(auth.authenticateByEmailAddress, { emailAddress, password: goodPassword });

async function codeFor(target: { emailAddress: string } | { areaCode: string; phoneNumber: string }) {
  t.clock.advance(61_000);
  const res = await api(t).send(auth.sendVerificationCode, { purpose: 'register', ...target });
  expect(res.status).toBe(200);
  return lastCode(
    t,
    'emailAddress' in target ? target.emailAddress.toLowerCase() : `${target.areaCode} ${target.phoneNumber}`,
  );
}

const base = {
  accountType: 0,
  password: goodPassword,
  confirmPassword: goodPassword,
  questionnaire: yes,
  consent,
};

describe('POST Account/RegisterByEmailAddress', () => {
  it('creates a personal account that can sign in, with what the person agreed to', async () => {
    const code = await codeFor({ emailAddress: 'Person@Example.com' });
    const res = await api(t).send(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'Person@Example.com',
      code,
      referralCode: 'FRIEND42',
      whatsApp: '+447700900999',
    });
    expect(res.status).toBe(200);
    const result = resultOf(res);
    expect(result.accountType).toBe(0);
    expect(result.uid).toMatch(/^\d{8}$/);
    const [row] = await t.db.select().from(users).where(eq(users.uid, result.uid));
    expect(row).toMatchObject({
      email: 'person@example.com',
      accountType: 0,
      kycStatus: 0,
      referralCode: 'FRIEND42',
      whatsApp: '+447700900999',
      questionnaire: yes,
    });
    expect(row?.consentedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await testHasher.verify(row?.passwordHash ?? '', goodPassword)).toBe(true);
    const history = await t.db
      .select()
      .from(loginHistory)
      .where(eq(loginHistory.userId, row?.id ?? 0));
    expect(history.map((h) => [h.event, h.result])).toEqual([['register', 'success']]);
    expect(resultOf(await signInByEmail('person@example.com')).accessToken).toBeTruthy();
  });

  it('signs the new account in: the answer is a token session, on the device it signed up from', async () => {
    const device = { 'x-device-id': 'signup-device-1', 'x-client-type': '0' };
    const code = await codeFor({ emailAddress: 'fresh@example.com' });
    const res = await api(t)
      .with({ headers: device })
      .send(auth.registerByEmailAddress, { ...base, emailAddress: 'fresh@example.com', code });
    expect(res.status).toBe(200);
    const result = resultOf(res);
    expect(result).toMatchObject({ accountType: 0, accessTokenExpireInSeconds: 900 });
    const info = await api(t).as({ token: result.accessToken }).send(auth.getAccountInfo);
    expect(info.status).toBe(200);
    expect(info.result).toMatchObject({ uid: result.uid, accountType: 0, kycStatus: 0 });
    const refreshed = await api(t).send(auth.refreshToken, { refreshToken: result.refreshToken });
    expect(resultOf(refreshed).accessToken).toBeTruthy();
    // The device is known now: a later sign-in from it needs no new-device code.
    const again = await signInByEmail('fresh@example.com', device);
    expect(again.status).toBe(200);
    expect(resultOf(again).accessToken).toBeTruthy();
  });

  it('creates an enterprise account as type 2', async () => {
    const code = await codeFor({ emailAddress: 'corp@example.com' });
    const res = await api(t).send(auth.registerByEmailAddress, {
      ...base,
      accountType: 2,
      emailAddress: 'corp@example.com',
      code,
    });
    expect(resultOf(res).accountType).toBe(2);
  });

  it('refuses other account types: merchants sign up through Merchant/Register', async () => {
    for (const accountType of [1, 3, 5, 6]) {
      const res = await api(t).fails(auth.registerByEmailAddress, {
        ...base,
        accountType,
        emailAddress: 'm@example.com',
        code: '123456',
      });
      expect(res.status).toBe(400);
      expect(res.validationErrors?.[0]?.field).toBe('accountType');
    }
  });

  it('answers "not eligible to register" for any questionnaire no, and changes nothing', async () => {
    const code = await codeFor({ emailAddress: 'young@example.com' });
    for (const question of Object.keys(yes)) {
      const res = await api(t).fails(auth.registerByEmailAddress, {
        ...base,
        emailAddress: 'young@example.com',
        code,
        questionnaire: { ...yes, [question]: false },
      });
      expect(res.status).toBe(400);
      expect(res.validationErrors).toEqual([
        { field: `questionnaire.${question}`, message: 'notEligibleToRegister' },
      ]);
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'young@example.com'))).toHaveLength(0);
    // The code was not spent by the refused tries.
    const ok = await api(t).send(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'young@example.com',
      code,
    });
    expect(ok.status).toBe(200);
  });

  it('needs the terms and the privacy policy accepted', async () => {
    const res = await api(t).fails(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'x@example.com',
      code: '123456',
      consent: { terms: true, privacy: false },
    });
    expect(res.validationErrors).toEqual([{ field: 'consent.privacy', message: 'consent.privacyRequired' }]);
  });

  it('enforces the sign-up password rules and the confirmation', async () => {
    const cases: [string, string, string][] = [
      ['Short#1a', 'Short#1a', 'password.signUpLength'],
      ['alllowercase#2026', 'alllowercase#2026', 'password.needsUpper'],
      ['NoSymbolsHere2026', 'NoSymbolsHere2026', 'password.needsSymbol'],
      [goodPassword, `${goodPassword}x`, 'password.mismatch'],
    ];
    for (const [password, confirmPassword, message] of cases) {
      const res = await api(t).fails(auth.registerByEmailAddress, {
        ...base,
        emailAddress: 'rules@example.com',
        code: '123456',
        password,
        confirmPassword,
      });
      expect(res.status).toBe(400);
      expect(res.validationErrors?.map((e) => e.message)).toContain(message);
      // A rule broken answers 51091; the confirmation differing is an ordinary field error.
      expect(res.code).toBe(message === 'password.mismatch' ? 400 : 51091);
    }
  });

  it('answers a wrong code on the code field', async () => {
    await codeFor({ emailAddress: 'wrongcode@example.com' });
    const res = await api(t).fails(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'wrongcode@example.com',
      code: '999999',
    });
    expect(res).toMatchObject({
      code: 400,
      validationErrors: [{ field: 'code', message: 'verificationCode.invalid' }],
    });
    const codeForOther = await codeFor({ emailAddress: 'other-target@example.com' });
    const crossed = await api(t).send(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'wrongcode@example.com',
      code: codeForOther,
    });
    expect(crossed.status).toBe(400);
  });

  it('answers 51093 for a registered e-mail, in any letter case, to the holder of a code only', async () => {
    const code = await codeFor({ emailAddress: 'dupe@example.com' });
    // Registered by another sign-up after this code was sent.
    await aUser().email('dupe@example.com').create(t);
    const guess = code === '123456' ? '654321' : '123456';
    const probe = await api(t).fails(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'dupe@example.com',
      code: guess,
    });
    expect(probe.code).toBe(400);
    const res = await api(t).fails(auth.registerByEmailAddress, {
      ...base,
      emailAddress: 'DUPE@example.com',
      code,
    });
    expect(res.status).toBe(400);
    expect(res.code).toBe(51093);
  });
});

describe('POST Account/RegisterByPhoneNumber', () => {
  it('creates an account by phone', async () => {
    const target = { areaCode: '+852', phoneNumber: '61234567' };
    const code = await codeFor(target);
    const res = await api(t).send(auth.registerByPhoneNumber, { ...base, ...target, code });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.phoneNumber, '61234567'));
    expect(row).toMatchObject({ areaCode: '+852', email: null, accountType: 0 });
  });

  it('answers 51094 for a registered phone number', async () => {
    const code = await codeFor({ areaCode: '+65', phoneNumber: '81234567' });
    await aUser().phone('+65', '81234567', true).create(t);
    const res = await api(t).fails(auth.registerByPhoneNumber, {
      ...base,
      areaCode: '+65',
      phoneNumber: '81234567',
      code,
    });
    expect(res.code).toBe(51094);
  });

  it('validates the area code and number', async () => {
    const res = await api(t).fails(auth.registerByPhoneNumber, {
      ...base,
      areaCode: '852',
      phoneNumber: '12',
      code: '123456',
    });
    expect(res.validationErrors?.map((e) => e.field).sort()).toEqual(['areaCode', 'phoneNumber']);
  });

  it('two sign-ups racing with one code make one account', async () => {
    const target = { areaCode: '+1', phoneNumber: '2025550100' };
    const code = await codeFor(target);
    const results = await Promise.all(
      [1, 2, 3].map(() => api(t).send(auth.registerByPhoneNumber, { ...base, ...target, code })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, '2025550100'))).toHaveLength(1);
  });
});
