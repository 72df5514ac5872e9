import { type EndpointResult, endpoints, kycStatus, withdrawalStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import {
  aUser,
  balanceOf,
  btcAddress,
  testPin as pin,
  setCoinNetwork,
  type TestUser,
  whitelist,
} from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { readOutbox } from '../../adapters/notifier/sandbox-notifier';
import { users, withdrawals } from '../../db/schema';
import { systemAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { buildModules } from '../../modules';

const wd = endpoints.withdrawals;
const s = withdrawalStatus.members;
const hour = 3600 * 1000;

type W = EndpointResult<typeof wd.apply>;
const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let money: ReturnType<typeof buildModules>;

beforeAll(async () => {
  money = buildModules({ db: t.db, now: () => t.clock.now });
  const person = () => aUser().verified().fundPin(pin).whitelisted('BTC', 'BTC', btcAddress);
  alice = await person().funded('BTC', '30').create(t);
  bob = await person().funded('BTC', '1').create(t);
});

const apply = (user: TestUser, payload: Record<string, unknown>) =>
  api(t)
    .as(user)
    .send(wd.apply, { coin: 'BTC', network: 'BTC', address: btcAddress, fundPassword: pin, ...payload });
/** The confirmation code of the newest withdrawal message to alice, read from the outbox. */
const lastCode = async () => {
  const [message] = await readOutbox(t.db, { to: alice.email ?? '', limit: 1 });
  return /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
};
// The spec passes the rid in the query string and the code in the body.
const confirm = (user: TestUser, rid: string, code: string) =>
  api(t).as(user).with({ query: { rid } }).send(wd.confirm, { code });
const cancel = (user: TestUser, rid: string) => api(t).as(user).send(wd.cancel, { rid });
const btc = (user: TestUser) => balanceOf(t, user, 'BTC');
const row = async (rid: string) => (await t.db.select().from(withdrawals).where(eq(withdrawals.rid, rid)))[0];

describe('a withdrawal from apply to the chain', () => {
  let rid = '';
  it('reserves amount + fee at once and sends a code', async () => {
    const res = await apply(alice, { amount: '1.5' });
    expect(res.status).toBe(200);
    const w = res.result as W;
    rid = w.rid;
    expect(w).toMatchObject({
      status: s.pendingSend,
      amount: '1.5',
      fee: '0.0002',
      total: '1.5002',
      confirmed: false,
      cancellable: true,
    });
    expect(await btc(alice)).toMatchObject({ balance: '30', frozen: '1.5002', available: '28.4998' });
    expect(await lastCode()).toMatch(/^\d{6}$/);
    expect((await readOutbox(t.db, { limit: 1 }))[0]).toMatchObject({
      recipient: alice.email,
      kind: 'withdrawalCode',
    });
  });

  it('counts wrong codes and accepts the right one', async () => {
    const wrong = await confirm(alice, rid, (await lastCode()) === '000000' ? '111111' : '000000');
    expect(wrong.error).toMatchObject({ code: 50002 });
    expect((await row(rid))?.codeAttempts).toBe(1);
    const other = await confirm(bob, rid, await lastCode());
    expect(other.status).toBe(404);
    const ok = await confirm(alice, rid, await lastCode());
    expect(ok.result).toMatchObject({ status: s.pendingSend, confirmed: true });
    expect((await confirm(alice, rid, await lastCode())).error).toMatchObject({ code: 60015 });
  });

  it('is broadcast, confirms on chain and leaves the ledger exactly', async () => {
    expect(await money.withdrawalsProcessor.run()).toBe(1);
    const sent = await row(rid);
    expect(sent).toMatchObject({ status: s.processing });
    expect(sent?.txId).toMatch(/^[0-9a-f]{64}$/);
    expect((await cancel(alice, rid)).error).toMatchObject({ code: 60015 });
    t.clock.advance(10_000);
    expect(await money.withdrawalsProcessor.run()).toBe(1);
    expect(await row(rid)).toMatchObject({ status: s.accepted });
    expect(await btc(alice)).toMatchObject({ balance: '28.4998', frozen: '0', available: '28.4998' });
    expect((await createLedger(t.db).balance(systemAccount('fees', 'BTC'))).balance).toBe('0.0002');
    const list = await api(t).as(alice).call(wd.getList, {});
    expect(list.items[0]).toMatchObject({
      rid,
      status: s.accepted,
      cancellable: false,
    });
  });
});

describe('revoking, review and failures return the reservation', () => {
  it('revokes while cancellable, once', async () => {
    const w = (await apply(alice, { amount: '1' })).result as W;
    expect((await cancel(bob, w.rid)).status).toBe(404);
    expect((await row(w.rid))?.status).toBe(s.pendingSend);
    const res = await cancel(alice, w.rid);
    expect(res.result).toMatchObject({ status: s.revoked, cancellable: false });
    expect((await cancel(alice, w.rid)).result).toMatchObject({ status: s.revoked });
    expect(await btc(alice)).toMatchObject({ frozen: '0', available: '28.4998' });
  });

  it('sends large amounts to review; a rejection refunds', async () => {
    const w = (await apply(alice, { amount: '2.5' })).result as W;
    expect((await confirm(alice, w.rid, await lastCode())).result).toMatchObject({
      status: s.pendingReview,
      cancellable: true,
    });
    expect(await money.withdrawalsProcessor.run()).toBe(0);
    expect(await money.withdrawalsProcessor.reject(w.rid, 'unusual')).toMatchObject({
      status: s.reviewRejected,
    });
    expect(await money.withdrawalsProcessor.reject(w.rid, 'again')).toBeUndefined();
    expect(await btc(alice)).toMatchObject({ frozen: '0', available: '28.4998' });
  });

  it('an approved one goes out; a chain failure refunds', async () => {
    const w = (await apply(alice, { amount: '3' })).result as W;
    await confirm(alice, w.rid, await lastCode());
    expect(await money.withdrawalsProcessor.approve(w.rid)).toMatchObject({ status: s.pendingSend });
    await money.withdrawalsProcessor.run();
    const sent = await row(w.rid);
    await createSandboxChain(t.db).fail(sent?.txId ?? '');
    await money.withdrawalsProcessor.run();
    expect(await row(w.rid)).toMatchObject({ status: s.failed });
    expect(await btc(alice)).toMatchObject({ frozen: '0', available: '28.4998' });
  });

  it('revokes an application nobody confirms within 30 minutes', async () => {
    const w = (await apply(alice, { amount: '1' })).result as W;
    t.clock.advance(31 * 60 * 1000);
    await money.withdrawalsProcessor.run();
    expect(await row(w.rid)).toMatchObject({ status: s.revoked });
    expect((await btc(alice)).frozen).toBe('0');
  });
});

describe('the rules of ApplyTransactionOut', () => {
  const expectError = async (payload: Record<string, unknown>, code: number, user = alice) => {
    const before = await btc(user);
    const res = await apply(user, payload);
    expect(res.error, JSON.stringify(payload)).toMatchObject({ code });
    expect(await btc(user)).toEqual(before);
  };

  it('limits: minimum, maximum, daily total, balance', async () => {
    await expectError({ amount: '0.0009' }, 40013);
    await expectError({ amount: '10.00000001' }, 40014);
    await expectError({ amount: '1.00000001' }, 60028, bob);
    // Today: 1.5 went out; the rejected, failed and revoked ones do not count. The limit is 20.
    expect((await apply(alice, { amount: '10' })).status).toBe(200);
    await expectError({ amount: '8.50000001' }, 40015);
    expect((await apply(alice, { amount: '8.5' })).status).toBe(200);
  });

  it('identity and fund PIN', async () => {
    await expectError({ amount: '0.1', fundPassword: '135791' }, 50002, bob);
    await t.db.update(users).set({ kycStatus: kycStatus.members.underReview }).where(eq(users.id, bob.id));
    await expectError({ amount: '0.1' }, 60013, bob);
    await t.db
      .update(users)
      .set({ kycStatus: kycStatus.members.verified, fundPasswordHash: null })
      .where(eq(users.id, bob.id));
    await expectError({ amount: '0.1' }, 403, bob);
  });

  it('the 24-hour hold after a security change', async () => {
    const reserved = await btc(bob);
    const until = new Date(t.clock.now.getTime() + 3_600_000);
    await t.db.update(users).set({ securityHoldUntil: until }).where(eq(users.id, bob.id));
    const held = await apply(bob, { amount: '0.1', fundPassword: pin });
    expect(held.error).toMatchObject({ code: 60011, data: { holdUntil: until.toISOString() } });
    expect(await btc(bob)).toEqual(reserved);
    await t.db
      .update(users)
      .set({ securityHoldUntil: new Date(t.clock.now.getTime() - 1) })
      .where(eq(users.id, bob.id));
    expect((await apply(bob, { amount: '0.1', fundPassword: pin })).error).not.toMatchObject({
      code: 60011,
    });
  });

  it('addresses: checksum, network, address book and its cool-off', async () => {
    await expectError({ amount: '0.1', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdx' }, 40018);
    await expectError({ amount: '0.1', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' }, 40018);
    await expectError({ amount: '0.1', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, 40018); // not in the book
    await money.addressBook.create(
      { userId: alice.id, uid: alice.uid, accountType: 0, sessionId: 'x' },
      {
        coin: 'BTC',
        network: 'BTC',
        address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
        label: '',
      },
    );
    await expectError({ amount: '0.1', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, 40018); // cooling off
    t.clock.advance(24 * hour);
    expect(
      (await apply(alice, { amount: '0.1', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' })).status,
    ).toBe(200);
  });

  it('bad amounts are 400 naming the field', async () => {
    for (const amount of ['-1', '0', '1e-3', '0.123456789', '999999999999999999999', 'x']) {
      const res = await apply(alice, { amount });
      expect(res.status, amount).toBe(400);
      expect(res.error?.validationErrors?.[0]?.field).toBe('amount');
    }
  });

  it('switched-off withdrawals and unknown coins', async () => {
    await setCoinNetwork(t, 'ETH', { withdrawEnabled: false });
    await whitelist(t, alice, 'ETH', 'ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    t.clock.advance(6000);
    await expectError(
      { coin: 'ETH', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '1' },
      40012,
    );
    await expectError({ coin: 'XRP', network: 'XRP', amount: '1' }, 40001);
  });

  it('one effect per request id', async () => {
    const first = await apply(alice, { amount: '0.2', requestId: 'wd-req-0001' });
    const again = await apply(alice, { amount: '0.2', requestId: 'wd-req-0001' });
    expect((again.result as W).rid).toBe((first.result as W).rid);
    expect((await apply(alice, { amount: '0.3', requestId: 'wd-req-0001' })).status).toBe(409);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('racing withdrawals (PostgreSQL)', () => {
  it('lets exactly one of 50 parallel withdrawals of the whole balance through', async () => {
    const carol = await aUser()
      .verified()
      .fundPin(pin)
      .funded('BTC', '5.0002')
      .whitelisted('BTC', 'BTC', btcAddress)
      .create(t);
    const results = await Promise.all(Array.from({ length: 50 }, () => apply(carol, { amount: '5' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => (r.error as { code?: number } | null)?.code === 60028)).toHaveLength(49);
    expect(await btc(carol)).toMatchObject({ available: '0', frozen: '5.0002' });
  });
});
