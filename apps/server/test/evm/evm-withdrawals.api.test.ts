import { endpoints, withdrawalStatus } from '@coffer/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  type Address,
  type Hex,
  http,
  parseEther,
  parseTransaction,
  parseUnits,
  RpcRequestError,
  type Transport,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createEvmChain } from '../../src/adapters/chain/evm/evm-chain';
import { devHotWalletKey, evmConfig } from '../../src/adapters/chain/evm/evm-config';
import { createSandboxChain } from '../../src/adapters/chain/sandbox-chain';
import { readOutbox } from '../../src/adapters/notifier/sandbox-notifier';
import type { Db } from '../../src/db/client';
import { evmSends, outboundDispatches, withdrawals } from '../../src/db/schema';
import { dispatchState } from '../../src/ledger/flows/outbound-dispatch';
import { verifyLedger } from '../../src/ledger/verify';
import { buildModules } from '../../src/modules';
import { api } from '../api-client';
import { aUser, balanceOf, testPin as pin, type TestUser } from '../builders';
import { useTestApp } from '../harness';
import { type Anvil, anvilPort, startAnvil } from './anvil';
import { testTokenAbi } from './fixtures/test-token';

const wd = endpoints.withdrawals;
const s = withdrawalStatus.members;
const port = anvilPort(1);
const url = `http://127.0.0.1:${port}`;
const hotWallet = privateKeyToAccount(devHotWalletKey).address;
const destination = privateKeyToAccount(generatePrivateKey()).address;
let node: Anvil;
let usdt: Address;

beforeAll(async () => {
  node = await startAnvil(port);
  usdt = await node.deployToken('Tether USD', 'USDT');
  await node.client.setBalance({ address: hotWallet, value: parseEther('1000') });
  const minted = await node.outsider.writeContract({
    address: usdt,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [hotWallet, parseUnits('100000', 6)],
  });
  await node.outsider.waitForTransactionReceipt({ hash: minted, pollingInterval: 20 });
});
afterAll(() => node?.stop());

const t = useTestApp();
let alice: TestUser;

beforeAll(async () => {
  alice = await aUser()
    .verified()
    .fundPin(pin)
    .whitelisted('ETH', 'ERC20', destination)
    .whitelisted('USDT', 'ERC20', destination)
    .funded('ETH', '10')
    .funded('USDT', '1000')
    .create(t);
});

afterEach(async () => {
  expect((await verifyLedger(t.db)).problems).toEqual([]);
});

/** The EVM chain as one server process builds it; `transport` lets a test cut its broadcasts. */
const evmChain = (db: Db, transport?: Transport) =>
  createEvmChain({
    db,
    fallback: createSandboxChain(db),
    transport,
    config: evmConfig({
      rpcUrl: url,
      chainId: 31337,
      hotWalletKey: devHotWalletKey,
      tokens: [{ coin: 'USDT', contract: usdt, decimals: 6 }],
    }),
  });

/** A process's withdrawal processor over the EVM chain. */
const processor = (transport?: Transport) =>
  buildModules({ db: t.db, now: () => t.clock.now, chain: evmChain(t.db, transport), dispatchLog: () => {} })
    .withdrawalsProcessor;

/** HTTP to the node, except that every broadcast is lost (the process dies before it is sent). */
const broadcastsLost: Transport = (options) => {
  const inner = http(url, { retryCount: 0 })(options);
  return {
    ...inner,
    request: (async (args: { method: string }) => {
      if (args.method === 'eth_sendRawTransaction') throw new Error('socket hang up');
      return inner.request(args as Parameters<typeof inner.request>[0]);
    }) as typeof inner.request,
  };
};

/**
 * HTTP to the node, except that it refuses for good every transaction that moves value (a
 * withdrawal), with the answer a node gives one below its intrinsic gas.
 */
const refusesWithdrawals: Transport = (options) => {
  const inner = http(url, { retryCount: 0 })(options);
  return {
    ...inner,
    request: (async (args: { method: string; params?: unknown[] }) => {
      if (
        args.method === 'eth_sendRawTransaction' &&
        (parseTransaction(args.params?.[0] as Hex).value ?? 0n) > 0n
      )
        throw new RpcRequestError({
          body: args,
          error: { code: -32000, message: 'intrinsic gas too low' },
          url,
        });
      return inner.request(args as Parameters<typeof inner.request>[0]);
    }) as typeof inner.request,
  };
};

/** A withdrawal applied for and confirmed with the code from the outbox: ready to go out. */
async function confirmedWithdrawal(coin: string, amount: string): Promise<string> {
  const client = api(t).as(alice);
  const w = await client.call(wd.apply, {
    coin,
    network: 'ERC20',
    address: destination,
    amount,
    fundPassword: pin,
  });
  const [message] = await readOutbox(t.db, { to: alice.email ?? '', limit: 1 });
  const code = /is (\d{6})\./.exec(message?.body ?? '')?.[1] ?? '';
  const confirmed = await client.with({ query: { rid: w.rid } }).send(wd.confirm, { code });
  expect(confirmed.status).toBe(200);
  return w.rid;
}

const rows = (rids: string[]) => t.db.select().from(withdrawals).where(inArray(withdrawals.rid, rids));
const sendsOf = (rids: string[]) =>
  t.db.select().from(evmSends).where(inArray(evmSends.reference, rids)).orderBy(asc(evmSends.nonce));
const hotNonce = () => node.client.getTransactionCount({ address: hotWallet });

it('sends 20 withdrawals of a burst with consecutive nonces, each once, and accepts them at the depth', async () => {
  const startNonce = await hotNonce();
  const rids: string[] = [];
  for (let i = 0; i < 20; i++) rids.push(await confirmedWithdrawal('ETH', '0.1'));
  // Three processes at once, as three servers would.
  await Promise.all([processor().run(), processor().run(), processor().run()]);

  const sends = await sendsOf(rids);
  expect(sends.map((x) => x.nonce)).toEqual(Array.from({ length: 20 }, (_, i) => startNonce + i));
  expect(await hotNonce()).toBe(startNonce + 20);
  expect(await node.client.getBalance({ address: destination })).toBe(parseEther('2'));
  // Anvil mines each transaction in its own block: the first of the 20 are already 12 deep.
  for (const w of await rows(rids)) {
    expect([s.processing, s.accepted]).toContain(w.status);
    expect(w.txId).toBe(sends.find((x) => x.reference === w.rid)?.txHash);
  }

  await node.client.mine({ blocks: 12 });
  await processor().run();
  expect((await rows(rids)).map((w) => w.status)).toEqual(rids.map(() => s.accepted));
  // 20 × (0.1 + the 0.002 fee) left the user's 10 ETH.
  expect((await balanceOf(t, alice, 'ETH')).balance).toBe('7.96');
  // 20 applications and confirmations through the API: slow on a loaded machine, not a measure.
}, 120_000);

it('re-sends the stored transaction after a restart between signing and sending, never twice', async () => {
  const startNonce = await hotNonce();
  const before = await node.client.getBalance({ address: destination });
  const rid = await confirmedWithdrawal('ETH', '0.25');

  // The first process signs and stores the transaction, then dies before the node has it.
  await processor(broadcastsLost).run();
  const [stored] = await sendsOf([rid]);
  expect(stored).toMatchObject({ nonce: startNonce, sentAt: null });
  expect(await hotNonce()).toBe(startNonce);
  const [dispatch] = await t.db.select().from(outboundDispatches).where(eq(outboundDispatches.id, rid));
  expect(dispatch?.state).toBe(dispatchState.unknown);

  // The restarted process resumes the dispatch: the stored transaction is the one that goes out.
  t.clock.advance(60_000);
  await processor().run();
  await processor().run();
  const [after] = await sendsOf([rid]);
  expect(after).toMatchObject({ txHash: stored?.txHash, raw: stored?.raw, nonce: startNonce });
  expect(await hotNonce()).toBe(startNonce + 1);
  expect(await node.client.getBalance({ address: destination })).toBe(before + parseEther('0.25'));
  const [w] = await rows([rid]);
  expect(w).toMatchObject({ status: s.processing, txId: stored?.txHash });

  await node.client.mine({ blocks: 12 });
  await processor().run();
  expect((await rows([rid]))[0]?.status).toBe(s.accepted);
  expect(await hotNonce()).toBe(startNonce + 1);
});

it('returns the funds of a token withdrawal whose transfer reverted on chain', async () => {
  const before = await balanceOf(t, alice, 'USDT');
  const rid = await confirmedWithdrawal('USDT', '100');
  // The token refuses every transfer from now on: the signed transfer is mined and reverts.
  const paused = await node.outsider.writeContract({
    address: usdt,
    abi: testTokenAbi,
    functionName: 'setPaused',
    args: [true],
  });
  await node.outsider.waitForTransactionReceipt({ hash: paused, pollingInterval: 20 });
  await processor().run();
  const [sent] = await sendsOf([rid]);
  const receipt = await node.client.getTransactionReceipt({ hash: sent?.txHash as `0x${string}` });
  expect(receipt.status).toBe('reverted');
  expect((await rows([rid]))[0]?.status).toBe(s.processing);

  await node.client.mine({ blocks: 12 });
  await processor().run();
  expect((await rows([rid]))[0]?.status).toBe(s.failed);
  expect(await balanceOf(t, alice, 'USDT')).toEqual(before);
  expect(
    await node.client.readContract({
      address: usdt,
      abi: testTokenAbi,
      functionName: 'balanceOf',
      args: [destination],
    }),
  ).toBe(0n);
});

it('replaces a transaction stuck unmined past 5 minutes with higher fees at the same nonce, sent once', async () => {
  const startNonce = await hotNonce();
  const before = await node.client.getBalance({ address: destination });
  const rid = await confirmedWithdrawal('ETH', '0.3');
  await node.client.setAutomine(false);
  try {
    await processor().run();
    const [first] = await sendsOf([rid]);
    expect(first).toMatchObject({ nonce: startNonce, earlierHashes: [] });
    expect(first?.sentAt).not.toBeNull();

    // Past the 5 minutes, unmined: signed again at its nonce with both fees 12.5 % higher.
    t.clock.advance(6 * 60_000);
    await processor().run();
    const [replaced] = await sendsOf([rid]);
    expect(replaced).toMatchObject({ nonce: startNonce, earlierHashes: [first?.txHash] });
    expect(replaced?.txHash).not.toBe(first?.txHash);
    expect(BigInt(replaced?.maxFeePerGas ?? 0)).toBeGreaterThan(BigInt(first?.maxFeePerGas ?? 0));
    expect(BigInt(replaced?.maxPriorityFeePerGas ?? 0)).toBeGreaterThan(
      BigInt(first?.maxPriorityFeePerGas ?? 0),
    );

    await node.client.mine({ blocks: 1 });
  } finally {
    await node.client.setAutomine(true);
  }
  const [sent] = await sendsOf([rid]);
  const receipt = await node.client.getTransactionReceipt({ hash: sent?.txHash as `0x${string}` });
  expect(receipt.status).toBe('success');
  await node.client.mine({ blocks: 12 });
  await processor().run();
  // The withdrawal keeps its first transaction id; the replacement decided it.
  expect((await rows([rid]))[0]).toMatchObject({ status: s.accepted });
  expect(await hotNonce()).toBe(startNonce + 1);
  expect(await node.client.getBalance({ address: destination })).toBe(before + parseEther('0.3'));
});

it('cancels a transaction the node refuses for good with a 0-value one at its nonce, returns the funds, and the next nonce goes on', async () => {
  const before = await balanceOf(t, alice, 'ETH');
  const startNonce = await hotNonce();
  const rid = await confirmedWithdrawal('ETH', '0.4');
  await processor(refusesWithdrawals).run();
  const [refused] = await sendsOf([rid]);
  expect(refused).toMatchObject({ nonce: startNonce, cancelled: false, sentAt: null });

  // The dispatch resumes it: the stored transaction is refused again, for good; a cancel takes its nonce.
  t.clock.advance(60_000);
  await processor(refusesWithdrawals).run();
  await processor(refusesWithdrawals).run();
  const [cancelled] = await sendsOf([rid]);
  expect(cancelled).toMatchObject({ nonce: startNonce, cancelled: true, earlierHashes: [refused?.txHash] });
  expect(await hotNonce()).toBe(startNonce + 1);
  expect((await rows([rid]))[0]?.status).toBe(s.processing);

  await node.client.mine({ blocks: 12 });
  await processor().run();
  expect((await rows([rid]))[0]?.status).toBe(s.failed);
  expect(await balanceOf(t, alice, 'ETH')).toEqual(before);
  expect(await node.client.getBalance({ address: destination })).toBeGreaterThanOrEqual(0n);

  // The next withdrawal is not held up behind the refused nonce.
  const next = await confirmedWithdrawal('ETH', '0.1');
  await processor().run();
  expect((await sendsOf([next]))[0]?.nonce).toBe(startNonce + 1);
  expect(await hotNonce()).toBe(startNonce + 2);
});
