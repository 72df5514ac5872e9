import { demoAccountsSchema, outboxMessageSchema } from '@coffer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { outbox } from '../../db/schema';
import { demoAccounts, demoPassword } from '../../seed/demo-accounts';

const paths = {
  outbox: '/api/sandbox/Outbox',
  demo: '/api/services/app/Basic/GetDemoAccounts',
  sendCode: '/api/services/app/Basic/SendVerificationCode',
};

describe('with the defaults (no demo mode, no sandbox tools)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('has no outbox reader: the route does not exist', async () => {
    await t.call({
      method: 'POST',
      url: paths.sendCode,
      payload: { purpose: 'register', emailAddress: 'quiet@example.com' },
    });
    const res = await t.call({ method: 'GET', url: `${paths.outbox}?to=quiet@example.com` });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
  });

  it('lists no demo accounts and no password', async () => {
    const res = await t.call({ method: 'GET', url: paths.demo });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ enabled: false, password: null, accounts: [] });
  });
});

describe('with demo mode and the sandbox tools on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ demoMode: true, sandboxTools: true });
  });
  afterAll(() => t.close());

  it('lists the demo accounts and their password', async () => {
    const res = await t.call({ method: 'GET', url: paths.demo });
    const result = demoAccountsSchema.parse(res.body.result);
    expect(result.enabled).toBe(true);
    expect(result.password).toBe(demoPassword);
    expect(result.accounts.map((a) => a.email)).toEqual(demoAccounts.map((a) => a.email));
  });

  it('reads the newest messages to one address, newest first, with the code in the text', async () => {
    for (const to of ['reader@example.com', 'other@example.com'])
      await t.call({
        method: 'POST',
        url: paths.sendCode,
        payload: { purpose: 'register', emailAddress: to },
      });
    const res = await t.call({ method: 'GET', url: `${paths.outbox}?to=reader@example.com` });
    expect(res.status).toBe(200);
    const messages = outboxMessageSchema.array().parse(res.body.result);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      recipient: 'reader@example.com',
      kind: 'verificationCode',
    });
    expect(messages[0]?.body).toMatch(/\b\d{6}\b/);
  });

  it('reads a phone number written as the notifier writes it, and limits the count', async () => {
    t.clock.advance(61_000);
    await t.call({
      method: 'POST',
      url: paths.sendCode,
      payload: { purpose: 'register', areaCode: '+86', phoneNumber: '13900000001' },
    });
    const res = await t.call({
      method: 'GET',
      url: `${paths.outbox}?to=${encodeURIComponent('+86 13900000001')}&limit=1`,
    });
    expect((res.body.result as unknown[]).length).toBe(1);
  });

  it('refuses a missing or malformed address and a limit over 50, and changes nothing', async () => {
    const before = await t.db.select().from(outbox);
    for (const query of ['', '?to=', '?to=nobody', '?to=a@b.co&limit=51', '?to=a@b.co&limit=0']) {
      const res = await t.call({ method: 'GET', url: `${paths.outbox}${query}` });
      expect(res.status).toBe(400);
    }
    expect(await t.db.select().from(outbox)).toEqual(before);
  });
});
