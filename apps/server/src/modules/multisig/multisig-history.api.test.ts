import { type EndpointResult, endpoints, multisigWithdrawalStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { newOwner } from '../../../test/multisig-helpers';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { multisigDeposits, multisigWithdrawals } from '../../db/schema';

const m = endpoints.multisig;
const s = multisigWithdrawalStatus.members;
const t = useTestApp();
const to = '0x000000000000000000000000000000000000dEaD';
type Proposal = EndpointResult<typeof m.propose>;

let alice: TestUser;
let bob: TestUser;
let walletId: number;
let client: ReturnType<typeof api>;
/** The instant between the first proposal and the second: the time filters split the lists there. */
let midway: Date;

const runJobs = async () => {
  await t.modules.multisig.scan();
  await t.modules.multisigProcessor.run();
};

/**
 * One wallet with three deposits (two credited USDT, one BTC still confirming) and two
 * withdrawals (the first expired, the second waiting for signatures), hours apart.
 */
beforeAll(async () => {
  alice = await aUser().verified().create(t);
  bob = await aUser().verified().create(t);
  client = api(t).as(alice);
  const wallet = await client.call(m.createWallet, {
    name: 'Ledger',
    minSignatures: 2,
    signingAddresses: [newOwner().address, newOwner().address],
  });
  walletId = wallet.id;
  const usdt = await client.call(m.createCoin, { walletId, coin: 'USDT', network: 'ERC20' });
  const btc = await client.call(m.createCoin, { walletId, coin: 'BTC', network: 'BTC' });
  const chain = createSandboxChain(t.db);
  for (const amount of ['400', '600']) {
    await chain.deposit({
      network: 'ERC20',
      coin: 'USDT',
      toAddress: usdt.address,
      amount,
      now: t.clock.now,
    });
    t.clock.advance(10_000);
    await runJobs();
  }
  const propose = async (amount: string) =>
    (await client.send(m.propose, { walletId, coin: 'USDT', network: 'ERC20', address: to, amount }))
      .result as Proposal;
  await propose('100');
  t.clock.advance(24 * 3600 * 1000 + 1000);
  await runJobs(); // the first proposal expires
  midway = t.clock.now;
  t.clock.advance(1000);
  await propose('50');
  await chain.deposit({
    network: 'BTC',
    coin: 'BTC',
    toAddress: btc.address,
    amount: '0.5',
    now: t.clock.now,
  });
  await t.modules.multisig.scan(); // seen, not yet confirmed
});

describe('Multisig/GetMultisigWithdrawalList paging and filters', () => {
  it('pages the newest first and counts every row', async () => {
    const first = await client.call(m.getWithdrawalList, { walletId, SkipCount: 0, MaxResultCount: 1 });
    expect(first.totalCount).toBe(2);
    expect(first.items.map((w) => [w.amount, w.status])).toEqual([['50', s.pendingSignature]]);
    const second = await client.call(m.getWithdrawalList, { walletId, SkipCount: 1, MaxResultCount: 1 });
    expect(second.items.map((w) => [w.amount, w.status, w.failure])).toEqual([['100', s.failed, 'expired']]);
  });

  it('narrows by status, coin and time', async () => {
    const failed = await client.call(m.getWithdrawalList, { walletId, status: s.failed });
    expect(failed).toMatchObject({ totalCount: 1, items: [{ amount: '100' }] });
    const none = await client.call(m.getWithdrawalList, { walletId, status: s.success });
    expect(none).toEqual({ totalCount: 0, items: [] });
    expect((await client.call(m.getWithdrawalList, { walletId, coin: 'usdt' })).totalCount).toBe(2);
    expect((await client.call(m.getWithdrawalList, { walletId, coin: 'BTC' })).totalCount).toBe(0);
    const before = await client.call(m.getWithdrawalList, { walletId, endTime: midway.toISOString() });
    expect(before.items.map((w) => w.amount)).toEqual(['100']);
    const after = await client.call(m.getWithdrawalList, { walletId, startTime: midway.toISOString() });
    expect(after.items.map((w) => w.amount)).toEqual(['50']);
  });

  it('refuses a status, page or time it does not know, and changes nothing', async () => {
    const rows = await t.db
      .select()
      .from(multisigWithdrawals)
      .where(eq(multisigWithdrawals.walletId, walletId));
    for (const bad of [{ status: 9 }, { MaxResultCount: 101 }, { startTime: 'yesterday' }]) {
      const res = await client.fails(m.getWithdrawalList, { walletId, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    expect(
      await t.db.select().from(multisigWithdrawals).where(eq(multisigWithdrawals.walletId, walletId)),
    ).toEqual(rows);
  });
});

describe('Multisig/GetMultisigRechargeList paging and filters', () => {
  it('pages the newest first and narrows by coin, confirming or credited, and time', async () => {
    const all = await client.call(m.getRechargeList, { walletId, SkipCount: 0, MaxResultCount: 2 });
    expect(all.totalCount).toBe(3);
    expect(all.items.map((d) => [d.coin, d.amount, d.credited])).toEqual([
      ['BTC', '0.5', false],
      ['USDT', '600', true],
    ]);
    const confirming = await client.call(m.getRechargeList, { walletId, state: 'confirming' });
    expect(confirming.items.map((d) => d.coin)).toEqual(['BTC']);
    const credited = await client.call(m.getRechargeList, { walletId, state: 'credited' });
    expect(credited.items.map((d) => d.amount)).toEqual(['600', '400']);
    expect((await client.call(m.getRechargeList, { walletId, coin: 'BTC' })).totalCount).toBe(1);
    const early = await client.call(m.getRechargeList, { walletId, endTime: midway.toISOString() });
    expect(early.items.map((d) => d.amount)).toEqual(['600', '400']);
    expect(
      (await client.call(m.getRechargeList, { walletId, startTime: midway.toISOString() })).totalCount,
    ).toBe(1);
    const rows = await t.db.select().from(multisigDeposits).where(eq(multisigDeposits.walletId, walletId));
    expect(rows).toHaveLength(3);
  });

  it('refuses an unknown state and answers 404 to another user and 401 to nobody', async () => {
    expect((await client.fails(m.getRechargeList, { walletId, state: 'lost' })).status).toBe(400);
    expect((await api(t).as(bob).fails(m.getRechargeList, { walletId, coin: 'USDT' })).status).toBe(404);
    expect((await api(t).as(bob).fails(m.getWithdrawalList, { walletId, status: 0 })).status).toBe(404);
    expect((await api(t).fails(m.getWithdrawalList, { walletId })).status).toBe(401);
  });
});
