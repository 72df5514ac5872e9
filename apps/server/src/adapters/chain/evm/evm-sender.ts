import {
  type Address,
  BaseError,
  encodeFunctionData,
  erc20Abi,
  FeeCapTooHighError,
  type Hex,
  IntrinsicGasTooHighError,
  IntrinsicGasTooLowError,
  keccak256,
  NonceMaxValueError,
  NonceTooLowError,
  type PublicClient,
  parseTransaction,
  parseUnits,
  TipAboveFeeCapError,
  type TransactionSerializableEIP1559,
  TransactionTypeNotSupportedError,
} from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { getNodeError } from 'viem/utils';
import type { Db } from '../../../db/client';
import { ChainRefusal, type OutgoingStatus } from '../chain';
import { createEvmRepo, type EvmSendRow } from './evm.repo';
import type { EvmChainConfig } from './evm-config';

interface SenderDeps {
  db: Db;
  client: PublicClient;
  config: EvmChainConfig;
}

export interface Fees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** Node refusals that no later moment changes for this signed transaction (viem's reading of them). */
const invalidForGood = [
  IntrinsicGasTooLowError,
  IntrinsicGasTooHighError,
  TipAboveFeeCapError,
  FeeCapTooHighError,
  TransactionTypeNotSupportedError,
  NonceMaxValueError,
];

/**
 * What a broadcast's error says for good: the nonce is someone else's now (`nonceUsed`), or the
 * transaction itself can never be taken (`invalid`); undefined for anything that may pass later
 * (a network error, funds short, fees too low for now).
 */
export function refusalOf(error: unknown): 'nonceUsed' | 'invalid' | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const node = getNodeError(error, {});
  if (node instanceof NonceTooLowError) return 'nonceUsed';
  return invalidForGood.some((refusal) => node instanceof refusal) ? 'invalid' : undefined;
}

/** A replacement must raise both fees by at least 10 % for nodes to take it; 12.5 % leaves room. */
const bump = (value: bigint) => (value * 9n) / 8n + 1n;
const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);

/** What a transaction does: the fields signed besides its nonce and fees. */
export interface EvmCall {
  to: Address;
  value: bigint;
  data?: Hex;
  gas: bigint;
}

/**
 * The hot wallet (and, for sweeps, the deposit addresses' keys): signs each send once with the
 * sender's next nonce from the database, stores the signed transaction before broadcasting it,
 * and from then on only re-sends it (a retry, a restart) or replaces it with higher fees at the
 * same nonce when it is stuck.
 */
export function createEvmSender(deps: SenderDeps) {
  const { client, config } = deps;
  const account = privateKeyToAccount(config.hotWalletKey);
  const repo = createEvmRepo(deps.db);
  /** The keys this sender signs with, by lower-cased address: the hot wallet's and those lent by sweeps. */
  const signers = new Map<string, PrivateKeyAccount>([[account.address.toLowerCase(), account]]);
  const signerOf = (address: string) => {
    const signer = signers.get(address.toLowerCase());
    if (!signer) throw new Error(`evm send from ${address}: no key for it in this process`);
    return signer;
  };

  /** EIP-1559 fees from the node, at least `floor` raised by a replacement's step, never above the cap. */
  async function fees(floor?: Fees): Promise<Fees> {
    const estimate = await client.estimateFeesPerGas();
    let maxFeePerGas = estimate.maxFeePerGas;
    let maxPriorityFeePerGas = estimate.maxPriorityFeePerGas;
    if (floor) {
      maxFeePerGas = maxOf(maxFeePerGas, bump(floor.maxFeePerGas));
      maxPriorityFeePerGas = maxOf(maxPriorityFeePerGas, bump(floor.maxPriorityFeePerGas));
    }
    maxFeePerGas = minOf(maxFeePerGas, config.maxFeePerGasCap);
    return { maxFeePerGas, maxPriorityFeePerGas: minOf(maxPriorityFeePerGas, maxFeePerGas) };
  }

  /**
   * What a withdrawal sends: value to the address for the native coin, a `transfer` call for a
   * token. Gas limits are fixed rather than estimated: an estimate would fail on a transfer that
   * would revert, leaving it neither sent nor refused, where a mined revert is refunded.
   */
  function call(input: { coin: string; toAddress: string; amount: string }): EvmCall {
    const to = input.toAddress as Address;
    if (input.coin === config.nativeCoin)
      return { to, value: parseUnits(input.amount, 18), gas: config.nativeGasLimit };
    const token = config.tokens.find((t) => t.coin === input.coin);
    if (!token) throw new ChainRefusal(`${input.coin} is not a token of ${config.network}`);
    return {
      to: token.contract,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, parseUnits(input.amount, token.decimals)],
      }),
      gas: config.tokenGasLimit,
    };
  }

  async function sign(from: PrivateKeyAccount, tx: Omit<TransactionSerializableEIP1559, 'type' | 'chainId'>) {
    const raw = await from.signTransaction({ ...tx, type: 'eip1559', chainId: config.chainId });
    return { raw, txHash: keccak256(raw) };
  }

  /** Broadcasts the stored transaction; one the node already knows (or mined) counts as sent. */
  async function broadcast(row: Pick<EvmSendRow, 'reference' | 'raw' | 'txHash'>, at: Date) {
    try {
      await client.sendRawTransaction({ serializedTransaction: row.raw as Hex });
    } catch (error) {
      const known = await client.getTransaction({ hash: row.txHash as Hex }).catch(() => undefined);
      if (!known) throw error;
    }
    await repo.markSent(row.reference, at);
  }

  /**
   * Signs and stores the transaction of `reference`, or answers the one stored before. `what`
   * runs only when nothing is stored: it may size the call to the fees it is given.
   */
  async function signed(
    input: { reference: string; from: PrivateKeyAccount; what: (fee: Fees) => EvmCall; feeCap?: bigint },
    at: Date,
  ) {
    const stored = await repo.sendByReference(input.reference);
    if (stored) return stored;
    const { from } = input;
    const chainNonce = await client.getTransactionCount({ address: from.address, blockTag: 'pending' });
    const fee = await fees();
    if (input.feeCap !== undefined && fee.maxFeePerGas > input.feeCap) {
      fee.maxFeePerGas = input.feeCap;
      fee.maxPriorityFeePerGas = minOf(fee.maxPriorityFeePerGas, input.feeCap);
    }
    const what = input.what(fee);
    return deps.db.transaction(async (tx) => {
      const r = createEvmRepo(tx);
      const nonce = await r.lockNonce(config.network, from.address, chainNonce);
      // Under the lock: a twin of this call (another process) that got here first has stored it.
      const twin = await r.sendByReference(input.reference);
      if (twin) return twin;
      const { raw, txHash } = await sign(from, { ...what, nonce, ...fee });
      const saved = await r.saveSend({
        reference: input.reference,
        network: config.network,
        fromAddress: from.address,
        nonce,
        txHash,
        raw,
        maxFeePerGas: fee.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fee.maxPriorityFeePerGas.toString(),
        signedAt: at,
      });
      if (!saved) throw new Error(`evm send ${input.reference} stored twice`);
      await r.setNextNonce(config.network, from.address, nonce + 1);
      return saved;
    });
  }

  /**
   * Signs the same transaction again at its nonce with higher fees; false when the cap allows none.
   * `cancel` signs instead a 0-value transfer to the sender itself at that nonce: it takes the
   * place of a transaction the node refused for good, so the nonces after it are not held up.
   */
  async function replace(row: EvmSendRow, at: Date, cancel = false): Promise<boolean> {
    const fee = await fees({
      maxFeePerGas: BigInt(row.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(row.maxPriorityFeePerGas),
    });
    if (!cancel && fee.maxFeePerGas <= BigInt(row.maxFeePerGas)) return false;
    const old = parseTransaction(row.raw as Hex);
    if (!old.to || old.nonce === undefined) return false;
    const what =
      cancel || row.cancelled
        ? { to: row.fromAddress as Address, value: 0n, gas: config.nativeGasLimit }
        : { to: old.to, value: old.value, data: old.data, gas: old.gas };
    const next = await sign(signerOf(row.fromAddress), { ...what, nonce: old.nonce, ...fee });
    await repo.replaceSend(
      row.reference,
      {
        ...next,
        maxFeePerGas: fee.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fee.maxPriorityFeePerGas.toString(),
        signedAt: at,
        cancelled: cancel || row.cancelled,
      },
      row.txHash,
    );
    await broadcast({ reference: row.reference, ...next }, at);
    return true;
  }

  /** The receipt of whichever of the send's transactions was mined, and whether it was a cancel. */
  async function mined(row: EvmSendRow) {
    for (const hash of [row.txHash, ...row.earlierHashes]) {
      const receipt = await client.getTransactionReceipt({ hash: hash as Hex }).catch(() => undefined);
      if (!receipt) continue;
      if (!row.cancelled) return { receipt, cancel: false };
      // A cancel is the sender's 0-value, data-less transfer to itself; no withdrawal is that.
      const tx = await client.getTransaction({ hash: hash as Hex });
      const cancel =
        tx.to?.toLowerCase() === row.fromAddress.toLowerCase() && tx.value === 0n && tx.input === '0x';
      return { receipt, cancel };
    }
    return undefined;
  }

  return {
    address: account.address,
    /** The current fees, as a send signed now would pay them. */
    fees: () => fees(),

    async send(input: { coin: string; toAddress: string; amount: string; reference: string; now: Date }) {
      const row = await signed(
        { reference: input.reference, from: account, what: () => call(input) },
        input.now,
      );
      await broadcast(row, input.now);
      return row.txHash;
    },

    /**
     * A send of the platform's own (a sweep, its gas top-up) from `from` (the hot wallet when
     * absent), once per reference like a withdrawal's; the key stays known to this sender so a
     * stuck one can be replaced.
     */
    async sendOwn(input: {
      reference: string;
      from?: PrivateKeyAccount;
      what: (fee: Fees) => EvmCall;
      /** The most per gas this send may pay (what its sender holds for gas, say). */
      feeCap?: bigint;
      now: Date;
    }) {
      const from = input.from ?? account;
      signers.set(from.address.toLowerCase(), from);
      const row = await signed({ ...input, from }, input.now);
      await broadcast(row, input.now);
      return row;
    },

    /** The stored send of a reference, if any. */
    stored: (reference: string) => repo.sendByReference(reference),

    /** The stored transaction's id: it counts as sent, since only it may ever go out for the reference. */
    async sentByReference(reference: string) {
      return (await repo.sendByReference(reference))?.txHash;
    },

    /**
     * Mined: its confirmations, failed once a revert is `finalityDepth` deep. Not mined: re-sent
     * (a restart between storing and sending, a node that dropped it), or replaced when stuck.
     */
    async status(txId: string, now: Date): Promise<OutgoingStatus | undefined> {
      const row = await repo.sendByHash(config.network, txId);
      if (!row) return undefined;
      const head = await client.getBlockNumber();
      const found = await mined(row);
      if (found) {
        const confirmations = Number(head - found.receipt.blockNumber + 1n);
        if (found.receipt.status === 'success' && !found.cancel) return { confirmations, failed: false };
        // Reverted, or the cancel that took its place: failed once that is final.
        const final = confirmations >= config.finalityDepth;
        return { confirmations: final ? confirmations : 0, failed: final };
      }
      const stuck = now.getTime() - row.signedAt.getTime() > config.replaceAfterMs;
      if (stuck && (await replace(row, now))) return { confirmations: 0, failed: false };
      try {
        await broadcast(row, now);
      } catch (error) {
        // Anything that may pass later changes nothing: the next pass tries again.
        const refusal = refusalOf(error);
        // Another transaction took the nonce, final by now, and none of ours was mined: ours never will be.
        if (refusal === 'nonceUsed') {
          const deep = head - BigInt(config.finalityDepth) + 1n;
          const usedDeep =
            deep > 0n &&
            (await client.getTransactionCount({ address: row.fromAddress as Address, blockNumber: deep })) >
              row.nonce;
          if (usedDeep && !(await mined(row))) return { confirmations: config.finalityDepth, failed: true };
        }
        if (refusal === 'invalid' && !row.cancelled) await replace(row, now, true).catch(() => undefined);
      }
      return { confirmations: 0, failed: false };
    },
  };
}
export type EvmSender = ReturnType<typeof createEvmSender>;
