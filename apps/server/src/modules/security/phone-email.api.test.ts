import { constants } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, errorOf, outboxTo, paths } from '../../../test/auth-helpers';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  call,
  codeFor,
  retoken,
  sec,
  securityCode,
  userWithToken,
  wrongCode,
} from '../../../test/security-helpers';
import { securityOperations, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const operations = (userId: number) =>
  t.db
    .select()
    .from(securityOperations)
    .where(eq(securityOperations.userId, userId))
    .orderBy(securityOperations.id);
const holdEnd = () => new Date(t.clock.now.getTime() + constants.securityChangeHoldMs).toISOString();
const bindCode = (token: string, payload: Record<string, unknown>, to: string) =>
  codeFor(t, to, { purpose: 'bind', ...payload }, bearer(token));

describe('Profile/BindPhoneNumber', () => {
  it('binds a phone with its bind code and an e-mail code; logged and told; no hold for a first binding', async () => {
    const u = await userWithToken(t, { email: 'bindphone@example.com' });
    const newCode = await bindCode(
      u.token,
      { areaCode: '+86', phoneNumber: '13900000001' },
      '+86 13900000001',
    );
    const emailCode = await securityCode(t, u.token, 'email', 'bindphone@example.com');
    const token = await retoken(t, u);
    const res = await call(t, sec.bindPhoneNumber, token, {
      areaCode: '+86',
      phoneNumber: '13900000001',
      code: newCode,
      emailCode,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe(true);
    const row = await userRow(u.user.id);
    expect(row).toMatchObject({ areaCode: '+86', phoneNumber: '13900000001', securityHoldUntil: null });
    const [op] = await operations(u.user.id);
    expect(op).toMatchObject({ operation: 'bindPhone', result: 'success', detail: '+86 139****0001' });
    const notices = (await outboxTo(t, 'bindphone@example.com')).filter((m) => m.kind === 'securityNotice');
    expect(notices).toHaveLength(1);
  });

  it('refuses a wrong new-number code and a missing second factor, changing nothing', async () => {
    const u = await userWithToken(t, { email: 'bindphone2@example.com' });
    const newCode = await bindCode(
      u.token,
      { areaCode: '+86', phoneNumber: '13900000002' },
      '+86 13900000002',
    );
    const token = await retoken(t, u);
    const noFactor = await call(t, sec.bindPhoneNumber, token, {
      areaCode: '+86',
      phoneNumber: '13900000002',
      code: newCode,
    });
    expect(noFactor.status).toBe(400);
    expect(errorOf(noFactor).validationErrors).toEqual([
      { field: 'emailCode', message: 'verificationCode.invalid' },
    ]);
    const emailCode = await securityCode(t, token, 'email', 'bindphone2@example.com');
    const wrong = await call(t, sec.bindPhoneNumber, await retoken(t, u), {
      areaCode: '+86',
      phoneNumber: '13900000002',
      code: wrongCode(newCode),
      emailCode,
    });
    expect(errorOf(wrong).validationErrors).toEqual([{ field: 'code', message: 'verificationCode.invalid' }]);
    expect((await userRow(u.user.id))?.phoneNumber).toBeNull();
    expect(await operations(u.user.id)).toEqual([]);
  });

  it('answers 51094 for a number another account has, and 409 when a phone is bound', async () => {
    await createUser(t, { areaCode: '+44', phoneNumber: '7700900555' });
    const u = await userWithToken(t, { email: 'taken-phone@example.com' });
    const res = await call(t, sec.bindPhoneNumber, u.token, {
      areaCode: '+44',
      phoneNumber: '7700900555',
      code: '123456',
      emailCode: '123456',
    });
    expect(errorOf(res).code).toBe(51094);
    const both = await userWithToken(t, {
      email: 'hasphone@example.com',
      areaCode: '+44',
      phoneNumber: '7700900556',
    });
    const again = await call(t, sec.bindPhoneNumber, both.token, {
      areaCode: '+44',
      phoneNumber: '7700900557',
      code: '123456',
    });
    expect(again.status).toBe(409);
  });
});

describe('Profile/UpdatePhoneNumber (PUT)', () => {
  it('needs codes to the old and the new number, then changes it and starts the 24-hour hold', async () => {
    const u = await userWithToken(t, {
      email: 'movephone@example.com',
      areaCode: '+44',
      phoneNumber: '7700900601',
    });
    const newCode = await bindCode(u.token, { areaCode: '+44', phoneNumber: '7700900602' }, '+44 7700900602');
    const smsCode = await securityCode(t, u.token, 'sms', '+44 7700900601');
    const token = await retoken(t, u);
    const onlyNew = await call(t, sec.updatePhoneNumber, token, {
      areaCode: '+44',
      phoneNumber: '7700900602',
      code: newCode,
      emailCode: '000000',
    });
    expect(errorOf(onlyNew).validationErrors?.[0]?.field).toBe('smsCode');
    const res = await call(t, sec.updatePhoneNumber, token, {
      areaCode: '+44',
      phoneNumber: '7700900602',
      code: newCode,
      smsCode,
    });
    expect(res.status).toBe(200);
    const row = await userRow(u.user.id);
    expect(row?.phoneNumber).toBe('7700900602');
    expect(row?.securityHoldUntil?.toISOString()).toBe(holdEnd());
    const info = await call(t, { method: 'GET', path: paths.accountInfo }, token);
    expect(info.body.result).toMatchObject({ securityHoldUntil: holdEnd(), phoneNumber: '770***0602' });
    // The old number is told.
    expect((await outboxTo(t, '+44 7700900601')).some((m) => m.kind === 'securityNotice')).toBe(true);
    expect((await operations(u.user.id)).map((o) => o.operation)).toEqual(['updatePhone']);
  });

  it('is a PUT: POST is not a route', async () => {
    const u = await userWithToken(t, { email: 'putonly@example.com' });
    const res = await t.call({
      method: 'POST',
      url: sec.updatePhoneNumber.path,
      payload: {},
      headers: bearer(u.token),
    });
    expect(res.status).toBe(404);
  });
});

describe('unbinding: blocked while the other is not bound (§5)', () => {
  it('refuses to remove the only phone or the only e-mail', async () => {
    const phoneOnly = await userWithToken(t, { areaCode: '+86', phoneNumber: '13900000010' });
    const res = await call(t, sec.unBindPhoneNumber, phoneOnly.token, { smsCode: '123456' });
    expect(res.status).toBe(400);
    expect(errorOf(res).details).toMatch(/e-mail/);
    expect((await userRow(phoneOnly.user.id))?.phoneNumber).toBe('13900000010');
    const emailOnly = await userWithToken(t, { email: 'emailonly@example.com' });
    const res2 = await call(t, sec.unBindEmailAddress, emailOnly.token, { emailCode: '123456' });
    expect(res2.status).toBe(400);
    expect((await userRow(emailOnly.user.id))?.email).toBe('emailonly@example.com');
    expect(await operations(emailOnly.user.id)).toEqual([]);
  });

  it('removes the phone when an e-mail is bound, with a code to that phone; hold started', async () => {
    const u = await userWithToken(t, {
      email: 'dropphone@example.com',
      areaCode: '+86',
      phoneNumber: '13900000011',
    });
    const smsCode = await securityCode(t, u.token, 'sms', '+86 13900000011');
    const res = await call(t, sec.unBindPhoneNumber, await retoken(t, u), { smsCode });
    expect(res.status).toBe(200);
    const row = await userRow(u.user.id);
    expect(row).toMatchObject({ phoneNumber: null, areaCode: null });
    expect(row?.securityHoldUntil?.toISOString()).toBe(holdEnd());
    // Now the e-mail is the only item: it cannot go.
    const emailCode = await securityCode(t, await retoken(t, u), 'email', 'dropphone@example.com');
    const blocked = await call(t, sec.unBindEmailAddress, await retoken(t, u), { emailCode });
    expect(blocked.status).toBe(400);
  });
});

describe('Profile/BindEmailAddress, UpdateEmailAddress, UnBindEmailAddress', () => {
  it('binds an e-mail to a phone account, changes it with codes to both, removes it', async () => {
    const u = await userWithToken(t, { areaCode: '+86', phoneNumber: '13900000020' });
    let newCode = await bindCode(u.token, { emailAddress: 'First@Example.com' }, 'first@example.com');
    const smsCode = await securityCode(t, u.token, 'sms', '+86 13900000020');
    let res = await call(t, sec.bindEmailAddress, await retoken(t, u), {
      emailAddress: 'First@Example.com',
      code: newCode,
      smsCode,
    });
    expect(res.status).toBe(200);
    expect((await userRow(u.user.id))?.email).toBe('first@example.com');

    newCode = await bindCode(
      await retoken(t, u),
      { emailAddress: 'second@example.com' },
      'second@example.com',
    );
    const emailCode = await securityCode(t, await retoken(t, u), 'email', 'first@example.com');
    res = await call(t, sec.updateEmailAddress, await retoken(t, u), {
      emailAddress: 'second@example.com',
      code: newCode,
      emailCode,
    });
    expect(res.status).toBe(200);
    expect((await userRow(u.user.id))?.email).toBe('second@example.com');

    const oldCode = await securityCode(t, await retoken(t, u), 'email', 'second@example.com');
    res = await call(t, sec.unBindEmailAddress, await retoken(t, u), { emailCode: oldCode });
    expect(res.status).toBe(200);
    const row = await userRow(u.user.id);
    expect(row?.email).toBeNull();
    expect(row?.securityHoldUntil?.toISOString()).toBe(holdEnd());
    expect((await operations(u.user.id)).map((o) => [o.operation, o.detail])).toEqual([
      ['bindEmail', 'f***@example.com'],
      ['updateEmail', 'f***@example.com → s***@example.com'],
      ['unbindEmail', 's***@example.com'],
    ]);
  });

  it('answers 51093 for an address another account has', async () => {
    await createUser(t, { email: 'owned@example.com' });
    const u = await userWithToken(t, { email: 'mine@example.com' });
    const res = await call(t, sec.updateEmailAddress, u.token, {
      emailAddress: 'OWNED@example.com',
      code: '123456',
      emailCode: '123456',
    });
    expect(errorOf(res).code).toBe(51093);
    expect((await userRow(u.user.id))?.email).toBe('mine@example.com');
  });
});

describe('security cases', () => {
  it('needs a live token: none or an expired one answers 401, nothing changed', async () => {
    expect((await call(t, sec.unBindPhoneNumber, null, {})).status).toBe(401);
    const u = await userWithToken(t, {
      email: 'expired-sec@example.com',
      areaCode: '+86',
      phoneNumber: '13900000030',
    });
    t.clock.advance(901_000);
    const expired = await call(t, sec.unBindPhoneNumber, u.token, { smsCode: '123456' });
    expect(expired.status).toBe(401);
    expect((await userRow(u.user.id))?.phoneNumber).toBe('13900000030');
  });

  it("a code sent to another user's address does not serve as this user's second factor", async () => {
    const a = await userWithToken(t, {
      email: 'victim@example.com',
      areaCode: '+86',
      phoneNumber: '13900000040',
    });
    const b = await userWithToken(t, {
      email: 'attacker@example.com',
      areaCode: '+86',
      phoneNumber: '13900000041',
    });
    const bCode = await securityCode(t, b.token, 'sms', '+86 13900000041');
    const res = await call(t, sec.unBindPhoneNumber, await retoken(t, a), { smsCode: bCode });
    expect(res.status).toBe(400);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, a.user.id), eq(users.phoneNumber, '13900000040')));
    expect(row).toBeDefined();
  });
});
