import { depositStatus, endpoints } from '@coffer/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { aUser, balanceOf, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';
import { normalizeAddress } from '../../adapters/chain/addresses';
import { createSandboxChain } from '../../adapters/chain/sandbox-chain';
import { deposits } from '../../db/schema';
import { systemAccount } from '../../ledger/accounts';
import { createLedger } from '../../ledger/ledger';
import { buildModules } from '../../modules';
import { chainDepositCommand } from '../../ops/chain';

const { getAddress, getList } = endpoints.deposits;
const s = depositStatus.members;

const t = useTestApp();
let alice: TestUser;
let bob: TestUser;
let money: ReturnType<typeof buildModules>;

beforeAll(async () => {
  alice = await aUser().verified().create(t);
  bob = await aUser().verified().create(t);
  money = buildModules({ db: t.db, now: () => t.clock.now });
});

const addressOf = (user: TestUser, coin: string, network: string) =>
  api(t).as(user).call(getAddress, { coin, network });
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
    const me = api(t).as(alice);
    for (const [coin, network, code] of [
      ['BTC', 'ERC20', 40001],
      ['USD', 'BTC', 40001],
      ['DOGE', 'DOGE', 40001],
    ] as const) {
      const res = await me.send(getAddress, { coin, network });
      expect(res.error, `${coin}/${network}`).toMatchObject({ code });
    }
    expect((await me.send(getAddress, { coin: 'BTC' })).status).toBe(400);
    expect((await api(t).send(getAddress, { coin: 'BTC', network: 'BTC' })).status).toBe(401);
  });
});

describe('deposits from the sandbox chain', () => {
  it('confirm on a timer and credit the user once', async () => {
    const { address } = await addressOf(alice, 'BTC', 'BTC');
    const lines: string[] = [];
    await chainDepositCommand.run({
      database: t.database,
      modules: t.modules,
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
    expect((await balanceOf(t, alice, 'BTC')).balance).toBe('0');

    t.clock.advance(2 * 2000);
    expect(await money.deposits.scan()).toMatchObject({ credited: 1 });
    expect(await money.deposits.scan()).toMatchObject({ credited: 0 });
    t.clock.advance(60_000);
    await money.deposits.scan();
    expect((await balanceOf(t, alice, 'BTC')).balance).toBe('0.25');
    expect((await ledger().balance(systemAccount('custody', 'BTC', 'BTC'))).balance).toBe('-0.25');

    const page = await api(t).as(alice).call(getList, {});
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
    const page = await api(t).as(bob).call(getList, { coin: 'USDT' });
    expect(page.items[0]?.status).toBe(s.belowMinimumDeposit);
    expect((await balanceOf(t, bob, 'USDT')).balance).toBe('0');
  });

  it('lists only the caller’s deposits, filtered and paged', async () => {
    const me = api(t).as(bob);
    expect((await me.call(getList, { MaxResultCount: 1 })).totalCount).toBe(1);
    expect(await me.call(getList, { status: s.credited })).toEqual({ totalCount: 0, items: [] });
    expect((await me.fails(getList, { status: 99 })).status).toBe(400);
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
