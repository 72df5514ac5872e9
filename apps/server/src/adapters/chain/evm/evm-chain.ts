import { createPublicClient, http, type PublicClient, type Transport } from 'viem';
import type { Db } from '../../../db/client';
import { Dec } from '../../../lib/money';
import type { ChainAdapter, IncomingTx } from '../chain';
import { createEvmRepo } from './evm.repo';
import type { EvmChainConfig } from './evm-config';
import { followChain, nativeLogIndex } from './evm-scanner';
import { createEvmSender } from './evm-sender';
import { createEvmSweeper } from './evm-sweeper';

/** How long a found transfer is reported: far longer than any depth takes to reach. */
const windowMs = 24 * 3600 * 1000;

export interface EvmChain extends ChainAdapter {
  /** The node's client (the dev script and tests read the chain through it). */
  client: PublicClient;
  hotWallet: string;
}

/**
 * The chain interface with one network on a real EVM node (ETH and its ERC-20 tokens) and every
 * other network on `fallback` (the sandbox). Deposit addresses stay the fallback's: both derive
 * them from the same extended public keys.
 */
export function createEvmChain(deps: {
  db: Db;
  config: EvmChainConfig;
  fallback: ChainAdapter;
  /** The node's transport: HTTP to `config.rpcUrl` unless a test gives its own. */
  transport?: Transport;
  /** Where a failed scan is reported; the message only (no key or URL credentials reach it). */
  onScanError?: (error: Error) => void;
}): EvmChain {
  const { db, config, fallback } = deps;
  const client = createPublicClient({
    // viem caches the block number for 4 s by default: each pass must see the head as it is.
    cacheTime: 0,
    transport:
      deps.transport ?? http(config.rpcUrl, { batch: { batchSize: 50 }, retryCount: 1, timeout: 30_000 }),
  }) as PublicClient;
  const repo = createEvmRepo(db);
  const sender = createEvmSender({ db, client, config });
  const ownSenders = new Set([sender.address.toLowerCase()]);
  const sweeper = config.sweepKey
    ? createEvmSweeper({ db, client, config: { ...config, sweepKey: config.sweepKey }, sender })
    : undefined;
  // A sweep key that is not the deposit addresses' own would sign for addresses that hold nothing.
  if (sweeper && sweeper.addressAt(0) !== fallback.depositAddress('ethereum', 0))
    throw new Error(
      'CHAIN_EVM_SWEEP_XPRV is not the private key of the Ethereum deposit addresses (CHAIN_XPUB_ETHEREUM)',
    );
  const ours = (network: string) => network === config.network;
  const onScanError =
    deps.onScanError ??
    ((error: Error) => process.stderr.write(`evm scan: ${error.message.split('\n')[0]}\n`));

  /** Follows the node, then reports every transfer found in the window with its confirmations now. */
  async function evmIncoming(now: Date): Promise<IncomingTx[]> {
    const head = await followChain({ db, client, config, now, ownSenders });
    const rows = await repo.transfersSince(config.network, new Date(now.getTime() - windowMs));
    return rows.map((r) => ({
      network: r.network,
      coin: r.coin,
      txId: r.logIndex === nativeLogIndex ? r.txHash : `${r.txHash}:${r.logIndex}`,
      toAddress: r.toAddress,
      amount: new Dec(r.amount).toFixed(),
      confirmations: r.removed ? 0 : Math.max(0, Number(head) - r.blockNumber + 1),
      ...(r.removed ? { removed: true } : {}),
    }));
  }

  return {
    client,
    hotWallet: sender.address,
    depositAddress: (chain, index) => fallback.depositAddress(chain, index),

    async recentIncoming(now) {
      // A node that is down must not stop the other networks' deposits: its part waits a pass.
      const evm = await evmIncoming(now).catch((error: Error) => {
        onScanError(error);
        return [];
      });
      const others = (await fallback.recentIncoming(now)).filter((tx) => !ours(tx.network));
      return [...evm, ...others];
    },

    send: (input) => (ours(input.network) ? sender.send(input) : fallback.send(input)),

    sentByReference: (network, reference) =>
      ours(network) ? sender.sentByReference(reference) : fallback.sentByReference(network, reference),

    outgoingStatus: (network, txId, now) =>
      ours(network) ? sender.status(txId, now) : fallback.outgoingStatus(network, txId, now),

    ...(sweeper ? { sweep: (now: Date) => sweeper.pass(now), sweepBooked: sweeper.booked } : {}),
  };
}
