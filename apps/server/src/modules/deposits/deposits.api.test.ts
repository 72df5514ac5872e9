import { depositStatus } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authFor, createUser } from '../../../test/builders';
import { startTestApp, type TestApp } from '../../../test/harness';
import { normalizeAddress } from '../../adapters/chain/addresses';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { deposits } from '../../db/schema';
import { systemAccount, userAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { createMoneyServices } from '../../money-modules';
import { chainDepositCommand } from '../../ops/chain';

const getAddress = '/api/services/app/CoinTransactionIn/GetAddress';
const list = '/api/services/app/CoinTransactionIn/GetListByCoinTransactionIn';
const s = depositStatus.members;

let t: TestApp;
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let money: ReturnType<typeof createMoneyServices>;

beforeAll(async () => {
  t = await startTestApp();
  alice = await createUser(t.db);
  bob = await createUser(t.db);
  money = createMoneyServices({ db: t.db, now: () => t.clock.now });
});
afterAll(() => t.close());

const addressOf = async (user: typeof alice, coin: string, network: string) => {
  const res = await t.call({
    method: 'GET',
    url: `${getAddress}?coin=${coin}&network=${network}`,
    headers: await authFor(t, user),
  });
  expect(res.status).toBe(200);
  return res.body.result as { address: string; minDeposit: string; confirmations: number };
};
const chain = () => createSandboxChain(t.db);
const ledger = () => createLedger(t.db);

describe('CoinTransactionIn/GetAddress', () => {
  it('derives a real address per address family, the same on every call', async () => {
    const btc = await addressOf(alice, 'BTC', 'BTC');
    expect(btc.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    expect(normalizeAddress('bitcoin', btc.address)).toBe(btc.address);
    expect(btc).toMatchObject({ minDeposit: '0.0001', confirmations: 3 });
    expect((await addressOf(alice, 'btc', 'btc')).address).toBe(btc.address);

    const eth = await addressOf(alice, 'ETH', 'ERC20');
    expect(normalizeAddress('ethereum', eth.address)).toBe(eth.address);
    expect(eth.address).not.toBe(eth.address.toLowerCase()); // EIP-55 mixed case
    expect((await addressOf(alice, 'USDT', 'ERC20')).address).toBe(eth.address);
    const tron = await addressOf(alice, 'USDT', 'TRC20');
    expect(tron.address).toMatch(/^T/);
    expect(normalizeAddress('tron', tron.address)).toBe(tron.address);

    expect((await addressOf(bob, 'BTC', 'BTC')).address).not.toBe(btc.address);
  });

  it('refuses unknown pairs, fiat and switched-off deposits', async () => {
    const h = await authFor(t, alice);
    for (const [q, code] of [
      ['coin=BTC&network=ERC20', 40001],
      ['coin=USD&network=BTC', 40001],
      ['coin=DOGE&network=DOGE', 40001],
    ] as const) {
      const res = await t.call({ method: 'GET', url: `${getAddress}?${q}`, headers: h });
      expect(res.body.error, q).toMatchObject({ code });
    }
    expect((await t.call({ method: 'GET', url: `${getAddress}?coin=BTC`, headers: h })).status).toBe(400);
    expect((await t.call({ method: 'GET', url: `${getAddress}?coin=BTC&network=BTC` })).status).toBe(401);
  });
});

describe('deposits from the sandbox chain', () => {
  it('confirm on a timer and credit the user once', async () => {
    const { address } = await addressOf(alice, 'BTC', 'BTC');
    const lines: string[] = [];
    await chainDepositCommand.run({
      database: t.database,
      values: {},
      positionals: [address, '0.25'],
      out: (l) => lines.push(l),
    });
    expect(lines[1]).toContain(`user ${alice.id}`);
    // The command stamps real time; the test clock follows from there.
    t.clock.now = new Date();
    await money.deposits.scan();
    const [first] = await t.db.select().from(deposits).where(eq(deposits.userId, alice.id));
    expect(first).toMatchObject({
      status: s.confirming,
      confirmations: 1,
      requiredConfirmations: 3,
      amount: '0.250000000000000000',
    });
    expect((await ledger().balance(userAccount(alice.id, 'BTC'))).balance).toBe('0');

    t.clock.advance(2 * 2000);
    expect(await money.deposits.scan()).toMatchObject({ credited: 1 });
    expect(await money.deposits.scan()).toMatchObject({ credited: 0 });
    t.clock.advance(60_000);
    await money.deposits.scan();
    expect((await ledger().balance(userAccount(alice.id, 'BTC'))).balance).toBe('0.25');
    expect((await ledger().balance(systemAccount('custody', 'BTC', 'BTC'))).balance).toBe('-0.25');

    const res = await t.call({ method: 'POST', url: list, headers: await authFor(t, alice), payload: {} });
    const page = res.body.result as {
      totalCount: number;
      items: { status: number; amount: string; confirmations: number }[];
    };
    expect(page.totalCount).toBe(1);
    expect(page.items[0]).toMatchObject({ status: s.credited, amount: '0.25', confirmations: 3 });
  });

  it('marks a deposit below the minimum and never credits it', async () => {
    const { address } = await addressOf(bob, 'USDT', 'TRC20');
    t.clock.now = new Date();
    await chain().deposit({
      network: 'TRC20',
      coin: 'USDT',
      toAddress: address,
      amount: '0.5',
      now: t.clock.now,
    });
    t.clock.advance(60_000);
    await money.deposits.scan();
    const res = await t.call({
      method: 'POST',
      url: list,
      headers: await authFor(t, bob),
      payload: { coin: 'USDT' },
    });
    expect((res.body.result as { items: { status: number }[] }).items[0]?.status).toBe(s.belowMinimumDeposit);
    expect((await ledger().balance(userAccount(bob.id, 'USDT'))).balance).toBe('0');
  });

  it('lists only the caller’s deposits, filtered and paged', async () => {
    const h = await authFor(t, bob);
    const mine = await t.call({ method: 'POST', url: list, headers: h, payload: { MaxResultCount: 1 } });
    expect((mine.body.result as { totalCount: number }).totalCount).toBe(1);
    const none = await t.call({ method: 'POST', url: list, headers: h, payload: { status: s.credited } });
    expect(none.body.result).toEqual({ totalCount: 0, items: [] });
    const bad = await t.call({ method: 'POST', url: list, headers: h, payload: { status: 99 } });
    expect(bad.status).toBe(400);
  });

  it('ignores transfers to addresses nobody owns', async () => {
    t.clock.now = new Date();
    await chain().deposit({
      network: 'BTC',
      coin: 'BTC',
      toAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '1',
      now: t.clock.now,
    });
    t.clock.advance(60_000);
    expect(await money.deposits.scan()).toMatchObject({ credited: 0 });
  });
});
