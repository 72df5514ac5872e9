import { type Block, formatUnits, getAddress, type Hash, type PublicClient, parseAbiItem } from 'viem';
import type { Db } from '../../../db/client';
import { createEvmRepo, type EvmRepo } from './evm.repo';
import type { EvmChainConfig } from './evm-config';

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/** Native transfers carry no log: -1 marks them in the (tx hash, log index) key. */
export const nativeLogIndex = -1;

interface ScanDeps {
  db: Db;
  client: PublicClient;
  config: EvmChainConfig;
  now: Date;
  /**
   * The platform's own senders (the hot wallet), lower-cased: what they send a deposit address is
   * a sweep's gas top-up, never a user's deposit.
   */
  ownSenders: ReadonlySet<string>;
}

/**
 * Follows the chain from the stored cursor up to the head, in bounded ranges: each range's native
 * transfers to our deposit addresses (from the blocks' transactions) and ERC-20 `Transfer` logs of
 * the configured tokens (`eth_getLogs`) are stored with the blocks' hashes and the new cursor in
 * one transaction. A cursor whose block the chain replaced means a reorg: the transfers above the
 * fork point are marked removed and the cursor goes back to it. Returns the head it saw.
 */
export async function followChain(deps: ScanDeps): Promise<bigint> {
  const { client, config } = deps;
  const repo = createEvmRepo(deps.db);
  const head = await client.getBlockNumber();
  let cursor = await repo.cursor(config.network);
  if (!cursor) {
    const start = BigInt(config.startBlock ?? Number(head));
    const from = start > 0n ? start - 1n : 0n;
    const block = await client.getBlock({ blockNumber: from });
    await repo.setCursor(config.network, Number(from), block.hash, deps.now);
    await repo.saveBlocks(config.network, [{ number: Number(from), hash: block.hash }], 0);
    cursor = await repo.cursor(config.network);
    if (!cursor) throw new Error('evm cursor not stored');
  }
  let at = cursor.blockNumber;
  let atHash = cursor.blockHash;
  if (BigInt(at) > head || (await client.getBlock({ blockNumber: BigInt(at) })).hash !== atHash) {
    const fork = await forkPoint(deps, repo, at, head);
    await deps.db.transaction(async (tx) => {
      const r = createEvmRepo(tx);
      await r.rewind(config.network, fork.number);
      await r.setCursor(config.network, fork.number, fork.hash, deps.now);
    });
    at = fork.number;
    atHash = fork.hash;
  }
  const last = Math.min(Number(head), at + config.blocksPerScan);
  while (at < last) {
    const to = Math.min(last, at + config.blocksPerRange);
    const read = await readRange(deps, repo, at + 1, to, atHash);
    // The chain changed under the read (a reorg at the edge): the next scan finds the fork point.
    if (!read) break;
    at = to;
    atHash = read;
  }
  return head;
}

/** The highest stored block the chain still has, walking back from the cursor. */
async function forkPoint(deps: ScanDeps, repo: EvmRepo, from: number, head: bigint) {
  const stored = await repo.storedBlocks(deps.config.network, from + 1, deps.config.finalityDepth * 4 + 64);
  for (const b of stored) {
    if (BigInt(b.number) > head) continue;
    const onChain = await deps.client.getBlock({ blockNumber: BigInt(b.number) });
    if (onChain.hash === b.hash) return { number: b.number, hash: b.hash };
  }
  // Deeper than every block kept: start again below them (transfers found again are upserted).
  const lowest = Math.max(0, (stored.at(-1)?.number ?? Number(head)) - 1);
  const block = await deps.client.getBlock({ blockNumber: BigInt(lowest) });
  return { number: lowest, hash: block.hash };
}

/** Reads blocks [from, to]; stores what it found and moves the cursor. The last block's hash, or undefined on a fork. */
async function readRange(
  deps: ScanDeps,
  repo: EvmRepo,
  from: number,
  to: number,
  parentHash: string,
): Promise<Hash | undefined> {
  const { client, config } = deps;
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => BigInt(from + i));
  const [blocks, logs, addresses] = await Promise.all([
    Promise.all(numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true }))),
    config.tokens.length === 0
      ? Promise.resolve([])
      : client.getLogs({
          address: config.tokens.map((t) => t.contract),
          event: transferEvent,
          fromBlock: BigInt(from),
          toBlock: BigInt(to),
        }),
    repo.depositAddresses('ethereum'),
  ]);
  if (!linked(blocks, parentHash)) return undefined;
  const hashOf = new Map(blocks.map((b) => [b.number, b.hash]));
  if (logs.some((l) => l.blockNumber === null || hashOf.get(l.blockNumber) !== l.blockHash)) return undefined;

  const seenAt = deps.now;
  const found = [
    ...blocks.flatMap((b) =>
      b.transactions
        .filter(
          (tx) =>
            tx.to &&
            tx.value > 0n &&
            addresses.has(tx.to.toLowerCase()) &&
            !deps.ownSenders.has(tx.from.toLowerCase()),
        )
        .map((tx) => ({
          network: config.network,
          txHash: tx.hash,
          logIndex: nativeLogIndex,
          coin: config.nativeCoin,
          toAddress: getAddress(tx.to ?? ''),
          amount: formatUnits(tx.value, 18),
          blockNumber: Number(b.number),
          blockHash: b.hash,
          seenAt,
        })),
    ),
    ...logs.flatMap((l) => {
      const token = config.tokens.find((t) => t.contract.toLowerCase() === l.address.toLowerCase());
      const to = l.args.to;
      if (!token || !to || !l.args.value || !addresses.has(to.toLowerCase()) || l.removed) return [];
      return [
        {
          network: config.network,
          txHash: l.transactionHash ?? '',
          logIndex: l.logIndex ?? 0,
          coin: token.coin,
          toAddress: getAddress(to),
          amount: formatUnits(l.args.value, token.decimals),
          blockNumber: Number(l.blockNumber),
          blockHash: l.blockHash ?? '',
          seenAt,
        },
      ];
    }),
  ];
  const lastBlock = blocks.at(-1);
  if (!lastBlock) return undefined;
  await deps.db.transaction(async (tx) => {
    const r = createEvmRepo(tx);
    await r.saveTransfers(found);
    await r.saveBlocks(
      config.network,
      blocks.slice(-(config.finalityDepth * 4 + 64)).map((b) => ({ number: Number(b.number), hash: b.hash })),
      to - (config.finalityDepth * 4 + 64),
    );
    await r.setCursor(config.network, to, lastBlock.hash, deps.now);
  });
  return lastBlock.hash;
}

/** Each block's parent is the one before it, the first's the cursor: one unbroken chain. */
function linked(blocks: Block<bigint, true>[], parentHash: string): boolean {
  let expected = parentHash;
  for (const b of blocks) {
    if (b.parentHash !== expected || !b.hash) return false;
    expected = b.hash;
  }
  return true;
}
