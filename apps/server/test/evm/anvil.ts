import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  type Address,
  createTestClient,
  createWalletClient,
  http,
  parseEther,
  publicActions,
  walletActions,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { testTokenAbi, testTokenBytecode } from './fixtures/test-token';

/**
 * The anvil binary from the npm registry package of this platform (@foundry-rs/anvil's
 * optional dependency): run directly, so the pid stopped is anvil's own, not a wrapper's.
 */
export function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch;
  const require = createRequire(import.meta.url);
  return join(
    dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)),
    'bin',
    'anvil',
  );
}

/** Anvil's second development account: the tests' outside sender (the first is the hot wallet). */
export const outsiderKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' as const;

/**
 * This file's own anvil on 127.0.0.1:`port` (18545–18560 are this area's; a file takes its own,
 * PostgreSQL's run of it 8 above PGlite's), with a test client for mining, snapshots and balances.
 */
export async function startAnvil(port: number) {
  const url = `http://127.0.0.1:${port}`;
  // Something already answering there (an anvil left by a killed run) would stand in for ours.
  const taken = await fetch(url, { method: 'POST' }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is taken: stop what listens there`);
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(foundry.id), '--silent'],
    { stdio: 'ignore' },
  );
  // cacheTime 0: viem answers getBlockNumber from a 4 s cache by default, so a test that mines and
  // then reads the head at once saw the head of seconds ago (only on a fast, idle machine).
  const client = createTestClient({
    mode: 'anvil',
    chain: foundry,
    transport: http(url, { retryCount: 0 }),
    cacheTime: 0,
  })
    .extend(publicActions)
    .extend(walletActions);
  // Ready when it answers; a start that fails ends the wait with the reason.
  let exited: number | null = null;
  child.once('exit', (code) => {
    exited = code ?? -1;
  });
  for (let i = 0; ; i++) {
    if (exited !== null) throw new Error(`anvil exited with ${exited} (port ${port} taken?)`);
    try {
      await client.getChainId();
      break;
    } catch (error) {
      if (i > 300) {
        if (child.pid) process.kill(child.pid, 'SIGTERM');
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  if (exited !== null) throw new Error(`anvil exited with ${exited}`);
  const outsider = createWalletClient({
    account: privateKeyToAccount(outsiderKey),
    chain: foundry,
    transport: http(url, { retryCount: 0 }),
    cacheTime: 0,
  }).extend(publicActions);
  // Funded here rather than trusting a default balance of the node's.
  await client.setBalance({ address: outsider.account.address, value: parseEther('1000000') });

  /** Deploys TestToken (6 decimals) from the outsider's account. */
  async function deployToken(name: string, symbol: string): Promise<Address> {
    const hash = await outsider.deployContract({
      abi: testTokenAbi,
      bytecode: testTokenBytecode,
      args: [name, symbol],
    });
    const receipt = await outsider.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    if (!receipt.contractAddress) throw new Error('token not deployed');
    return receipt.contractAddress;
  }

  return {
    url,
    pid: child.pid,
    client,
    outsider,
    deployToken,
    stop() {
      if (child.pid && child.exitCode === null) process.kill(child.pid, 'SIGTERM');
    },
  };
}
export type Anvil = Awaited<ReturnType<typeof startAnvil>>;

/** The port of this test file's anvil: its offset in the area's range, 8 higher on PostgreSQL. */
export const anvilPort = (offset: number) => 18545 + offset + (process.env.TEST_DB === 'postgres' ? 8 : 0);
