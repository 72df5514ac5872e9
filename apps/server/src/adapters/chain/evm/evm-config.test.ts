import { describe, expect, it } from 'vitest';
import { devHotWalletKey, evmConfigFrom, mainnetTokens, parseTokens, sandboxSweepKey } from './evm-config';

const usdt = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

describe('EVM chain configuration', () => {
  it('is off without CHAIN_EVM_RPC_URL: the sandbox chain serves every network', () => {
    expect(evmConfigFrom({}, false)).toBeUndefined();
    expect(evmConfigFrom({ CHAIN_EVM_HOT_WALLET_KEY: devHotWalletKey }, true)).toBeUndefined();
  });

  it('reads the node, chain id, depth, fee cap and tokens', () => {
    const c = evmConfigFrom(
      {
        CHAIN_EVM_RPC_URL: 'http://127.0.0.1:8545',
        CHAIN_EVM_CHAIN_ID: '31337',
        CHAIN_EVM_CONFIRMATIONS: '3',
        CHAIN_EVM_MAX_FEE_GWEI: '50',
        CHAIN_EVM_TOKENS: `USDT:${usdt}, USDC:${usdt}:18`,
      },
      false,
    );
    expect(c).toMatchObject({
      network: 'ERC20',
      rpcUrl: 'http://127.0.0.1:8545',
      chainId: 31337,
      finalityDepth: 3,
      maxFeePerGasCap: 50_000_000_000n,
      hotWalletKey: devHotWalletKey,
      tokens: [
        { coin: 'USDT', contract: usdt, decimals: 6 },
        { coin: 'USDC', contract: usdt, decimals: 18 },
      ],
    });
  });

  it('defaults to mainnet USDT and USDC and chain id 1', () => {
    const c = evmConfigFrom({ CHAIN_EVM_RPC_URL: 'http://node:8545' }, false);
    expect(c?.tokens).toEqual(mainnetTokens);
    expect(c?.chainId).toBe(1);
  });

  it('refuses to run in production on the published development key', () => {
    expect(() => evmConfigFrom({ CHAIN_EVM_RPC_URL: 'http://node:8545' }, true)).toThrow(/HOT_WALLET_KEY/);
    expect(() =>
      evmConfigFrom(
        { CHAIN_EVM_RPC_URL: 'http://node:8545', CHAIN_EVM_HOT_WALLET_KEY: devHotWalletKey },
        true,
      ),
    ).toThrow(/development key/);
    expect(() =>
      evmConfigFrom({ CHAIN_EVM_RPC_URL: 'http://node:8545', CHAIN_EVM_HOT_WALLET_KEY: '0x12' }, false),
    ).toThrow(/64 hex/);
  });

  it('refuses a token entry without a contract address', () => {
    expect(() => parseTokens('USDT')).toThrow(/COIN:0xaddress/);
    expect(() => parseTokens('USDT:0x12')).toThrow(/bad entry/);
    expect(parseTokens('')).toEqual([]);
  });

  it('sweeps with the sandbox key in development, with its own in production, and never with a malformed one', () => {
    const url = { CHAIN_EVM_RPC_URL: 'http://node:8545' };
    const production = { ...url, CHAIN_EVM_HOT_WALLET_KEY: `0x${'1'.repeat(64)}` };
    expect(evmConfigFrom(url, false)?.sweepKey).toBe(sandboxSweepKey);
    // Deposit addresses of one's own (an xpub) are never swept with the sandbox's key.
    expect(evmConfigFrom({ ...url, CHAIN_XPUB_ETHEREUM: 'xpub6Own' }, false)?.sweepKey).toBeUndefined();
    // Production without a key of its own sweeps nothing rather than with a published one.
    expect(evmConfigFrom(production, true)?.sweepKey).toBeUndefined();
    expect(() => evmConfigFrom({ ...production, CHAIN_EVM_SWEEP_XPRV: sandboxSweepKey }, true)).toThrow(
      /development key/,
    );
    expect(() => evmConfigFrom({ ...url, CHAIN_EVM_SWEEP_XPRV: 'xpub6D' }, false)).toThrow(/xprv/);
  });
});
