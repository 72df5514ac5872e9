import { depositStatus, endpoints } from '@coffer/contract';
import { eq, like, sql } from 'drizzle-orm';
import { type Address, formatEther, parseEther, parseUnits } from 'viem';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createEvmChain } from '../../src/adapters/chain/evm/evm-chain';
import { devHotWalletKey, evmConfig, sandboxSweepKey } from '../../src/adapters/chain/evm/evm-config';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import type { Db } from '../../src/db/client';
import { deposits, evmSends, evmSweeps, ledgerTransfers } from '../../src/db/schema';
import { systemAccount } from '../../src/ledger/accounts';
import { createLedger } from '../../src/ledger/ledger';
import { verifyLedger } from '../../src/ledger/verify';
import { Dec } from '../../src/lib/money';
import { sweepDeposits } from '../../src/modules/deposits/sweep-deposits';
import { api } from '../api-client';
import { aUser, balanceOf, type TestUser } from '../builders';
import { useMoneyTestApp } from '../harness';
import { type Anvil, anvilPort, startAnvil } from './anvil';
import { testTokenAbi } from './fixtures/test-token';

const s = depositStatus.members;
const port = anvilPort(2);
let node: Anvil;
let usdt: Address;

beforeAll(async () => {
  node = await startAnvil(port);
  usdt = await node.deployToken('Tether USD', 'USDT');
});
afterAll(() => node?.stop());

/** The ERC20 network on this file's anvil, sweeping with the sandbox deposit addresses' key. */
const evmChain = (db: Db) =>
  createEvmChain({
    db,
    fallback: createSandboxChain(db),
    config: evmConfig({
      rpcUrl: `http://127.0.0.1:${port}`,
      chainId: 31337,
      hotWalletKey: devHotWalletKey,
      tokens: [{ coin: 'USDT', contract: usdt, decimals: 6 }],
      sweepKey: sandboxSweepKey,
    }),
    onScanError: (error) => {
      throw error;
    },
  });
const { t, money } = useMoneyTestApp((db) => ({ chain: evmChain(db) }));

afterEach(async () => {
  expect((await verifyLedger(t.db)).problems).toEqual([]);
});

const sendEth = async (to: Address, ether: string) =>
  node.outsider.waitForTransactionReceipt({
    hash: await node.outsider.sendTransaction({ to, value: parseEther(ether) }),
    pollingInterval: 20,
  });

async function sendToken(to: Address, amount: string) {
  const value = parseUnits(amount, 6);
  for (const [functionName, args] of [
    ['mint', [node.outsider.account.address, value]],
    ['transfer', [to, value]],
  ] as const) {
    const hash = await node.outsider.writeContract({ address: usdt, abi: testTokenAbi, functionName, args });
    await node.outsider.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  }
}

const tokenBalance = (address: Address) =>
  node.client.readContract({ address: usdt, abi: testTokenAbi, functionName: 'balanceOf', args: [address] });
const hotWallet = () => evmChain(t.db).hotWallet as Address;

async function depositor(): Promise<{ user: TestUser; address: Address }> {
  const user = await aUser().verified().create(t);
  const got = await api(t).as(user).call(endpoints.deposits.getAddress, { coin: 'ETH', network: 'ERC20' });
  return { user, address: got.address as Address };
}

/** The sweeps of an address, oldest first. */
const sweepsOf = (address: Address) =>
  t.db.select().from(evmSweeps).where(eq(evmSweeps.address, address)).orderBy(evmSweeps.createdAt);
const sendsLike = async (pattern: string) =>
  (await t.db.select().from(evmSends).where(like(evmSends.reference, pattern))).length;
const networkFees = async () =>
  (await createLedger(t.db).balance(systemAccount('networkFees', 'ETH', 'ERC20'))).balance;
const custodyEth = async () =>
  (await createLedger(t.db).balance(systemAccount('custody', 'ETH', 'ERC20'))).balance;
const gasBookings = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.id, 'sweep-gas:%'))
  )[0]?.n;

beforeAll(async () => {
  // The scanner's first pass starts at the head: nothing before it is ours to find.
  await money.deposits.scan();
});

it('sweeps a token with gas the hot wallet sends first, books that gas once, and never takes the top-up for a deposit', async () => {
  const bob = await depositor();
  await money.deposits.scan();
  await sendToken(bob.address, '500');
  await node.client.mine({ blocks: 12 });
  await money.deposits.scan();
  expect((await balanceOf(t, bob.user, 'USDT')).balance).toBe('500');
  const hotBefore = await tokenBalance(hotWallet());
  const custodyBefore = await custodyEth();

  // Bob's address holds no ETH: the hot wallet sends it gas, and the sweep waits for it (mined
  // when the test mines: anvil would mine it at once).
  await node.client.setAutomine(false);
  await money.deposits.sweep();
  const [opened] = await sweepsOf(bob.address);
  expect(opened).toMatchObject({
    coin: 'USDT',
    status: 'topUp',
    amount: expect.stringMatching(/^500(\.0+)?$/),
  });
  expect(await node.client.getBalance({ address: bob.address })).toBe(0n);
  // A restart before the top-up is mined sends nothing twice (another process's chain object, too).
  await sweepDeposits({ chain: evmChain(t.db), ledger: createLedger(t.db), now: () => new Date() });
  expect(await sendsLike(`${opened?.id}%`)).toBe(1);

  await node.client.mine({ blocks: 1 });
  await node.client.setAutomine(true);
  expect(await node.client.getBalance({ address: bob.address })).toBeGreaterThan(0n);
  await money.deposits.sweep();
  expect((await sweepsOf(bob.address))[0]?.status).toBe('sending');
  expect(await sendsLike(`${opened?.id}%`)).toBe(2);

  await node.client.mine({ blocks: 12 });
  await money.deposits.scan();
  await money.deposits.sweep();
  const [done] = await sweepsOf(bob.address);
  expect(done).toMatchObject({ status: 'done', bookedAt: expect.any(Date) });
  expect(await tokenBalance(bob.address)).toBe(0n);
  expect(await tokenBalance(hotWallet())).toBe(hotBefore + parseUnits('500', 6));

  // The gas of both transactions, as the chain charged it, is the platform's network cost.
  const gas = formatEther(BigInt(done?.gasWei ?? '0'));
  expect(BigInt(done?.gasWei ?? '0')).toBeGreaterThan(0n);
  expect(new Dec(await networkFees()).eq(new Dec(gas).neg())).toBe(true);
  // Custody holds that much less on chain (its balance is minus what it holds).
  expect(new Dec(await custodyEth()).eq(new Dec(custodyBefore).plus(gas))).toBe(true);
  // The top-up was not a deposit of Bob's: no ETH deposit, no ETH balance.
  const bobsDeposits = await t.db.select().from(deposits).where(eq(deposits.userId, bob.user.id));
  expect(bobsDeposits.map((d) => d.coin)).toEqual(['USDT']);
  expect((await balanceOf(t, bob.user, 'ETH')).balance).toBe('0');
  expect((await balanceOf(t, bob.user, 'USDT')).balance).toBe('500');

  // Further passes book nothing again.
  await money.deposits.sweep();
  await money.deposits.sweep();
  expect(await gasBookings()).toBe(1);
});

it('sweeps an address’s token first and its ETH after, less the ETH sweep’s own gas, and only funds at depth', async () => {
  const carol = await depositor();
  await money.deposits.scan();
  await sendEth(carol.address, '2');
  await sendToken(carol.address, '40');
  // Not deep yet: nothing moves.
  await node.client.mine({ blocks: 3 });
  await money.deposits.scan();
  await money.deposits.sweep();
  expect(await sweepsOf(carol.address)).toEqual([]);

  await node.client.mine({ blocks: 9 });
  await money.deposits.scan();
  expect(
    (await t.db.select().from(deposits).where(eq(deposits.userId, carol.user.id))).map((d) => d.status),
  ).toEqual([s.credited, s.credited]);
  const hotEthBefore = await node.client.getBalance({ address: hotWallet() });

  // The token first, its gas paid from the ETH the address holds (no top-up); the ETH waits.
  await money.deposits.sweep();
  expect((await sweepsOf(carol.address)).map((w) => [w.coin, w.status, w.gasReference])).toEqual([
    ['USDT', 'sending', null],
  ]);
  await node.client.mine({ blocks: 12 });
  await money.deposits.sweep();
  await money.deposits.sweep();
  expect((await sweepsOf(carol.address)).map((w) => [w.coin, w.status])).toEqual([
    ['USDT', 'done'],
    ['ETH', 'sending'],
  ]);
  await node.client.mine({ blocks: 12 });
  await money.deposits.sweep();
  const [, eth] = await sweepsOf(carol.address);
  expect(eth?.status).toBe('done');
  // What is left at the address is the ETH sweep's unspent gas allowance, not a deposit.
  const left = await node.client.getBalance({ address: carol.address });
  const swept = parseEther(eth?.amount ?? '0');
  expect(swept).toBeGreaterThan(parseEther('1.99'));
  expect(await node.client.getBalance({ address: hotWallet() })).toBe(hotEthBefore + swept);
  expect(left).toBeLessThan(parseEther('0.01'));
  expect(await tokenBalance(carol.address)).toBe(0n);
  expect((await balanceOf(t, carol.user, 'ETH')).balance).toBe('2');
  expect(await gasBookings()).toBe(3);
});
