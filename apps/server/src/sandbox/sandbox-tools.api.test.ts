import { depositStatus, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/api-client';
import { aUser, type TestUser } from '../../test/builders';
import { startTestApp, type TestApp } from '../../test/harness';
import { createSandboxNotifier } from '../adapters/notifier/sandbox-notifier';
import { deposits, sandboxChainTxs } from '../db/schema';
import { buildModules } from '../modules';

const depositUrl = '/api/sandbox/chain/deposit';
const outboxUrl = '/api/sandbox/outbox/latest';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([startTestApp({ sandboxTools: true }), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([on.close(), off.close()]);
});

const addressOf = async (t: TestApp, user: TestUser) =>
  (await api(t).as(user).call(endpoints.deposits.getAddress, { coin: 'USDT', network: 'TRC20' })).address;

describe('sandbox tools', () => {
  it('are not there unless SANDBOX_TOOLS is on', async () => {
    const user = await aUser().verified().create(off);
    const address = await addressOf(off, user);
    const res = await off.call({ method: 'POST', url: depositUrl, payload: { address, amount: '5' } });
    expect(res.status).toBe(404);
    expect((await off.call({ method: 'GET', url: `${outboxUrl}?to=a@b.test` })).status).toBe(404);
    expect(await off.db.select().from(sandboxChainTxs)).toEqual([]);
  });

  it('send a sandbox deposit that the scanner then credits', async () => {
    const user = await aUser().verified().create(on);
    const address = await addressOf(on, user);
    const res = await on.call({
      method: 'POST',
      url: depositUrl,
      payload: { address, amount: '25.5', coin: 'usdt' },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      address,
      coin: 'USDT',
      network: 'TRC20',
      amount: '25.5',
      confirmations: 19,
      userId: user.id,
    });
    // The app's clock, not the wall clock: on a slow machine a TRON block passes between the deposit
    // and the scan, and the wall clock would already count it confirmed.
    const money = buildModules({ db: on.db, now: () => on.clock.now });
    await money.deposits.scan();
    const [row] = await on.db.select().from(deposits).where(eq(deposits.userId, user.id));
    expect(row).toMatchObject({ coin: 'USDT', network: 'TRC20', status: depositStatus.members.confirming });
  });

  it('refuse bad input, changing nothing', async () => {
    const before = (await on.db.select().from(sandboxChainTxs)).length;
    for (const payload of [
      {},
      { address: 'not-an-address', amount: '1' },
      { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '-1' },
      { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '1.1234567' },
      { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '1', network: 'BTC' },
    ]) {
      const res = await on.call({ method: 'POST', url: depositUrl, payload });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 400 });
    }
    expect(await on.db.select().from(sandboxChainTxs)).toHaveLength(before);
  });

  it('read the newest outbox message to an address, of a kind', async () => {
    const notifier = createSandboxNotifier(on.db);
    const to = 'reader@test.coffer.test';
    const send = (kind: string, body: string) =>
      notifier.send({ channel: 'email', recipient: to, subject: 's', body, kind });
    await send('withdrawalCode', 'code 111111');
    await send('login', 'code 222222');
    const latest = await on.call({ method: 'GET', url: `${outboxUrl}?to=${encodeURIComponent(to)}` });
    expect(latest.body.result).toMatchObject({ body: 'code 222222', kind: 'login' });
    const ofKind = await on.call({
      method: 'GET',
      url: `${outboxUrl}?to=${encodeURIComponent(to.toUpperCase())}&kind=withdrawalCode`,
    });
    expect(ofKind.body.result).toMatchObject({ body: 'code 111111' });
    const none = await on.call({ method: 'GET', url: `${outboxUrl}?to=nobody@test.coffer.test` });
    expect(none.body.result).toBeNull();
    expect((await on.call({ method: 'GET', url: outboxUrl })).status).toBe(400);
  });

  it('read a one-time code the API sent to a phone, written as the notifier writes it', async () => {
    const sent = await on.call({
      method: 'POST',
      url: '/api/services/app/Basic/SendVerificationCode',
      payload: { purpose: 'register', areaCode: '+86', phoneNumber: '13900000001' },
    });
    expect(sent.status).toBe(200);
    const to = encodeURIComponent('+86 13900000001');
    const read = await on.call({ method: 'GET', url: `${outboxUrl}?to=${to}&kind=verificationCode` });
    expect(read.body.result).toMatchObject({ channel: 'sms', recipient: '+86 13900000001' });
    expect((read.body.result as { body: string }).body).toMatch(/\b\d{6}\b/);
  });

  it('answer on loopback only', async () => {
    const remote = { remoteAddress: '203.0.113.9' };
    const res = await on.call({
      method: 'POST',
      url: depositUrl,
      payload: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '1' },
      ...remote,
    });
    expect(res.status).toBe(403);
    const read = await on.call({ method: 'GET', url: `${outboxUrl}?to=a@b.test`, ...remote });
    expect(read.status).toBe(403);
  });
});
