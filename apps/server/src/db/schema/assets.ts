import { type DepositStatus, type WalletType, type WithdrawalStatus, walletType } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, coinNetwork, keyRef, money } from './columns';
import { userRef } from './users';

/** A coin or fiat currency the platform holds. `decimals`: what a user may enter and is shown. */
export const coins = pgTable('coins', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  decimals: smallint('decimals').notNull(),
  isFiat: boolean('is_fiat').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  transferEnabled: boolean('transfer_enabled').notNull().default(true),
  /** Charged on an internal transfer between wallets; 0 by default. */
  transferFee: money('transfer_fee').notNull().default('0'),
  /** Most a user may move between wallets in 24 hours; null: no limit. */
  transferDailyMax: money('transfer_daily_max'),
});

/** A column naming a coin of the catalogue (`coins.code`), required. */
export const coinRef = (name: string) => keyRef(name, () => coins.code);

/** How a coin travels on one network: deposits, withdrawals, their limits and switches. */
export const coinNetworks = pgTable(
  'coin_networks',
  {
    coin: coinRef('coin'),
    network: text('network').notNull(),
    networkName: text('network_name').notNull(),
    /** Address family: bitcoin, ethereum (ERC-20) or tron (TRC-20). */
    chain: text('chain').notNull(),
    contractAddress: text('contract_address'),
    minDeposit: money('min_deposit').notNull(),
    confirmations: integer('confirmations').notNull(),
    withdrawFee: money('withdraw_fee').notNull(),
    withdrawMin: money('withdraw_min').notNull(),
    withdrawMax: money('withdraw_max').notNull(),
    withdrawDailyMax: money('withdraw_daily_max').notNull(),
    /** At or above this amount a withdrawal waits for an operator's review. */
    reviewThreshold: money('review_threshold').notNull(),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawEnabled: boolean('withdraw_enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coin, t.network] })],
);

/** One deposit address per user and address family, derived from the family's extended public key. */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    chain: text('chain').notNull(),
    derivationIndex: integer('derivation_index').notNull(),
    address: text('address').notNull().unique(),
    /** The wallet it serves: spot for users; the cloud wallet for a merchant's merchant-host calls. */
    walletType: smallint('wallet_type').$type<WalletType>().notNull().default(walletType.members.spot),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('deposit_addresses_user_chain_wallet').on(t.userId, t.chain, t.walletType),
    unique().on(t.chain, t.derivationIndex),
  ],
);

/** An incoming chain transfer to a user's address, as the platform follows it to the credit. */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    ...coinNetwork(),
    address: text('address').notNull(),
    txId: text('tx_id').notNull(),
    amount: money('amount').notNull(),
    /** The wallet it serves: spot for users; the cloud wallet for a merchant's merchant-host calls. */
    walletType: smallint('wallet_type').$type<WalletType>().notNull().default(walletType.members.spot),
    confirmations: integer('confirmations').notNull().default(0),
    requiredConfirmations: integer('required_confirmations').notNull(),
    status: smallint('status').$type<DepositStatus>().notNull(),
    /** The ledger transfer that credited it (its id is derived from the chain transaction). */
    transferId: text('transfer_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    creditedAt: at('credited_at'),
    /**
     * When the chain reported its transaction gone in a reorg after it was credited (deeper than
     * the network's confirmations): nothing is taken back automatically; an operator decides.
     */
    reorgedAt: at('reorged_at'),
    /** Every change (confirmations, status): the live-update feed follows it. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('deposits_chain_tx').on(t.network, t.txId),
    index('deposits_user_idx').on(t.userId, t.createdAt),
    index('deposits_updated_idx').on(t.updatedAt),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A crypto withdrawal. Apply reserves amount + fee in the ledger at once; the reservations are
 * posted when the chain confirms, voided when the user revokes, review rejects or the chain fails.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    /** The public reference (`rid` of ConfirmTransactionOut). */
    rid: text('rid').notNull().unique(),
    /** `<user id>:<requestId>` when the client sent one: a retried apply finds the first. */
    requestKey: text('request_key').unique(),
    userId: userRef('user_id'),
    ...coinNetwork(),
    address: text('address').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    /** The wallet it serves: spot for users; the cloud wallet for a merchant's merchant-host calls. */
    walletType: smallint('wallet_type').$type<WalletType>().notNull().default(walletType.members.spot),
    status: smallint('status').$type<WithdrawalStatus>().notNull(),
    /** sha256 of the one-time confirmation code; cleared once used. */
    codeHash: text('code_hash'),
    codeExpiresAt: at('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    confirmedAt: at('confirmed_at'),
    reviewedAt: at('reviewed_at'),
    reviewNote: text('review_note'),
    txId: text('tx_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    completedAt: at('completed_at'),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status),
    index('withdrawals_updated_idx').on(t.updatedAt),
    check('withdrawals_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
  ],
);

/**
 * The address book. A new address is usable after a cool-off; one the user had whitelisted before
 * (a deleted entry is kept, marked deleted) is usable at once when added again.
 */
export const userCoinAddresses = pgTable(
  'user_coin_addresses',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    ...coinNetwork(),
    address: text('address').notNull(),
    label: text('label').notNull().default(''),
    usableFrom: at('usable_from').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    unique('user_coin_addresses_key').on(t.userId, t.coin, t.network, t.address),
    index('user_coin_addresses_user_idx').on(t.userId),
  ],
);

/** The sandbox blockchain: what "the chain" holds in a demo (the sandbox adapter's own table). */
export const sandboxChainTxs = pgTable(
  'sandbox_chain_txs',
  {
    id: serial('id').primaryKey(),
    network: text('network').notNull(),
    txId: text('tx_id').notNull().unique(),
    coin: text('coin').notNull(),
    direction: text('direction').notNull(),
    toAddress: text('to_address').notNull(),
    amount: money('amount').notNull(),
    /** When the transaction entered a block; confirmations grow with the network's block time. */
    minedAt: at('mined_at').notNull(),
    failed: boolean('failed').notNull().default(false),
  },
  (t) => [index('sandbox_chain_txs_mined_idx').on(t.direction, t.minedAt)],
);
