import type { MultisigWithdrawalStatus } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, coinNetwork, idRef, money, timestamps } from './columns';
import { userRef } from './users';

/** A multisig wallet: its withdrawals need `min_signatures` of its owners' signatures. */
export const multisigWallets = pgTable(
  'multisig_wallets',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    name: text('name').notNull(),
    minSignatures: smallint('min_signatures').notNull(),
    /** The nonce the next proposal takes: every proposal uses one up, so old signatures never count again. */
    nextNonce: integer('next_nonce').notNull().default(0),
    deletedAt: at('deleted_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('multisig_wallets_user_idx').on(t.userId),
    check('multisig_wallets_min_signatures', sql`${t.minSignatures} >= 2`),
  ],
);

/** A signing address (EIP-55 checksummed) of a wallet's owner; the key stays with the owner. */
export const multisigOwners = pgTable(
  'multisig_owners',
  {
    walletId: idRef('wallet_id', () => multisigWallets.id),
    address: text('address').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ name: 'multisig_owners_pk', columns: [t.walletId, t.address] })],
);

/** A wallet's deposit address on a chain family, derived once. */
export const multisigAddresses = pgTable(
  'multisig_addresses',
  {
    id: serial('id').primaryKey(),
    walletId: idRef('wallet_id', () => multisigWallets.id),
    chain: text('chain').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull(),
  },
  (t) => [
    unique('multisig_addresses_address_unique').on(t.address),
    unique('multisig_addresses_wallet_chain').on(t.walletId, t.chain),
  ],
);

/** A coin on a network that a wallet enabled (add coin). */
export const multisigCoins = pgTable(
  'multisig_coins',
  {
    walletId: idRef('wallet_id', () => multisigWallets.id),
    ...coinNetwork(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ name: 'multisig_coins_pk', columns: [t.walletId, t.coin, t.network] })],
);

/** An incoming chain transfer to a wallet's address, followed to its credit. */
export const multisigDeposits = pgTable(
  'multisig_deposits',
  {
    id: serial('id').primaryKey(),
    walletId: idRef('wallet_id', () => multisigWallets.id),
    ...coinNetwork(),
    address: text('address').notNull(),
    txId: text('tx_id').notNull(),
    amount: money('amount').notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    transferId: text('transfer_id'),
    creditedAt: at('credited_at'),
    ...timestamps(),
  },
  (t) => [
    unique('multisig_deposits_network_tx').on(t.network, t.txId),
    index('multisig_deposits_wallet_idx').on(t.walletId, t.id),
  ],
);

/** A proposed withdrawal: reserved at once, sent when enough owners signed, voided if it fails or expires. */
export const multisigWithdrawals = pgTable(
  'multisig_withdrawals',
  {
    id: serial('id').primaryKey(),
    walletId: idRef('wallet_id', () => multisigWallets.id),
    nonce: integer('nonce').notNull(),
    requestKey: text('request_key'),
    ...coinNetwork(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: smallint('status').$type<MultisigWithdrawalStatus>().notNull(),
    failure: text('failure').$type<'expired' | 'refused' | 'chainFailed'>(),
    expiresAt: at('expires_at').notNull(),
    txId: text('tx_id'),
    ...timestamps(),
    completedAt: at('completed_at'),
  },
  (t) => [
    unique('multisig_withdrawals_wallet_nonce').on(t.walletId, t.nonce),
    unique('multisig_withdrawals_request_key_unique').on(t.requestKey),
    // 50009 held by the database too: one open (pending signature, signing, on chain) per wallet.
    uniqueIndex('multisig_withdrawals_one_open').on(t.walletId).where(sql`${t.status} in (0, 1, 2)`),
    index('multisig_withdrawals_status_idx').on(t.status, t.expiresAt),
  ],
);

/** One owner's verified signature over a withdrawal's typed message. */
export const multisigSignatures = pgTable(
  'multisig_signatures',
  {
    withdrawalId: idRef('withdrawal_id', () => multisigWithdrawals.id),
    signer: text('signer').notNull(),
    signature: text('signature').notNull(),
    signedAt: at('signed_at').notNull(),
  },
  (t) => [primaryKey({ name: 'multisig_signatures_pk', columns: [t.withdrawalId, t.signer] })],
);
