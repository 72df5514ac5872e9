import { constants, type EndpointDescriptor, endpoints } from '@coffer/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, authOf } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { outboxTo, securityCode, sendCode, wrongCode } from '../../../test/codes';
import { useTestApp } from '../../../test/harness';
import { securityOperations, users } from '../../db/schema';

const t = useTestApp();

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const operations = (userId: number) =>
  t.db
    .select()
    .from(securityOperations)
    .where(eq(securityOperations.userId, userId))
    .orderBy(securityOperations.id);
const holdEnd = () => new Date(t.clock.now.getTime() + constants.securityChangeHoldMs).toISOString();
const sec = endpoints.security;
const bindCode = (
  user: TestUser,
  address: { emailAddress: string } | { areaCode: string; phoneNumber: string },
  to: string,
) => sendCode(t, user, { purpose: 'bind', ...address }, to);

/** The user's bind or update (`endpoint`) of the phone number `'+44 7700900601'`, with these codes. */
const changePhone = <E extends EndpointDescriptor>(
  user: TestUser,
  endpoint: E,
  phone: string,
  codes: Record<string, string>,
) => {
  const [areaCode, phoneNumber] = phone.split(' ');
  return api(t)
    .as(user)
    .send(endpoint, { areaCode, phoneNumber, ...codes });
};

describe('Profile/BindPhoneNumber', () => {
  it('binds a phone with its bind code and an e-mail code; logged and told; no hold for a first binding', async () => {
    const u = await aUser().email('bindphone@example.com').create(t);
    const newCode = await bindCode(u, { areaCode: '+86', phoneNumber: '13900000001' }, '+86 13900000001');
    const emailCode = await securityCode(t, u, 'email', 'bindphone@example.com');
    const res = await changePhone(u, sec.bindPhoneNumber, '+86 13900000001', { code: newCode, emailCode });
    expect(res.status).toBe(200);
    expect(res.result).toBe(true);
    const row = await userRow(u.id);
    expect(row).toMatchObject({ areaCode: '+86', phoneNumber: '13900000001', securityHoldUntil: null });
    const [op] = await operations(u.id);
    expect(op).toMatchObject({ operation: 'bindPhone', result: 'success', detail: '+86 139****0001' });
    const notices = (await outboxTo(t, 'bindphone@example.com')).filter((m) => m.kind === 'securityNotice');
    expect(notices).toHaveLength(1);
  });

  it('refuses a wrong new-number code and a missing second factor, changing nothing', async () => {
    const u = await aUser().email('bindphone2@example.com').create(t);
    const newCode = await bindCode(u, { areaCode: '+86', phoneNumber: '13900000002' }, '+86 13900000002');
    const noFactor = await changePhone(u, sec.bindPhoneNumber, '+86 13900000002', { code: newCode });
    expect(noFactor.status).toBe(400);
    expect(noFactor.error?.validationErrors).toEqual([
      { field: 'emailCode', message: 'verificationCode.invalid' },
    ]);
    const emailCode = await securityCode(t, u, 'email', 'bindphone2@example.com');
    const wrong = await changePhone(u, sec.bindPhoneNumber, '+86 13900000002', {
      code: wrongCode(newCode),
      emailCode,
    });
    expect(wrong.error?.validationErrors).toEqual([{ field: 'code', message: 'verificationCode.invalid' }]);
    expect((await userRow(u.id))?.phoneNumber).toBeNull();
    expect(await operations(u.id)).toEqual([]);
  });

  it('answers 51094 for a number another account has, and 409 when a phone is bound', async () => {
    await aUser().phone('+44', '7700900555', true).create(t);
    const u = await aUser().email('taken-phone@example.com').create(t);
    const res = await changePhone(u, sec.bindPhoneNumber, '+44 7700900555', {
      code: '123456',
      emailCode: '123456',
    });
    expect(res.error?.code).toBe(51094);
    const both = await aUser().email('hasphone@example.com').phone('+44', '7700900556').create(t);
    const again = await changePhone(both, sec.bindPhoneNumber, '+44 7700900557', { code: '123456' });
    expect(again.status).toBe(409);
  });
});

describe('Profile/UpdatePhoneNumber (PUT)', () => {
  it('needs codes to the old and the new number, then changes it and starts the 24-hour hold', async () => {
    const u = await aUser().email('movephone@example.com').phone('+44', '7700900601').create(t);
    const newCode = await bindCode(u, { areaCode: '+44', phoneNumber: '7700900602' }, '+44 7700900602');
    const smsCode = await securityCode(t, u, 'sms', '+44 7700900601');
    const onlyNew = await changePhone(u, sec.updatePhoneNumber, '+44 7700900602', {
      code: newCode,
      emailCode: '000000',
    });
    expect(onlyNew.error?.validationErrors?.[0]?.field).toBe('smsCode');
    const res = await changePhone(u, sec.updatePhoneNumber, '+44 7700900602', { code: newCode, smsCode });
    expect(res.status).toBe(200);
    const row = await userRow(u.id);
    expect(row?.phoneNumber).toBe('7700900602');
    expect(row?.securityHoldUntil?.toISOString()).toBe(holdEnd());
    expect(await api(t).as(u).call(endpoints.auth.getAccountInfo)).toMatchObject({
      securityHoldUntil: holdEnd(),
      phoneNumber: '770***0602',
    });
    // The old number is told.
    expect((await outboxTo(t, '+44 7700900601')).some((m) => m.kind === 'securityNotice')).toBe(true);
    expect((await operations(u.id)).map((o) => o.operation)).toEqual(['updatePhone']);
  });

  it('is a PUT: POST is not a route', async () => {
    const u = await aUser().email('putonly@example.com').create(t);
    const res = await t.call({
      method: 'POST',
      url: sec.updatePhoneNumber.path,
      payload: {},
      headers: await authOf(t, u),
    });
    expect(res.status).toBe(404);
  });
});

describe('unbinding: blocked while the other is not bound (§5)', () => {
  it('refuses to remove the only phone or the only e-mail', async () => {
    const phoneOnly = await aUser().phone('+86', '13900000010', true).create(t);
    const res = await api(t).as(phoneOnly).send(sec.unBindPhoneNumber, { smsCode: '123456' });
    expect(res.status).toBe(400);
    expect(res.error?.details).toMatch(/e-mail/);
    expect((await userRow(phoneOnly.id))?.phoneNumber).toBe('13900000010');
    const emailOnly = await aUser().email('emailonly@example.com').create(t);
    const res2 = await api(t).as(emailOnly).send(sec.unBindEmailAddress, { emailCode: '123456' });
    expect(res2.status).toBe(400);
    expect((await userRow(emailOnly.id))?.email).toBe('emailonly@example.com');
    expect(await operations(emailOnly.id)).toEqual([]);
  });

  it('removes the phone when an e-mail is bound, with a code to that phone; hold started', async () => {
    const u = await aUser().email('dropphone@example.com').phone('+86', '13900000011').create(t);
    const smsCode = await securityCode(t, u, 'sms', '+86 13900000011');
    const res = await api(t).as(u).send(sec.unBindPhoneNumber, { smsCode });
    expect(res.status).toBe(200);
    const row = await userRow(u.id);
    expect(row).toMatchObject({ phoneNumber: null, areaCode: null });
    expect(row?.securityHoldUntil?.toISOString()).toBe(holdEnd());
    // Now the e-mail is the only item: it cannot go.
    const emailCode = await securityCode(t, u, 'email', 'dropphone@example.com');
    const blocked = await api(t).as(u).send(sec.unBindEmailAddress, { emailCode });
    expect(blocked.status).toBe(400);
  });
});

describe('Profile/BindEmailAddress, UpdateEmailAddress, UnBindEmailAddress', () => {
  it('binds an e-mail to a phone account, changes it with codes to both, removes it', async () => {
    const u = await aUser().phone('+86', '13900000020', true).create(t);
    let newCode = await bindCode(u, { emailAddress: 'First@Example.com' }, 'first@example.com');
    const smsCode = await securityCode(t, u, 'sms', '+86 13900000020');
    let res = await api(t).as(u).send(sec.bindEmailAddress, {
      emailAddress: 'First@Example.com',
      code: newCode,
      smsCode,
    });
    expect(res.status).toBe(200);
    expect((await userRow(u.id))?.email).toBe('first@example.com');

    newCode = await bindCode(u, { emailAddress: 'second@example.com' }, 'second@example.com');
    const emailCode = await securityCode(t, u, 'email', 'first@example.com');
    res = await api(t).as(u).send(sec.updateEmailAddress, {
      emailAddress: 'second@example.com',
      code: newCode,
      emailCode,
    });
    expect(res.status).toBe(200);
    expect((await userRow(u.id))?.email).toBe('second@example.com');

    const oldCode = await securityCode(t, u, 'email', 'second@example.com');
    res = await api(t).as(u).send(sec.unBindEmailAddress, { emailCode: oldCode });
    expect(res.status).toBe(200);
    const row = await userRow(u.id);
    expect(row?.email).toBeNull();
    expect(row?.securityHoldUntil?.toISOString()).toBe(holdEnd());
    expect((await operations(u.id)).map((o) => [o.operation, o.detail])).toEqual([
      ['bindEmail', 'f***@example.com'],
      ['updateEmail', 'f***@example.com → s***@example.com'],
      ['unbindEmail', 's***@example.com'],
    ]);
  });

  it('answers 51093 for an address another account has', async () => {
    await aUser().email('owned@example.com').create(t);
    const u = await aUser().email('mine@example.com').create(t);
    const res = await api(t).as(u).send(sec.updateEmailAddress, {
      emailAddress: 'OWNED@example.com',
      code: '123456',
      emailCode: '123456',
    });
    expect(res.error?.code).toBe(51093);
    expect((await userRow(u.id))?.email).toBe('mine@example.com');
  });
});

describe('security cases', () => {
  it('needs a live token: none or an expired one answers 401, nothing changed', async () => {
    expect((await api(t).send(sec.unBindPhoneNumber, {})).status).toBe(401);
    const u = await aUser().email('expired-sec@example.com').phone('+86', '13900000030').create(t);
    const token = await t.tokenFor({ userId: u.id, uid: u.uid });
    t.clock.advance(901_000);
    const expired = await api(t).as({ token }).send(sec.unBindPhoneNumber, { smsCode: '123456' });
    expect(expired.status).toBe(401);
    expect((await userRow(u.id))?.phoneNumber).toBe('13900000030');
  });

  it("a code sent to another user's address does not serve as this user's second factor", async () => {
    const a = await aUser().email('victim@example.com').phone('+86', '13900000040').create(t);
    const b = await aUser().email('attacker@example.com').phone('+86', '13900000041').create(t);
    const bCode = await securityCode(t, b, 'sms', '+86 13900000041');
    const res = await api(t).as(a).send(sec.unBindPhoneNumber, { smsCode: bCode });
    expect(res.status).toBe(400);
    const [row] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, a.id), eq(users.phoneNumber, '13900000040')));
    expect(row).toBeDefined();
  });
});
