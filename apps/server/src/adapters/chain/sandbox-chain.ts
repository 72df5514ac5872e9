import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxChainTxs } from '../../db/schema';
import { type Chain, deriveAddress } from './addresses';
import type { ChainAdapter, IncomingTx } from './chain';

/**
 * Account-level public keys of BIP39's published test mnemonic ("abandon … about"), at
 * m/84'/0'/0', m/44'/60'/0' and m/44'/195'/0'. Real formats, but anyone can spend from them:
 * a deployment sets CHAIN_XPUB_BITCOIN / _ETHEREUM / _TRON to its own keys.
 */
export const sandboxXpubs: Record<Chain, string> = {
  bitcoin:
    'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V',
  ethereum:
    'xpub6DCoCpSuQZB2jawqnGMEPS63ePKWkwWPH4TU45Q7LPXWuNd8TMtVxRrgjtEshuqpK3mdhaWHPFsBngh5GFZaM6si3yZdUsT8ddYM3PwnATt',
  tron: 'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd',
};

/** Sandbox block times: quick enough for a demo to watch a deposit confirm in seconds. */
export const sandboxBlockMs: Record<string, number> = { BTC: 2000, ERC20: 500, TRC20: 300 };
const defaultBlockMs = 1000;
/** How far back the scanner looks; far longer than any network needs to confirm here. */
const windowMs = 24 * 3600 * 1000;
const scanLimit = 1000;

const txHash = (seed: string, network: string) => {
  const digest = createHash('sha256').update(seed).digest('hex');
  return network === 'ERC20' ? `0x${digest}` : digest;
};

/** Confirmations grow by one per block time from the block the transaction went into. */
const confirmationsAt = (network: string, minedAt: Date, now: Date) =>
  Math.max(
    0,
    Math.floor((now.getTime() - minedAt.getTime()) / (sandboxBlockMs[network] ?? defaultBlockMs)) + 1,
  );

export interface SandboxChain extends ChainAdapter {
  /** The operator's "send a deposit" (`ops chain:deposit`): a transfer lands in the next block. */
  deposit(input: {
    network: string;
    coin: string;
    toAddress: string;
    amount: string;
    now: Date;
  }): Promise<string>;
  /** Makes a sent transaction fail on chain (to exercise the refund path). */
  fail(txId: string): Promise<void>;
}

/**
 * The keys addresses derive from: the configured ones, the sandbox keys for any left unset. An
 * unset variable arrives as `undefined`, which must not replace a default (a plain object spread
 * would, and every new deposit address would then fail).
 */
export function chainXpubs(
  configured: Partial<Record<Chain, string | undefined>> = {},
): Record<Chain, string> {
  return {
    bitcoin: configured.bitcoin || sandboxXpubs.bitcoin,
    ethereum: configured.ethereum || sandboxXpubs.ethereum,
    tron: configured.tron || sandboxXpubs.tron,
  };
}

export function createSandboxChain(
  db: Db,
  configured: Partial<Record<Chain, string | undefined>> = {},
): SandboxChain {
  const xpubs = chainXpubs(configured);
  return {
    depositAddress: (chain, index) => deriveAddress(chain, xpubs[chain], index),

    async recentIncoming(now) {
      const rows = await db
        .select()
        .from(sandboxChainTxs)
        .where(
          and(
            eq(sandboxChainTxs.direction, 'in'),
            gte(sandboxChainTxs.minedAt, new Date(now.getTime() - windowMs)),
          ),
        )
        .orderBy(desc(sandboxChainTxs.minedAt), desc(sandboxChainTxs.id))
        .limit(scanLimit);
      return rows.map(
        (r): IncomingTx => ({
          network: r.network,
          coin: r.coin,
          txId: r.txId,
          toAddress: r.toAddress,
          amount: r.amount,
          confirmations: r.failed ? 0 : confirmationsAt(r.network, r.minedAt, now),
        }),
      );
    },

    async deposit(input) {
      const txId = txHash(randomBytes(32).toString('hex'), input.network);
      await db.insert(sandboxChainTxs).values({ ...input, txId, direction: 'in', minedAt: input.now });
      return txId;
    },

    async send(input) {
      const txId = txHash(`withdrawal:${input.reference}`, input.network);
      await db
        .insert(sandboxChainTxs)
        .values({
          network: input.network,
          coin: input.coin,
          toAddress: input.toAddress,
          amount: input.amount,
          txId,
          direction: 'out',
          minedAt: input.now,
        })
        .onConflictDoNothing();
      return txId;
    },

    async sentByReference(network, reference) {
      const txId = txHash(`withdrawal:${reference}`, network);
      const [row] = await db
        .select({ txId: sandboxChainTxs.txId })
        .from(sandboxChainTxs)
        .where(and(eq(sandboxChainTxs.txId, txId), eq(sandboxChainTxs.direction, 'out')));
      return row?.txId;
    },

    async outgoingStatus(network, txId, now) {
      const [row] = await db.select().from(sandboxChainTxs).where(eq(sandboxChainTxs.txId, txId));
      if (!row || row.network !== network) return undefined;
      return {
        confirmations: row.failed ? 0 : confirmationsAt(network, row.minedAt, now),
        failed: row.failed,
      };
    },

    async fail(txId) {
      await db.update(sandboxChainTxs).set({ failed: true }).where(eq(sandboxChainTxs.txId, txId));
    },
  };
}
