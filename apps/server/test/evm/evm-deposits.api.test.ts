import { depositStatus, endpoints } from '@coffer/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { type Address, parseEther, parseUnits } from 'viem';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createEvmChain } from '../../src/adapters/chain/evm/evm-chain';
import { devHotWalletKey, evmConfig } from '../../src/adapters/chain/evm/evm-config';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { deposits, evmCursors, evmTransfers, ledgerTransfers } from '../../src/db/schema';
import { verifyLedger } from '../../src/ledger/verify';
import { Dec } from '../../src/lib/money';
import { api } from '../api-client';
import { aUser, balanceOf, type TestUser } from '../builders';
import { useMoneyTestApp } from '../harness';
import { type Anvil, anvilPort, startAnvil } from './anvil';
import { testTokenAbi } from './fixtures/test-token';

const s = depositStatus.members;
const port = anvilPort(0);
let node: Anvil;
let usdt: Address;
let usdc: Address;

beforeAll(async () => {
  node = await startAnvil(port);
  usdt = await node.deployToken('Tether USD', 'USDT');
  usdc = await node.deployToken('USD Coin', 'USDC');
});
afterAll(() => node?.stop());

// The ERC20 network on this file's anvil; every other network stays on the sandbox.
const { t, money } = useMoneyTestApp((db) => ({
  chain: createEvmChain({
    db,
    fallback: createSandboxChain(db),
    config: evmConfig({
      rpcUrl: `http://127.0.0.1:${port}`,
      chainId: 31337,
      hotWalletKey: devHotWalletKey,
      tokens: [
        { coin: 'USDT', contract: usdt, decimals: 6 },
        { coin: 'USDC', contract: usdc, decimals: 6 },
      ],
    }),
    onScanError: (error) => {
      throw error;
    },
  }),
}));

let alice: TestUser;
let aliceAddress: Address;

beforeAll(async () => {
  alice = await aUser().verified().create(t);
  const got = await api(t).as(alice).call(endpoints.deposits.getAddress, { coin: 'ETH', network: 'ERC20' });
  aliceAddress = got.address as Address;
  // The scanner's first pass starts at the head: nothing before it is ours to find.
  await money.deposits.scan();
});

afterEach(async () => {
  expect((await verifyLedger(t.db)).problems).toEqual([]);
});

const sendEth = async (to: Address, ether: string) =>
  node.outsider.waitForTransactionReceipt({
    hash: await node.outsider.sendTransaction({ to, value: parseEther(ether) }),
    pollingInterval: 20,
  });

async function sendToken(token: Address, to: Address, amount: string) {
  const value = parseUnits(amount, 6);
  const minted = await node.outsider.writeContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [node.outsider.account.address, value],
  });
  await node.outsider.waitForTransactionReceipt({ hash: minted, pollingInterval: 20 });
  const hash = await node.outsider.writeContract({
    address: token,
    abi: testTokenAbi,
    functionName: 'transfer',
    args: [to, value],
  });
  return node.outsider.waitForTransactionReceipt({ hash, pollingInterval: 20 });
}

const depositRows = () => t.db.select().from(deposits).where(eq(deposits.userId, alice.id));
const depositCredits = async () =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reason, 'deposit'))
  )[0]?.n;

it('credits an ETH and a USDT deposit once, at the network’s depth (12)', async () => {
  const eth = await sendEth(aliceAddress, '1.5');
  const token = await sendToken(usdt, aliceAddress, '250.5');
  await money.deposits.scan();

  const head = await node.client.getBlockNumber();
  const depth = (mined: bigint) => Number(head - mined + 1n);
  const rows = await depositRows();
  expect(rows).toHaveLength(2);
  const ethRow = rows.find((r) => r.coin === 'ETH');
  const usdtRow = rows.find((r) => r.coin === 'USDT');
  // The token transfer is the newest block (the head): one confirmation; the ETH one is older.
  expect(depth(token.blockNumber)).toBe(1);
  expect(ethRow).toMatchObject({
    txId: eth.transactionHash,
    status: s.confirming,
    confirmations: depth(eth.blockNumber),
  });
  expect(usdtRow).toMatchObject({ status: s.confirming, confirmations: 1, requiredConfirmations: 12 });
  expect(usdtRow?.txId).toMatch(new RegExp(`^${token.transactionHash}:\\d+$`));
  expect(new Decimal(usdtRow?.amount ?? 0).toString()).toBe('250.5');
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe('0');

  // 11 confirmations for the token: not yet; the ETH transfer has passed 12 and is credited.
  await node.client.mine({ blocks: 10 });
  await money.deposits.scan();
  const usdtPending = (await depositRows()).find((r) => r.coin === 'USDT');
  expect(usdtPending).toMatchObject({ status: s.confirming, confirmations: 11 });
  expect((await balanceOf(t, alice, 'USDT')).balance).toBe('0');
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe('1.5');

  await node.client.mine({ blocks: 1 });
  await money.deposits.scan();
  const after = await depositRows();
  expect(after.find((r) => r.coin === 'USDT')).toMatchObject({ status: s.credited, confirmations: 12 });
  expect(after.find((r) => r.coin === 'ETH')?.status).toBe(s.credited);
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe('1.5');
  expect((await balanceOf(t, alice, 'USDT')).balance).toBe('250.5');

  // More blocks and more passes credit nothing again.
  await node.client.mine({ blocks: 5 });
  await money.deposits.scan();
  await money.deposits.scan();
  expect(await depositCredits()).toBe(2);
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe('1.5');
});

it('drops a deposit whose block a reorg replaced before the depth, and rewinds the cursor', async () => {
  const before = await balanceOf(t, alice, 'ETH');
  const snapshot = await node.client.snapshot();
  const sent = await sendEth(aliceAddress, '0.7');
  await node.client.mine({ blocks: 2 });
  await money.deposits.scan();
  expect((await depositRows()).find((r) => r.txId === sent.transactionHash)?.status).toBe(s.confirming);

  // The fork: back to before the transfer, then other blocks, higher than the old head.
  await node.client.revert({ id: snapshot });
  await node.client.mine({ blocks: 5 });
  await money.deposits.scan();
  expect((await depositRows()).find((r) => r.txId === sent.transactionHash)).toBeUndefined();
  const [found] = await t.db.select().from(evmTransfers).where(eq(evmTransfers.txHash, sent.transactionHash));
  expect(found?.removed).toBe(true);
  const [cursor] = await t.db.select().from(evmCursors).where(eq(evmCursors.network, 'ERC20'));
  const head = await node.client.getBlock();
  expect(cursor).toMatchObject({ blockNumber: Number(head.number), blockHash: head.hash });

  await node.client.mine({ blocks: 12 });
  await money.deposits.scan();
  expect(await balanceOf(t, alice, 'ETH')).toEqual(before);
  expect(await depositCredits()).toBe(2);
});

it('records a deposit below the network’s minimum (0.001 ETH) as such and never credits it', async () => {
  const sent = await sendEth(aliceAddress, '0.0005');
  await node.client.mine({ blocks: 12 });
  await money.deposits.scan();
  await money.deposits.scan();
  const [row] = await t.db
    .select()
    .from(deposits)
    .where(and(eq(deposits.userId, alice.id), eq(deposits.txId, sent.transactionHash)));
  expect(row).toMatchObject({ status: s.belowMinimumDeposit, transferId: null, amount: expect.any(String) });
  expect(new Decimal(row?.amount ?? 0).toString()).toBe('0.0005');
  expect(await depositCredits()).toBe(2);
});

it('catches up after being down for 500 blocks: a USDC deposit among them is credited once', async () => {
  const before = await balanceOf(t, alice, 'USDC');
  await sendToken(usdc, aliceAddress, '42.123456');
  await node.client.mine({ blocks: 500 });
  const started = performance.now();
  await money.deposits.scan();
  const seconds = (performance.now() - started) / 1000;
  console.info(`evm scanner: 500 blocks caught up in ${seconds.toFixed(2)} s`);
  const head = await node.client.getBlockNumber();
  const [cursor] = await t.db.select().from(evmCursors).where(eq(evmCursors.network, 'ERC20'));
  expect(cursor?.blockNumber).toBe(Number(head));
  expect(before.balance).toBe('0');
  expect((await balanceOf(t, alice, 'USDC')).balance).toBe('42.123456');
  await money.deposits.scan();
  expect(await depositCredits()).toBe(3);
});

it('finds a transfer a reorg moved to another block there, and credits it once at its new depth', async () => {
  const before = await balanceOf(t, alice, 'ETH');
  const request = await node.outsider.prepareTransactionRequest({
    to: aliceAddress,
    value: parseEther('0.2'),
  });
  const raw = await node.outsider.signTransaction(request);
  const snapshot = await node.client.snapshot();
  const hash = await node.client.sendRawTransaction({ serializedTransaction: raw });
  await node.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  await node.client.mine({ blocks: 3 });
  await money.deposits.scan();
  const byHash = async () => (await depositRows()).find((r) => r.txId === hash);
  expect(await byHash()).toMatchObject({ status: s.confirming, confirmations: 4 });

  // The fork drops the block; the same signed transaction lands in a later block of the new chain.
  await node.client.revert({ id: snapshot });
  await node.client.mine({ blocks: 5 });
  await node.client.sendRawTransaction({ serializedTransaction: raw });
  await node.client.waitForTransactionReceipt({ hash, pollingInterval: 20 });
  await money.deposits.scan();
  const [found] = await t.db.select().from(evmTransfers).where(eq(evmTransfers.txHash, hash));
  const receipt = await node.client.getTransactionReceipt({ hash });
  expect(found).toMatchObject({ removed: false, blockNumber: Number(receipt.blockNumber) });
  expect(await byHash()).toMatchObject({ status: s.confirming, confirmations: 1 });

  await node.client.mine({ blocks: 11 });
  await money.deposits.scan();
  await money.deposits.scan();
  expect(await byHash()).toMatchObject({ status: s.credited, confirmations: 12 });
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe(new Dec(before.balance).plus('0.2').toFixed());
  expect(await depositCredits()).toBe(4);
});

it('marks a credited deposit a reorg deeper than the depth took back, once, for an operator, and takes nothing back', async () => {
  const before = await balanceOf(t, alice, 'ETH');
  const snapshot = await node.client.snapshot();
  const sent = await sendEth(aliceAddress, '0.3');
  await node.client.mine({ blocks: 14 });
  await money.deposits.scan();
  const byHash = async () => (await depositRows()).find((r) => r.txId === sent.transactionHash);
  expect(await byHash()).toMatchObject({ status: s.credited, reorgedAt: null });
  const credited = new Dec(before.balance).plus('0.3').toFixed();
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe(credited);

  // A fork 15 blocks deep, longer than the old chain, without the transfer.
  await node.client.revert({ id: snapshot });
  await node.client.mine({ blocks: 20 });
  const first = await money.deposits.scan();
  expect(first.reorgedAfterCredit).toBe(1);
  expect(await byHash()).toMatchObject({ status: s.credited, reorgedAt: expect.any(Date) });
  // Counted once; the user's balance untouched (the operator decides: ops deposits:reorged).
  expect((await money.deposits.scan()).reorgedAfterCredit).toBe(0);
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe(credited);
  expect((await money.deposits.reorged()).map((d) => d.txId)).toEqual([sent.transactionHash]);
});
