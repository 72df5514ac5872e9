import { constants } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consent,
  createUser,
  errorOf,
  goodPassword,
  lastCode,
  paths,
  post,
  sessionOf,
  yes,
} from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { keyExchanges, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { deriveKey, encryptField } from './key-exchange.fns';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await createUser(t, { email: 'enc@example.com' });
});
afterAll(() => t.close());

type Kex = { i: string; s: string; k: string; e: number };
const getKeis = async () => (await t.call({ method: 'GET', url: paths.getKeis })).body.result as Kex;
const seal = (x: Kex, plain: string) => encryptField(plain, deriveKey(x.k, x.s), x.i);
/** Signs enc@example.com in with the password sealed under `sealer` (the exchange itself unless told). */
const signInSealed = (x: Kex, password: string, sealer: Kex = x) =>
  post(t, paths.signInEmail, { emailAddress: 'enc@example.com', password: seal(sealer, password), key: x.k });
/** Signs up with a password and its confirmation sealed under the exchange. */
const signUpSealed = (x: Kex, emailAddress: string, code: string) =>
  post(t, paths.registerEmail, {
    emailAddress,
    code,
    accountType: 0,
    password: seal(x, 'Brand#New2026pw'),
    confirmPassword: seal(x, 'Brand#New2026pw'),
    questionnaire: yes,
    consent,
    key: x.k,
  });

describe('GET Basic/GetKEIS', () => {
  it('answers iv and salt in hex, key material and its expiry; keeps only a hash of the key', async () => {
    const x = await getKeis();
    expect(x.i).toMatch(/^[0-9a-f]{32}$/);
    expect(x.s).toMatch(/^[0-9a-f]{32}$/);
    expect(x.k.length).toBeGreaterThanOrEqual(32);
    expect(x.e).toBe(constants.keyExchangeTtlSeconds);
    const [row] = await t.db
      .select()
      .from(keyExchanges)
      .where(eq(keyExchanges.keyHash, sha256Hex(x.k)));
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(x.k);
  });
});

describe('encrypted password fields', () => {
  it('signs in with the password encrypted under the exchange', async () => {
    const x = await getKeis();
    const res = await signInSealed(x, goodPassword);
    expect(res.status).toBe(200);
    expect(sessionOf(res).accessToken).toBeTruthy();
  });

  it('an exchange serves one call only', async () => {
    const x = await getKeis();
    const body = { emailAddress: 'enc@example.com', password: seal(x, goodPassword), key: x.k };
    expect((await post(t, paths.signInEmail, body)).status).toBe(200);
    const again = await post(t, paths.signInEmail, body);
    expect(again.status).toBe(400);
    expect(errorOf(again).details).toMatch(/expired or was already used/);
  });

  it('an exchange expires', async () => {
    const x = await getKeis();
    t.clock.advance(constants.keyExchangeTtlSeconds * 1000 + 1);
    const res = await signInSealed(x, goodPassword);
    expect(res.status).toBe(400);
  });

  it('a ciphertext that does not decrypt is refused, and spends the exchange', async () => {
    const x = await getKeis();
    const other = await getKeis();
    const res = await signInSealed(x, goodPassword, other);
    expect(res.status).toBe(400);
    expect(errorOf(res).details).toMatch(/does not decrypt/);
    const retry = await signInSealed(x, goodPassword);
    expect(retry.status).toBe(400);
  });

  it('a wrong password sent encrypted counts like any wrong password', async () => {
    const x = await getKeis();
    const res = await signInSealed(x, 'Wrong#Pass2026');
    expect(errorOf(res)).toMatchObject({ code: 51025, data: { remainingAttempts: 4 } });
  });

  it('the decrypted value still meets the rules', async () => {
    const x = await getKeis();
    const res = await signInSealed(x, 'short');
    expect(errorOf(res).validationErrors).toEqual([{ field: 'password', message: 'password.length' }]);
  });

  it('signs up with the password and its confirmation encrypted', async () => {
    await post(t, paths.sendCode, { purpose: 'register', emailAddress: 'enc-new@example.com' });
    const code = await lastCode(t, 'enc-new@example.com');
    const x = await getKeis();
    const res = await signUpSealed(x, 'enc-new@example.com', code);
    expect(res.status).toBe(200);
    const signIn = await post(t, paths.signInEmail, {
      emailAddress: 'enc-new@example.com',
      password: 'Brand#New2026pw',
    });
    expect(signIn.status).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.email, 'enc-new@example.com'))).toHaveLength(1);
  });
});

describe('POST Basic/PTR', () => {
  it('binds an exchange to the business type it proves, which then serves that type only', async () => {
    const x = await getKeis();
    const res = await post(t, paths.ptr, { t: 'login', r: x.k, p: seal(x, 'login') });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ t: 'login', e: constants.keyExchangeTtlSeconds });
    const [row] = await t.db
      .select()
      .from(keyExchanges)
      .where(eq(keyExchanges.keyHash, sha256Hex(x.k)));
    expect(row?.businessType).toBe('login');
    expect((await post(t, paths.ptr, { t: 'register', r: x.k, p: seal(x, 'register') })).status).toBe(400);
    const signIn = await signInSealed(x, goodPassword);
    expect(signIn.status).toBe(200);
  });

  it('a login-bound exchange cannot carry a sign-up', async () => {
    const x = await getKeis();
    await post(t, paths.ptr, { t: 'login', r: x.k, p: seal(x, 'login') });
    const res = await signUpSealed(x, 'wrongtype@example.com', '123456');
    expect(res.status).toBe(400);
  });

  it('refuses a payload that is not the business type under this key, or an unknown exchange', async () => {
    const x = await getKeis();
    expect((await post(t, paths.ptr, { t: 'login', r: x.k, p: seal(x, 'register') })).status).toBe(400);
    expect((await post(t, paths.ptr, { t: 'login', r: 'unknown', p: seal(x, 'login') })).status).toBe(400);
    expect((await post(t, paths.ptr, { t: 'nonsense', r: x.k, p: 'x' })).status).toBe(400);
  });
});

describe('abuse', () => {
  it('limits key exchanges per client address', async () => {
    const ask = () => t.call({ method: 'GET', url: paths.getKeis, remoteAddress: '10.1.2.3' });
    for (let i = 0; i < 60; i++) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    t.clock.advance(60_000);
    expect((await ask()).status).toBe(200);
  });
});
