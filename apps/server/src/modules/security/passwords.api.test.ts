import { createCipheriv, pbkdf2Sync } from 'node:crypto';
import { constants, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, goodPassword, testHasher } from '../../../test/builders';
import { securityCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { securityOperations, sessions, users } from '../../db/schema';

const t = useTestApp();

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const sec = endpoints.security;
const signIn = (emailAddress: string, password: string) =>
  api(t).send(endpoints.auth.authenticateByEmailAddress, { emailAddress, password });

describe('Profile/UpdatePassword (PUT)', () => {
  it('changes the password with the old one, ends the other sessions, keeps this one, starts the hold', async () => {
    const user = await aUser().email('chpw@example.com').create(t);
    const me = api(t).as(user);
    const other = api(t).as({ ...user, sessionId: `other-${user.id}` });
    await other.call(endpoints.auth.getAccountInfo);
    await me.call(sec.updatePassword, {
      oldPassword: goodPassword,
      newPassword: 'short8ch',
      confirmPassword: 'short8ch',
    });
    await me.call(endpoints.auth.getAccountInfo);
    const ended = await other.fails(endpoints.auth.getAccountInfo);
    expect(ended.status).toBe(401);
    expect(ended.code).toBe(50001);
    const [otherRow] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, `other-${user.id}`));
    expect(otherRow?.revokedReason).toBe('passwordChanged');
    const row = await userRow(user.id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await testHasher.verify(row?.passwordHash ?? '', 'short8ch')).toBe(true);
    expect(row?.securityHoldUntil?.getTime()).toBe(t.clock.now.getTime() + constants.securityChangeHoldMs);
    expect((await signIn('chpw@example.com', 'short8ch')).status).toBe(200);
    expect((await signIn('chpw@example.com', goodPassword)).status).toBe(400);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, user.id));
    expect(ops.map((o) => o.operation)).toEqual(['updatePassword']);
  });

  it('keeps to 8–20 characters (51091) and a matching confirmation', async () => {
    const user = await aUser().email('chpw-rules@example.com').create(t);
    const me = api(t).as(user);
    const tooShort = await me.fails(sec.updatePassword, {
      oldPassword: goodPassword,
      newPassword: 'seven77',
      confirmPassword: 'seven77',
    });
    expect(tooShort.code).toBe(51091);
    expect(tooShort.validationErrors).toEqual([{ field: 'newPassword', message: 'password.length' }]);
    const tooLong = await me.fails(sec.updatePassword, {
      oldPassword: goodPassword,
      newPassword: 'x'.repeat(21),
      confirmPassword: 'x'.repeat(21),
    });
    expect(tooLong.code).toBe(51091);
    const mismatch = await me.fails(sec.updatePassword, {
      oldPassword: goodPassword,
      newPassword: 'Another#Pass1',
      confirmPassword: 'Another#Pass2',
    });
    expect(mismatch.validationErrors).toEqual([{ field: 'confirmPassword', message: 'password.mismatch' }]);
    expect(await testHasher.verify((await userRow(user.id))?.passwordHash ?? '', goodPassword)).toBe(true);
  });

  it('counts a wrong old password toward the lock and tells the attempts left', async () => {
    const user = await aUser().email('chpw-wrong@example.com').create(t);
    const res = await api(t).as(user).fails(sec.updatePassword, {
      oldPassword: 'Wrong#Pass2026',
      newPassword: 'Another#Pass1',
      confirmPassword: 'Another#Pass1',
    });
    expect(res.code).toBe(51024);
    expect(res.data?.remainingAttempts).toBe(4);
    const ops = await t.db.select().from(securityOperations).where(eq(securityOperations.userId, user.id));
    expect(ops.map((o) => `${o.operation}:${o.result}`)).toEqual(['updatePassword:failure']);
  });

  it('accepts the fields encrypted under a key exchange (business type changePassword)', async () => {
    const user = await aUser().email('chpw-enc@example.com').create(t);
    const keis = await api(t).call(endpoints.auth.getKeis);
    const key = pbkdf2Sync(Buffer.from(keis.k), Buffer.from(keis.s, 'hex'), 1000, 16, 'sha256');
    const enc = (plain: string) => {
      const cipher = createCipheriv('aes-128-cbc', key, Buffer.from(keis.i, 'hex'));
      return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
    };
    await api(t)
      .as(user)
      .call(sec.updatePassword, {
        oldPassword: enc(goodPassword),
        newPassword: enc('Secret#Enc2026'),
        confirmPassword: enc('Secret#Enc2026'),
        key: keis.k,
      });
    expect(await testHasher.verify((await userRow(user.id))?.passwordHash ?? '', 'Secret#Enc2026')).toBe(
      true,
    );
  });
});

describe('Profile/SetFundPassword and UpdateFundPassword', () => {
  /** The PIN typed twice alike, with the second-factor codes. */
  const pinTwice = (fundPin: string, codes: Record<string, string>) => ({
    fundPin,
    confirmFundPin: fundPin,
    ...codes,
  });

  it('sets a 6-digit PIN with an e-mail code, hashed; account info tells it is set', async () => {
    const user = await aUser().email('pin@example.com').create(t);
    const me = api(t).as(user);
    const emailCode = await securityCode(t, user, 'email', 'pin@example.com');
    await me.call(sec.setFundPassword, { fundPin: '482913', confirmFundPin: '482913', emailCode });
    const row = await userRow(user.id);
    expect(row?.fundPasswordHash).toMatch(/^\$argon2id\$/);
    expect(await testHasher.verify(row?.fundPasswordHash ?? '', '482913')).toBe(true);
    expect(row?.securityHoldUntil).toBeNull();
    expect(await me.call(endpoints.auth.getAccountInfo)).toMatchObject({ fundPasswordSet: true });
    // Setting again is refused: it is a change now.
    const again = await me.fails(sec.setFundPassword, pinTwice('111222', { emailCode: '123456' }));
    expect(again.status).toBe(409);
  });

  it('refuses a PIN whose entries differ, or that is not 6 digits, changing nothing', async () => {
    const user = await aUser().email('pin-mismatch@example.com').create(t);
    const me = api(t).as(user);
    const mismatch = await me.fails(sec.setFundPassword, {
      fundPin: '482913',
      confirmFundPin: '482914',
      emailCode: '123456',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.validationErrors).toEqual([{ field: 'confirmFundPin', message: 'fundPin.mismatch' }]);
    const short = await me.fails(sec.setFundPassword, pinTwice('48291', { emailCode: '123456' }));
    expect(short.validationErrors?.[0]).toEqual({ field: 'fundPin', message: 'fundPin.sixDigits' });
    const letters = await me.fails(sec.setFundPassword, pinTwice('48291a', { emailCode: '123456' }));
    expect(letters.validationErrors?.[0]?.message).toBe('fundPin.sixDigits');
    expect((await userRow(user.id))?.fundPasswordHash).toBeNull();
  });

  it('changes the PIN with the second factor (PUT) and starts the hold; not before one is set', async () => {
    const user = await aUser().phone('+86', '13900002001', true).create(t);
    const me = api(t).as(user);
    const before = await me.fails(sec.updateFundPassword, pinTwice('000111', { smsCode: '123456' }));
    expect(before.status).toBe(409);
    let smsCode = await securityCode(t, user, 'sms', '+86 13900002001');
    await me.send(sec.setFundPassword, { fundPin: '135791', confirmFundPin: '135791', smsCode });
    smsCode = await securityCode(t, user, 'sms', '+86 13900002001');
    await me.call(sec.updateFundPassword, { fundPin: '246802', confirmFundPin: '246802', smsCode });
    const row = await userRow(user.id);
    expect(await testHasher.verify(row?.fundPasswordHash ?? '', '246802')).toBe(true);
    expect(row?.securityHoldUntil?.getTime()).toBe(t.clock.now.getTime() + constants.securityChangeHoldMs);
    const mismatch = await me.fails(sec.updateFundPassword, {
      fundPin: '246803',
      confirmFundPin: '246804',
      smsCode: '123456',
    });
    expect(mismatch.validationErrors?.[0]?.message).toBe('fundPin.mismatch');
  });

  it('needs a signed-in user', async () => {
    expect(
      (await api(t).fails(sec.setFundPassword, { fundPin: '123456', confirmFundPin: '123456' })).status,
    ).toBe(401);
  });
});
