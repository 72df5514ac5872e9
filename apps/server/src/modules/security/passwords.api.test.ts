import { createCipheriv, pbkdf2Sync } from 'node:crypto';
import { constants } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, goodPassword, paths, signInByEmail, testHasher } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import { call, retoken, sec, securityCode, userWithToken } from '../../../test/security-helpers';
import { securityOperations, sessions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const info = (token: string) => call(t, { method: 'GET', path: paths.accountInfo }, token);

describe('Profile/UpdatePassword (PUT)', () => {
  it('changes the password with the old one, ends the other sessions, keeps this one, starts the hold', async () => {
    const u = await userWithToken(t, { email: 'chpw@example.com' });
    const other = await t.tokenFor({ userId: u.user.id, uid: u.user.uid, sessionId: `other-${u.user.id}` });
    const res = await call(t, sec.updatePassword, u.token, {
      oldPassword: goodPassword,
      newPassword: 'short8ch',
      confirmPassword: 'short8ch',
    });
    expect(res.status).toBe(200);
    expect((await info(u.token)).status).toBe(200);
    const ended = await info(other);
    expect(ended.status).toBe(401);
    expect(errorOf(ended).code).toBe(50001);
    const [otherRow] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, `other-${u.user.id}`));
    expect(otherRow?.revokedReason).toBe('passwordChanged');
    const row = await userRow(u.user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await testHasher.verify(row?.passwordHash ?? '', 'short8ch')).toBe(true);
    expect(row?.securityHoldUntil?.getTime()).toBe(t.clock.now.getTime() + constants.securityChangeHoldMs);
    expect((await signInByEmail(t, 'chpw@example.com', 'short8ch')).status).toBe(200);
    expect((await signInByEmail(t, 'chpw@example.com', goodPassword)).status).toBe(400);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, u.user.id));
    expect(ops.map((o) => o.operation)).toEqual(['updatePassword']);
  });

  it('keeps to 8–20 characters (51091) and a matching confirmation', async () => {
    const u = await userWithToken(t, { email: 'chpw-rules@example.com' });
    const tooShort = await call(t, sec.updatePassword, u.token, {
      oldPassword: goodPassword,
      newPassword: 'seven77',
      confirmPassword: 'seven77',
    });
    expect(errorOf(tooShort).code).toBe(51091);
    expect(errorOf(tooShort).validationErrors).toEqual([
      { field: 'newPassword', message: 'password.length' },
    ]);
    const tooLong = await call(t, sec.updatePassword, u.token, {
      oldPassword: goodPassword,
      newPassword: 'x'.repeat(21),
      confirmPassword: 'x'.repeat(21),
    });
    expect(errorOf(tooLong).code).toBe(51091);
    const mismatch = await call(t, sec.updatePassword, u.token, {
      oldPassword: goodPassword,
      newPassword: 'Another#Pass1',
      confirmPassword: 'Another#Pass2',
    });
    expect(errorOf(mismatch).validationErrors).toEqual([
      { field: 'confirmPassword', message: 'password.mismatch' },
    ]);
    expect(await testHasher.verify((await userRow(u.user.id))?.passwordHash ?? '', goodPassword)).toBe(true);
  });

  it('counts a wrong old password toward the lock and tells the attempts left', async () => {
    const u = await userWithToken(t, { email: 'chpw-wrong@example.com' });
    const res = await call(t, sec.updatePassword, u.token, {
      oldPassword: 'Wrong#Pass2026',
      newPassword: 'Another#Pass1',
      confirmPassword: 'Another#Pass1',
    });
    expect(errorOf(res).code).toBe(51024);
    expect(errorOf(res).data?.remainingAttempts).toBe(4);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, u.user.id));
    expect(ops.map((o) => `${o.operation}:${o.result}`)).toEqual(['updatePassword:failure']);
  });

  it('accepts the fields encrypted under a key exchange (business type changePassword)', async () => {
    const u = await userWithToken(t, { email: 'chpw-enc@example.com' });
    const keis = (await t.call({ method: 'GET', url: paths.getKeis })).body.result as {
      i: string;
      s: string;
      k: string;
    };
    const key = pbkdf2Sync(Buffer.from(keis.k), Buffer.from(keis.s, 'hex'), 1000, 16, 'sha256');
    const enc = (plain: string) => {
      const cipher = createCipheriv('aes-128-cbc', key, Buffer.from(keis.i, 'hex'));
      return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
    };
    const res = await call(t, sec.updatePassword, u.token, {
      oldPassword: enc(goodPassword),
      newPassword: enc('Secret#Enc2026'),
      confirmPassword: enc('Secret#Enc2026'),
      key: keis.k,
    });
    expect(res.status).toBe(200);
    expect(await testHasher.verify((await userRow(u.user.id))?.passwordHash ?? '', 'Secret#Enc2026')).toBe(
      true,
    );
  });
});

describe('Profile/SetFundPassword and UpdateFundPassword', () => {
  it('sets a 6-digit PIN with an e-mail code, hashed; account info tells it is set', async () => {
    const u = await userWithToken(t, { email: 'pin@example.com' });
    const emailCode = await securityCode(t, u.token, 'email', 'pin@example.com');
    const res = await call(t, sec.setFundPassword, await retoken(t, u), {
      fundPin: '482913',
      confirmFundPin: '482913',
      emailCode,
    });
    expect(res.status).toBe(200);
    const row = await userRow(u.user.id);
    expect(row?.fundPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await testHasher.verify(row?.fundPasswordHash ?? '', '482913')).toBe(true);
    expect(row?.securityHoldUntil).toBeNull();
    expect((await info(await retoken(t, u))).body.result).toMatchObject({ fundPasswordSet: true });
    // Setting again is refused: it is a change now.
    const again = await call(t, sec.setFundPassword, await retoken(t, u), {
      fundPin: '111222',
      confirmFundPin: '111222',
      emailCode: '123456',
    });
    expect(again.status).toBe(409);
  });

  it('refuses a PIN whose entries differ, or that is not 6 digits, changing nothing', async () => {
    const u = await userWithToken(t, { email: 'pin-mismatch@example.com' });
    const mismatch = await call(t, sec.setFundPassword, u.token, {
      fundPin: '482913',
      confirmFundPin: '482914',
      emailCode: '123456',
    });
    expect(mismatch.status).toBe(400);
    expect(errorOf(mismatch).validationErrors).toEqual([
      { field: 'confirmFundPin', message: 'fundPin.mismatch' },
    ]);
    const short = await call(t, sec.setFundPassword, u.token, {
      fundPin: '48291',
      confirmFundPin: '48291',
      emailCode: '123456',
    });
    expect(errorOf(short).validationErrors?.[0]).toEqual({ field: 'fundPin', message: 'fundPin.sixDigits' });
    const letters = await call(t, sec.setFundPassword, u.token, {
      fundPin: '48291a',
      confirmFundPin: '48291a',
      emailCode: '123456',
    });
    expect(errorOf(letters).validationErrors?.[0]?.message).toBe('fundPin.sixDigits');
    expect((await userRow(u.user.id))?.fundPasswordHash).toBeNull();
  });

  it('changes the PIN with the second factor (PUT) and starts the hold; not before one is set', async () => {
    const u = await userWithToken(t, { areaCode: '+86', phoneNumber: '13900002001' });
    const before = await call(t, sec.updateFundPassword, u.token, {
      fundPin: '000111',
      confirmFundPin: '000111',
      smsCode: '123456',
    });
    expect(before.status).toBe(409);
    let smsCode = await securityCode(t, u.token, 'sms', '+86 13900002001');
    await call(t, sec.setFundPassword, await retoken(t, u), {
      fundPin: '135791',
      confirmFundPin: '135791',
      smsCode,
    });
    smsCode = await securityCode(t, await retoken(t, u), 'sms', '+86 13900002001');
    const res = await call(t, sec.updateFundPassword, await retoken(t, u), {
      fundPin: '246802',
      confirmFundPin: '246802',
      smsCode,
    });
    expect(res.status).toBe(200);
    const row = await userRow(u.user.id);
    expect(await testHasher.verify(row?.fundPasswordHash ?? '', '246802')).toBe(true);
    expect(row?.securityHoldUntil?.getTime()).toBe(t.clock.now.getTime() + constants.securityChangeHoldMs);
    const mismatch = await call(t, sec.updateFundPassword, await retoken(t, u), {
      fundPin: '246803',
      confirmFundPin: '246804',
      smsCode: '123456',
    });
    expect(errorOf(mismatch).validationErrors?.[0]?.message).toBe('fundPin.mismatch');
  });

  it('needs a signed-in user', async () => {
    expect(
      (await call(t, sec.setFundPassword, null, { fundPin: '123456', confirmFundPin: '123456' })).status,
    ).toBe(401);
  });
});
