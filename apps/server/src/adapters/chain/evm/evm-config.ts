import type { Address, Hex } from 'viem';

/** An ERC-20 the platform takes on the EVM network: the product's coin code and its contract. */
export interface EvmToken {
  coin: string;
  contract: Address;
  decimals: number;
}

/** A real EVM network behind the chain interface (issue 39); the sandbox serves every other one. */
export interface EvmChainConfig {
  /** The product's network code this node serves (ERC20: ETH, USDT and USDC on Ethereum). */
  network: string;
  rpcUrl: string;
  chainId: number;
  nativeCoin: string;
  tokens: EvmToken[];
  /** The hot wallet's private key: from configuration only, never logged. */
  hotWalletKey: Hex;
  /**
   * Blocks after which a block is taken as final for what the adapter decides alone: how far back
   * it keeps block hashes to find a fork point, and how deep a reverted withdrawal must be before
   * it is reported failed (and refunded). Crediting deposits follows the coin network's own
   * `confirmations` (spec §9), which operators set.
   */
  finalityDepth: number;
  /** The most the hot wallet pays per gas (wei); fees above it wait instead of being paid. */
  maxFeePerGasCap: bigint;
  /** Gas limits of a native transfer and of an ERC-20 `transfer` (no estimate: see evm-sender). */
  nativeGasLimit: bigint;
  tokenGasLimit: bigint;
  /** A sent transaction still unmined after this long is replaced with higher fees. */
  replaceAfterMs: number;
  /** The widest `eth_getLogs` range asked at once, and the most blocks one scan reads. */
  blocksPerRange: number;
  blocksPerScan: number;
  /** Where a first scan starts; the head at that moment when unset. */
  startBlock?: number;
  /**
   * The account-level extended private key (BIP32 xprv at m/44'/60'/0') whose public half gives
   * the deposit addresses: sweeps sign with its children. Without it nothing is swept.
   */
  sweepKey?: string;
  /** Per coin, the least a deposit address must hold (credited, at depth) to be swept. */
  sweepMinimums: Record<string, string>;
}

/**
 * Anvil's first development account (its well-known mnemonic "test … junk"): the sandbox hot wallet
 * for `npm run dev:chain` and the tests. Anyone can spend from it; a deployment sets its own.
 */
export const devHotWalletKey: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

/**
 * The account-level private key of BIP39's published test mnemonic ("abandon … about") at
 * m/44'/60'/0': the private half of the sandbox Ethereum xpub, so development and the tests sweep
 * the sandbox deposit addresses. Anyone can spend from it; production refuses it.
 */
export const sandboxSweepKey =
  'xprv9zDSoJv1aBcjX6sNgEpE2J9K6MV2MUnXuqXsFgzVn3zY2aHyupaFQdYCtdCbNMkvcTdx9FeN49sgXw6mjrhrFLRSzJVnRYPfSCCgjeg4GxY';

/** USDT and USDC on Ethereum mainnet, as the coin networks seed them (6 decimals both). */
export const mainnetTokens: EvmToken[] = [
  { coin: 'USDT', contract: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
  { coin: 'USDC', contract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 },
];

const defaults = {
  network: 'ERC20',
  nativeCoin: 'ETH',
  finalityDepth: 12,
  maxFeePerGasCap: 200_000_000_000n, // 200 gwei
  nativeGasLimit: 21_000n,
  tokenGasLimit: 100_000n,
  replaceAfterMs: 5 * 60_000,
  blocksPerRange: 500,
  blocksPerScan: 2000,
  // Sweeping less would spend a large share of it on gas.
  sweepMinimums: { ETH: '0.01', USDT: '10', USDC: '10' } as Record<string, string>,
};

/** `USDT:0xabc…,USDC:0xdef…` (6 decimals unless `:decimals` follows the address). */
export function parseTokens(value: string): EvmToken[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [coin, contract, decimals] = part.split(':');
      if (!coin || !contract || !/^0x[0-9a-fA-F]{40}$/.test(contract))
        throw new Error(`CHAIN_EVM_TOKENS: bad entry "${part}" (COIN:0xaddress)`);
      return { coin, contract: contract as Address, decimals: decimals ? Number(decimals) : 6 };
    });
}

const positiveInt = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
};

/**
 * The EVM adapter's settings from the environment; undefined without `CHAIN_EVM_RPC_URL` (the
 * sandbox chain serves every network). A production server must name its own hot-wallet key.
 */
export function evmConfigFrom(
  env: Record<string, string | undefined>,
  production: boolean,
): EvmChainConfig | undefined {
  const rpcUrl = env.CHAIN_EVM_RPC_URL;
  if (!rpcUrl) return undefined;
  const key = env.CHAIN_EVM_HOT_WALLET_KEY;
  if (production && (!key || key.toLowerCase() === devHotWalletKey))
    throw new Error('CHAIN_EVM_HOT_WALLET_KEY (not the published development key) is required in production');
  if (key && !/^0x[0-9a-fA-F]{64}$/.test(key))
    throw new Error('CHAIN_EVM_HOT_WALLET_KEY must be 0x and 64 hex digits');
  // The sandbox key only where the deposit addresses are the sandbox's (no xpub of one's own).
  const sweepKey =
    env.CHAIN_EVM_SWEEP_XPRV || (production || env.CHAIN_XPUB_ETHEREUM ? undefined : sandboxSweepKey);
  if (production && sweepKey === sandboxSweepKey)
    throw new Error('CHAIN_EVM_SWEEP_XPRV must not be the published development key in production');
  if (sweepKey && !/^xprv[1-9A-HJ-NP-Za-km-z]{107}$/.test(sweepKey))
    throw new Error('CHAIN_EVM_SWEEP_XPRV must be an extended private key (xprv…)');
  return {
    ...defaults,
    rpcUrl,
    chainId: positiveInt('CHAIN_EVM_CHAIN_ID', env.CHAIN_EVM_CHAIN_ID, 1),
    tokens: env.CHAIN_EVM_TOKENS ? parseTokens(env.CHAIN_EVM_TOKENS) : mainnetTokens,
    hotWalletKey: (key as Hex | undefined) ?? devHotWalletKey,
    finalityDepth: positiveInt(
      'CHAIN_EVM_CONFIRMATIONS',
      env.CHAIN_EVM_CONFIRMATIONS,
      defaults.finalityDepth,
    ),
    maxFeePerGasCap: env.CHAIN_EVM_MAX_FEE_GWEI
      ? BigInt(positiveInt('CHAIN_EVM_MAX_FEE_GWEI', env.CHAIN_EVM_MAX_FEE_GWEI, 0)) * 1_000_000_000n
      : defaults.maxFeePerGasCap,
    sweepKey,
    startBlock: env.CHAIN_EVM_START_BLOCK
      ? positiveInt('CHAIN_EVM_START_BLOCK', env.CHAIN_EVM_START_BLOCK, 0)
      : undefined,
  };
}

/** The settings with the defaults filled in (tests and the dev script name only what they change). */
export const evmConfig = (
  c: Pick<EvmChainConfig, 'rpcUrl' | 'chainId' | 'tokens' | 'hotWalletKey'> & Partial<EvmChainConfig>,
): EvmChainConfig => ({ ...defaults, ...c });
