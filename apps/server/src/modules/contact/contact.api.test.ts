import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { contactMessages, outbox, rateLimits } from '../../db/schema';

const url = '/c/api/ContactUs/AddContactUs';
const form = {
  name: 'Mei Chen',
  email: 'mei@example.com',
  title: 'Custody for our fund',
  message: 'We manage about 40 BTC and would like to hear about segregated custody.',
  dataUseConsent: true,
};

const t = useTestApp({ contactTeamEmail: 'team@coffer.test' });
let nextIp = 1;
/** Each test sends from its own address, so the rate limit of one does not leak into another. */
const freshIp = () => `198.51.100.${nextIp++}`;
const send = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url, payload: payload as Record<string, unknown>, remoteAddress, headers });

describe('POST content ContactUs/AddContactUs', () => {
  it('stores the message with the consent time and tells the team through the outbox', async () => {
    const ip = freshIp();
    const res = await send({ ...form, name: '  Mei Chen ' }, ip, { 'accept-language': 'zh-TW' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ StatusCode: '200', Data: { Accepted: true }, Error: null });
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.ip, ip));
    expect(stored).toMatchObject({
      name: 'Mei Chen',
      email: 'mei@example.com',
      title: form.title,
      message: form.message,
      languageCode: 'zh-TW',
    });
    expect(stored?.consentAt.toISOString()).toBe(t.clock.now.toISOString());
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, 'contact'));
    expect(mail).toMatchObject({
      channel: 'email',
      recipient: 'team@coffer.test',
      subject: `[Contact #${stored?.id}] ${form.title}`,
      meta: { contactMessageId: String(stored?.id), replyTo: 'mei@example.com' },
    });
    expect(mail?.body).toContain('From: Mei Chen <mei@example.com>');
    expect(mail?.body).toContain(form.message);
  });

  it('refuses a message without consent to data use, naming the field and storing nothing', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const { dataUseConsent: _, ...withoutConsent } = form;
    for (const payload of [
      { ...form, dataUseConsent: false },
      withoutConsent,
      { ...form, dataUseConsent: 'yes' },
    ]) {
      const res = await send(payload, freshIp());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ StatusCode: '400', Data: null, Error: { code: 400 } });
      const fields = (res.body.Error as { validationErrors: { field: string; message: string }[] })
        .validationErrors;
      expect(fields.map((f) => f.field)).toEqual(['dataUseConsent']);
    }
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });

  it('checks every field and its length limits, naming each bad field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', 'contact.nameRequired'],
      [{ name: 'n'.repeat(101) }, 'name', 'contact.nameTooLong'],
      [{ email: 'not-an-address' }, 'email', 'email.invalid'],
      [{ title: '' }, 'title', 'contact.titleRequired'],
      [{ title: 't'.repeat(201) }, 'title', 'contact.titleTooLong'],
      [{ message: 'too short' }, 'message', 'contact.messageTooShort'],
      [{ message: 'm'.repeat(5001) }, 'message', 'contact.messageTooLong'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send({ ...form, ...change }, freshIp());
      expect(res.status, field).toBe(400);
      const fields = (res.body.Error as { validationErrors: { field: string; message: string }[] })
        .validationErrors;
      expect(fields).toEqual([{ field, message }]);
    }
    const all = await send({ dataUseConsent: true }, freshIp());
    const named = (all.body.Error as { validationErrors: { field: string }[] }).validationErrors.map(
      (f) => f.field,
    );
    expect(named.sort()).toEqual(['email', 'message', 'name', 'title']);
  });

  it('accepts the longest allowed fields', async () => {
    const res = await send(
      { ...form, name: 'n'.repeat(100), title: 't'.repeat(200), message: 'm'.repeat(5000) },
      freshIp(),
    );
    expect(res.status).toBe(200);
  });

  it('limits an address to one message a minute, with Retry-After, and lets others through', async () => {
    const ip = freshIp();
    expect((await send(form, ip)).status).toBe(200);
    const again = await send(form, ip);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ StatusCode: '429', Data: null, Error: { code: 429 } });
    expect(again.headers['retry-after']).toBe('60');
    expect((await send(form, freshIp())).status).toBe(200);
    t.clock.advance(61_000);
    expect((await send(form, ip)).status).toBe(200);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.ip, ip))).toHaveLength(2);
  });

  it('limits an address to five messages a day', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await send(form, ip)).status, `message ${i + 1}`).toBe(200);
      t.clock.advance(61_000);
    }
    const sixth = await send(form, ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(80_000);
    t.clock.advance(86_400_000);
    expect((await send(form, ip)).status).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    expect((await send(form, '2001:db8:77:1::10')).status).toBe(200);
    expect((await send(form, '2001:db8:77:1:ffff::99')).status).toBe(429);
    expect((await send(form, '2001:db8:77:2::10')).status).toBe(200);
  });

  it('does not count a refused (invalid) message against the limit', async () => {
    const ip = freshIp();
    expect((await send({ ...form, dataUseConsent: false }, ip)).status).toBe(400);
    expect((await send(form, ip)).status).toBe(200);
  });

  it('lets exactly one of many simultaneous messages from one address through', async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 8 }, () => send(form, ip)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.ip, ip))).toHaveLength(1);
    const [counter] = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `contact:burst:${ip}`));
    // Refused hits are not counted: the one message that went through is.
    expect(counter?.count).toBe(1);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url,
      payload: '{"name":',
      headers: { 'content-type': 'application/json' },
      remoteAddress: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ StatusCode: '400', Error: { code: 400 } });
  });
});
