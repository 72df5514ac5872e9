import { HDKey } from '@scure/bip32';
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  type PublicClient,
  parseTransaction,
  parseUnits,
  toHex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../../../db/client';
import type { SweepCost } from '../chain';
import { createEvmRepo, type EvmSendRow, type EvmSweepRow } from './evm.repo';
import type { EvmChainConfig } from './evm-config';
import type { EvmSender } from './evm-sender';

/** A top-up sends this share more gas money than the send needs today: fees move between the two. */
const topUpMargin = (wei: bigint) => (wei * 5n) / 4n;

/**
 * Moves what the deposit addresses hold to the hot wallet, where withdrawals are paid from. ETH is
 * sent less its own gas; a token needs gas at its address first, which the hot wallet sends (a
 * "top-up") and the sweep waits for. Only funds `finalityDepth` deep move. Every send is a stored
 * send of the sender (once per reference, re-sent or replaced when stuck, never signed twice), so
 * a pass can stop anywhere and the next one, in this process or another, carries on. What a sweep
 * cost in gas is known once it is final, and booked once by the caller (`costs`, `booked`).
 */
export function createEvmSweeper(deps: {
  db: Db;
  client: PublicClient;
  config: EvmChainConfig & { sweepKey: string };
  sender: EvmSender;
}) {
  const { client, config, sender } = deps;
  const repo = createEvmRepo(deps.db);
  const receiveKeys = HDKey.fromExtendedKey(config.sweepKey).deriveChild(0);
  const hotWallet = sender.address as Address;

  /** The key of the deposit address at `index` (the private half of the xpub's child). */
  function keyAt(index: number) {
    const key = receiveKeys.deriveChild(index).privateKey;
    if (!key) throw new Error('the sweep key has no private key');
    return privateKeyToAccount(toHex(key));
  }

  const tokenOf = (coin: string) => config.tokens.find((t) => t.coin === coin);
  const isNative = (coin: string) => coin === config.nativeCoin;

  const tokenBalance = (contract: Address, address: Address, blockNumber?: bigint) =>
    client.readContract({
      address: contract,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
      ...(blockNumber === undefined ? {} : { blockNumber }),
    });

  /** The receipt of whichever of a send's transactions was mined. */
  async function minedReceipt(row: EvmSendRow) {
    for (const hash of [row.txHash, ...row.earlierHashes]) {
      const receipt = await client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined);
      if (receipt) return receipt;
    }
    return undefined;
  }

  /** What the sweep's transactions cost in gas, in wei (the top-up's too: the hot wallet paid it). */
  async function gasWei(sweep: EvmSweepRow) {
    let total = 0n;
    for (const reference of [sweep.gasReference, sweep.id]) {
      const row = reference ? await sender.stored(reference) : undefined;
      const receipt = row ? await minedReceipt(row) : undefined;
      if (receipt) total += receipt.gasUsed * receipt.effectiveGasPrice;
    }
    return total;
  }

  /** Signs (once) and sends the sweep itself from the deposit address, paying at most what it holds for gas. */
  async function sendSweep(sweep: EvmSweepRow, now: Date) {
    const from = keyAt(sweep.derivationIndex);
    const address = sweep.address as Address;
    const token = tokenOf(sweep.coin);
    if (!token) {
      // ETH: all it holds at signing, less the gas at the fees it is signed with.
      const held = await client.getBalance({ address });
      const row = await sender.sendOwn({
        reference: sweep.id,
        from,
        what: (fee) => ({
          to: hotWallet,
          value: held - config.nativeGasLimit * fee.maxFeePerGas,
          gas: config.nativeGasLimit,
        }),
        now,
      });
      const value = parseTransaction(row.raw as Hex).value ?? 0n;
      await repo.updateSweep(sweep.id, { amount: formatEther(value), updatedAt: now });
      return row;
    }
    const gasMoney = await client.getBalance({ address });
    return sender.sendOwn({
      reference: sweep.id,
      from,
      what: () => ({
        to: token.contract,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'transfer',
          args: [hotWallet, parseUnits(sweep.amount, token.decimals)],
        }),
        gas: config.tokenGasLimit,
      }),
      feeCap: gasMoney / config.tokenGasLimit,
      now,
    });
  }

  /** Moves an open sweep on: its top-up mined → the sweep sent; the sweep final → done (or failed). */
  async function advance(sweep: EvmSweepRow, now: Date) {
    if (sweep.status === 'topUp' && sweep.gasReference) {
      const topUp = await sender.stored(sweep.gasReference);
      const status = topUp ? await sender.status(topUp.txHash, now) : undefined;
      if (!status || status.confirmations < 1) return;
      if (status.failed) {
        await repo.updateSweep(sweep.id, {
          status: 'failed',
          gasWei: (await gasWei(sweep)).toString(),
          updatedAt: now,
        });
        return;
      }
      await sendSweep(sweep, now);
      await repo.updateSweep(sweep.id, { status: 'sending', updatedAt: now });
      return;
    }
    // Signed (and sent) before; after a restart this also lends the sender the address's key again.
    const row = await sendSweep(sweep, now);
    const status = await sender.status(row.txHash, now);
    if (!status) return;
    if (status.failed || status.confirmations >= config.finalityDepth)
      await repo.updateSweep(sweep.id, {
        status: status.failed ? 'failed' : 'done',
        gasWei: (await gasWei(sweep)).toString(),
        updatedAt: now,
      });
  }

  /** Opens a sweep of what `address` holds of `coin` at depth, when it is worth its gas. */
  async function start(
    candidate: { address: string; coin: string; derivationIndex: number },
    depthBlock: bigint,
    now: Date,
  ) {
    const address = candidate.address as Address;
    const minimum = config.sweepMinimums[candidate.coin];
    const token = tokenOf(candidate.coin);
    if (!minimum || (!token && !isNative(candidate.coin))) return;
    const fee = await sender.fees();
    let amount: bigint;
    let gasNeeded = 0n;
    if (token) {
      const [deep, now_] = await Promise.all([
        tokenBalance(token.contract, address, depthBlock),
        tokenBalance(token.contract, address),
      ]);
      amount = deep < now_ ? deep : now_;
      if (amount < parseUnits(minimum, token.decimals)) return;
      const needed = config.tokenGasLimit * fee.maxFeePerGas;
      const gasMoney = await client.getBalance({ address });
      if (gasMoney < needed) gasNeeded = topUpMargin(needed) - gasMoney;
    } else {
      const [deep, now_] = await Promise.all([
        client.getBalance({ address, blockNumber: depthBlock }),
        client.getBalance({ address }),
      ]);
      amount = (deep < now_ ? deep : now_) - config.nativeGasLimit * fee.maxFeePerGas;
      if (amount < parseUnits(minimum, 18)) return;
    }
    const count = await repo.sweepCount(config.network, candidate.address, candidate.coin);
    const id = `sweep:${config.network}:${candidate.address}:${candidate.coin}:${count + 1}`;
    const sweep = await repo.openSweep({
      id,
      network: config.network,
      address: candidate.address,
      derivationIndex: candidate.derivationIndex,
      coin: candidate.coin,
      amount: token ? formatUnits(amount, token.decimals) : formatEther(amount),
      status: gasNeeded > 0n ? 'topUp' : 'sending',
      gasReference: gasNeeded > 0n ? `${id}:gas` : null,
      createdAt: now,
      updatedAt: now,
    });
    // One is open for the address already (this pass's other coin, or another process's): later.
    if (!sweep) return;
    if (sweep.gasReference)
      await sender.sendOwn({
        reference: sweep.gasReference,
        what: () => ({ to: address, value: gasNeeded, gas: config.nativeGasLimit }),
        now,
      });
    else await sendSweep(sweep, now);
  }

  return {
    /** One pass: open sweeps moved on, new ones opened; the ended sweeps' costs not booked yet. */
    async pass(now: Date): Promise<SweepCost[]> {
      const head = await client.getBlockNumber();
      for (const sweep of await repo.openSweeps(config.network)) await advance(sweep, now);
      const depthBlock = head - BigInt(config.finalityDepth) + 1n;
      if (depthBlock > 0n)
        for (const candidate of await repo.sweepCandidates(
          config.network,
          config.nativeCoin,
          Number(depthBlock),
        ))
          await start(candidate, depthBlock, now);
      return (await repo.unbookedSweeps(config.network)).map((s) => ({
        id: s.id,
        network: s.network,
        coin: config.nativeCoin,
        amount: formatEther(BigInt(s.gasWei ?? '0')),
      }));
    },
    booked: (id: string, now: Date) => repo.markSweepBooked(id, now),
    /** The deposit address at `index`, from the private key (checked against the xpub's at start). */
    addressAt: (index: number) => keyAt(index).address,
  };
}
export type EvmSweeper = ReturnType<typeof createEvmSweeper>;
