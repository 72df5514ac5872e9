// `npm run dev:chain`: a local EVM node (anvil from npm) with USDT and USDC test tokens, and the
// server (`npm start`) with its ERC20 network on that node, so a person can deposit from a real
// wallet tool and withdraw to it. Development only: the keys are anvil's published ones.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { testTokenAbi, testTokenBytecode } from '../apps/server/test/evm/fixtures/test-token';

const port = Number(process.env.DEV_CHAIN_PORT ?? 8545);
const blockSeconds = process.env.DEV_CHAIN_BLOCK_SECONDS ?? '2';
const url = `http://127.0.0.1:${port}`;
// Anvil's second development account: the person's "outside" wallet, holding ETH and the tokens.
const walletKey = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

const arch = process.arch === 'x64' ? 'amd64' : process.arch;
const require = createRequire(import.meta.url);
const anvilBin = join(
  dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${arch}/package.json`)),
  'bin',
  'anvil',
);
const anvil = spawn(
  anvilBin,
  [
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--chain-id',
    String(foundry.id),
    '--block-time',
    blockSeconds,
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
const stop = () => {
  if (anvil.pid && anvil.exitCode === null) process.kill(anvil.pid, 'SIGTERM');
};
process.on('exit', stop);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stop();
    process.exit(0);
  });

const client = createPublicClient({ chain: foundry, transport: http(url, { retryCount: 0 }) });
for (let i = 0; ; i++) {
  try {
    await client.getChainId();
    break;
  } catch (error) {
    if (i > 200 || anvil.exitCode !== null) throw error;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const wallet = createWalletClient({
  account: privateKeyToAccount(walletKey),
  chain: foundry,
  transport: http(url),
});
async function deploy(name: string, symbol: string) {
  const hash = await wallet.deployContract({
    abi: testTokenAbi,
    bytecode: testTokenBytecode,
    args: [name, symbol],
  });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash });
  if (!contractAddress) throw new Error(`${symbol} not deployed`);
  const minted = await wallet.writeContract({
    address: contractAddress,
    abi: testTokenAbi,
    functionName: 'mint',
    args: [wallet.account.address, parseUnits('1000000', 6)],
  });
  await client.waitForTransactionReceipt({ hash: minted });
  return contractAddress;
}
const usdt = await deploy('Tether USD (dev)', 'USDT');
const usdc = await deploy('USD Coin (dev)', 'USDC');

process.stdout.write(
  [
    `dev chain: anvil at ${url} (chain id ${foundry.id}, a block every ${blockSeconds} s)`,
    `  USDT ${usdt}, USDC ${usdc} (6 decimals)`,
    `  a funded wallet to deposit from: ${wallet.account.address}, key ${walletKey} (anvil's published test key)`,
    '  deposit: copy a deposit address from Assets → Deposit (ETH, USDT or USDC on ERC20) and send to it,',
    `  e.g. cast send --rpc-url ${url} --private-key <key> <address> --value 0.5ether`,
    '',
  ].join('\n'),
);

const server = spawn(process.execPath, [join(import.meta.dirname, 'start.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    CHAIN_EVM_RPC_URL: url,
    CHAIN_EVM_CHAIN_ID: String(foundry.id),
    CHAIN_EVM_TOKENS: `USDT:${usdt},USDC:${usdc}`,
  },
});
server.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
