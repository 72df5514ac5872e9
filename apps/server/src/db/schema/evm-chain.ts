import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money } from './columns';

/** Where the EVM scanner stands on a network: the last block it read, with its hash. */
export const evmCursors = pgTable('evm_cursors', {
  network: text('network').primaryKey(),
  blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
  blockHash: text('block_hash').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/** The hashes of the recent blocks the scanner read: a changed hash is a reorg, and its fork point. */
export const evmBlocks = pgTable(
  'evm_blocks',
  {
    network: text('network').notNull(),
    number: bigint('number', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [primaryKey({ name: 'evm_blocks_pk', columns: [t.network, t.number] })],
);

/**
 * A transfer to one of our addresses as the scanner found it: a native one (log index -1) or an
 * ERC-20 `Transfer` log. `removed` when its block left the chain in a reorg.
 */
export const evmTransfers = pgTable(
  'evm_transfers',
  {
    network: text('network').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    coin: text('coin').notNull(),
    toAddress: text('to_address').notNull(),
    amount: money('amount').notNull(),
    blockNumber: bigint('block_number', { mode: 'number' }).notNull(),
    blockHash: text('block_hash').notNull(),
    removed: boolean('removed').notNull().default(false),
    seenAt: at('seen_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'evm_transfers_pk', columns: [t.network, t.txHash, t.logIndex] }),
    index('evm_transfers_seen_idx').on(t.network, t.seenAt),
  ],
);

/** The hot wallet's next nonce per network, assigned under a row lock (one sender, no gaps). */
export const evmNonces = pgTable(
  'evm_nonces',
  {
    network: text('network').notNull(),
    address: text('address').notNull(),
    nextNonce: bigint('next_nonce', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'evm_nonces_pk', columns: [t.network, t.address] })],
);

/**
 * A withdrawal's signed transaction, stored before it is broadcast: a retry or a restart re-sends
 * `raw`, never signs again. A replacement (same nonce, higher fees) moves the old hash to
 * `earlierHashes`, since either may be the one mined.
 */
export const evmSends = pgTable(
  'evm_sends',
  {
    reference: text('reference').primaryKey(),
    network: text('network').notNull(),
    fromAddress: text('from_address').notNull(),
    nonce: bigint('nonce', { mode: 'number' }).notNull(),
    txHash: text('tx_hash').notNull(),
    raw: text('raw').notNull(),
    /** Wei, as integers of any size. */
    maxFeePerGas: numeric('max_fee_per_gas', { precision: 78, scale: 0 }).notNull(),
    maxPriorityFeePerGas: numeric('max_priority_fee_per_gas', { precision: 78, scale: 0 }).notNull(),
    earlierHashes: jsonb('earlier_hashes').$type<string[]>().notNull().default([]),
    /**
     * The node refused the transaction for good (not a network error): a 0-value transfer to
     * itself at the same nonce took its place, so later nonces are not held up; the send failed.
     */
    cancelled: boolean('cancelled').notNull().default(false),
    signedAt: at('signed_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    unique('evm_sends_nonce_unique').on(t.network, t.fromAddress, t.nonce),
    index('evm_sends_hash_idx').on(t.txHash),
  ],
);

/**
 * Moving what a deposit address holds to the hot wallet. A token sweep first has the hot wallet
 * send the address the gas it needs (`gasReference`); the sweep itself is `id`'s send. Both are
 * rows of `evm_sends`, so each goes out once. `gasWei` is what both cost once final; `bookedAt`
 * when that cost went into the ledger. One open sweep per address: a token's sweep pays its gas
 * from the ETH the address holds, which an ETH sweep open beside it would take.
 */
export const evmSweeps = pgTable(
  'evm_sweeps',
  {
    id: text('id').primaryKey(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    coin: text('coin').notNull(),
    amount: money('amount').notNull(),
    /** topUp (waiting for its gas), sending, done, failed. */
    status: text('status').notNull(),
    gasReference: text('gas_reference'),
    gasWei: numeric('gas_wei', { precision: 78, scale: 0 }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    bookedAt: at('booked_at'),
  },
  (t) => [
    uniqueIndex('evm_sweeps_one_open')
      .on(t.network, t.address)
      .where(sql`${t.status} in ('topUp', 'sending')`),
  ],
);
