import { constants, type EndpointResult, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, resultOf } from '../../../test/api-client';
import { aUser, goodPassword } from '../../../test/builders';
import { lastCode } from '../../../test/codes';
import { consent, yes } from '../../../test/fixtures';
import { useTestApp } from '../../../test/harness';
import { keyExchanges, users } from '../../db/schema';
import { sha256Hex } from '../../lib/secrets';
import { deriveKey, encryptField } from './key-exchange.fns';

const t = useTestApp();
beforeAll(async () => {
  await aUser().email('enc@example.com').create(t);
});

const auth = endpoints.auth;
type Kex = EndpointResult<typeof auth.getKeis>;
const getKeis = () => api(t).call(auth.getKeis);
const seal = (x: Kex, plain: string) => encryptField(plain, deriveKey(x.k, x.s), x.i);
/** enc@example.com's sign-in with the password sealed under `sealer` (the exchange itself unless told). */
const sealedSignIn = (x: Kex, password: string, sealer: Kex = x) => ({
  emailAddress: 'enc@example.com',
  password: seal(sealer, password),
  key: x.k,
});
/** A personal sign-up with the password and its confirmation sealed under the exchange `x`. */
const sealedSignUp = (x: Kex, emailAddress: string, code: string) => ({
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
    const res = await api(t).send(auth.authenticateByEmailAddress, sealedSignIn(x, goodPassword));
    expect(res.status).toBe(200);
    expect(resultOf(res).accessToken).toBeTruthy();
  });

  it('an exchange serves one call only', async () => {
    const x = await getKeis();
    const body = { emailAddress: 'enc@example.com', password: seal(x, goodPassword), key: x.k };
    expect((await api(t).send(auth.authenticateByEmailAddress, body)).status).toBe(200);
    const again = await api(t).fails(auth.authenticateByEmailAddress, body);
    expect(again.status).toBe(400);
    expect(again.details).toMatch(/expired or was already used/);
  });

  it('an exchange expires', async () => {
    const x = await getKeis();
    t.clock.advance(constants.keyExchangeTtlSeconds * 1000 + 1);
    const res = await api(t).send(auth.authenticateByEmailAddress, sealedSignIn(x, goodPassword));
    expect(res.status).toBe(400);
  });

  it('a ciphertext that does not decrypt is refused, and spends the exchange', async () => {
    const x = await getKeis();
    const other = await getKeis();
    const res = await api(t).fails(auth.authenticateByEmailAddress, sealedSignIn(x, goodPassword, other));
    expect(res.status).toBe(400);
    expect(res.details).toMatch(/does not decrypt/);
    const retry = await api(t).send(auth.authenticateByEmailAddress, sealedSignIn(x, goodPassword));
    expect(retry.status).toBe(400);
  });

  it('a wrong password sent encrypted counts like any wrong password', async () => {
    const x = await getKeis();
    const res = await api(t).fails(auth.authenticateByEmailAddress, sealedSignIn(x, 'Wrong#Pass2026'));
    expect(res).toMatchObject({ code: 51025, data: { remainingAttempts: 4 } });
  });

  it('the decrypted value still meets the rules', async () => {
    const x = await getKeis();
    const res = await api(t).fails(auth.authenticateByEmailAddress, sealedSignIn(x, 'short'));
    expect(res.validationErrors).toEqual([{ field: 'password', message: 'password.length' }]);
  });

  it('signs up with the password and its confirmation encrypted', async () => {
    await api(t).send(auth.sendVerificationCode, {
      purpose: 'register',
      emailAddress: 'enc-new@example.com',
    });
    const code = await lastCode(t, 'enc-new@example.com');
    const x = await getKeis();
    const res = await api(t).send(auth.registerByEmailAddress, sealedSignUp(x, 'enc-new@example.com', code));
    expect(res.status).toBe(200);
    const signIn = await api(t).send(auth.authenticateByEmailAddress, {
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
    const res = await api(t).send(auth.ptr, { t: 'login', r: x.k, p: seal(x, 'login') });
    expect(res.status).toBe(200);
    expect(res.result).toEqual({ t: 'login', e: constants.keyExchangeTtlSeconds });
    const [row] = await t.db
      .select()
      .from(keyExchanges)
      .where(eq(keyExchanges.keyHash, sha256Hex(x.k)));
    expect(row?.businessType).toBe('login');
    expect((await api(t).send(auth.ptr, { t: 'register', r: x.k, p: seal(x, 'register') })).status).toBe(400);
    const signIn = await api(t).send(auth.authenticateByEmailAddress, sealedSignIn(x, goodPassword));
    expect(signIn.status).toBe(200);
  });

  it('a login-bound exchange cannot carry a sign-up', async () => {
    const x = await getKeis();
    await api(t).send(auth.ptr, { t: 'login', r: x.k, p: seal(x, 'login') });
    const res = await api(t).send(
      auth.registerByEmailAddress,
      sealedSignUp(x, 'wrongtype@example.com', '123456'),
    );
    expect(res.status).toBe(400);
  });

  it('refuses a payload that is not the business type under this key, or an unknown exchange', async () => {
    const x = await getKeis();
    expect((await api(t).send(auth.ptr, { t: 'login', r: x.k, p: seal(x, 'register') })).status).toBe(400);
    expect((await api(t).send(auth.ptr, { t: 'login', r: 'unknown', p: seal(x, 'login') })).status).toBe(400);
    expect((await api(t).send(auth.ptr, { t: 'nonsense', r: x.k, p: 'x' })).status).toBe(400);
  });
});

describe('abuse', () => {
  it('limits key exchanges per client address', async () => {
    const ask = () => api(t).with({ remoteAddress: '10.1.2.3' }).send(auth.getKeis);
    for (let i = 0; i < 60; i++) expect((await ask()).status).toBe(200);
    const over = await ask();
    expect(over.status).toBe(429);
    t.clock.advance(60_000);
    expect((await ask()).status).toBe(200);
  });
});
