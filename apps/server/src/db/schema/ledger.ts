import type { WalletType } from '@coffer/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { users } from './users';

/** numeric(38,18): every amount and balance (DESIGN §4); read as a string, never a float. */

/**
 * One row per (owner, asset, wallet type) for users and per (role, asset, network) for the
 * platform. Balances follow TigerBeetle: four running sums; the balance is credits − debits, the
 * frozen part is debits_pending. Only the SQL functions of the ledger migration write them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerUserId: integer('owner_user_id').references(() => users.id),
    /** custody, fees, escrow, marketMaker, earnPool: null for a user's account. */
    systemRole: text('system_role'),
    asset: text('asset').notNull(),
    /** walletType of the contract for a user account; null for a system account. */
    walletType: smallint('wallet_type').$type<WalletType>(),
    /** Custody is per network (BTC, ERC20, TRC20 …); '' where the network does not matter. */
    network: text('network').notNull().default(''),
    /** Debits may never exceed credits (posted and pending): every user account, some system ones. */
    mustNotOverdraw: boolean('must_not_overdraw').notNull(),
    debitsPending: money('debits_pending').notNull().default('0'),
    debitsPosted: money('debits_posted').notNull().default('0'),
    creditsPending: money('credits_pending').notNull().default('0'),
    creditsPosted: money('credits_posted').notNull().default('0'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_key')
      .on(t.ownerUserId, t.systemRole, t.asset, t.walletType, t.network)
      .nullsNotDistinct(),
    check('ledger_accounts_owner_or_role', sql`(${t.ownerUserId} is null) <> (${t.systemRole} is null)`),
    check(
      'ledger_accounts_user_shape',
      sql`${t.ownerUserId} is null or (${t.walletType} is not null and ${t.mustNotOverdraw})`,
    ),
    check(
      'ledger_accounts_sums_nonnegative',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    check(
      'ledger_accounts_no_overdraw',
      sql`not ${t.mustNotOverdraw} or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`,
    ),
  ],
);

/**
 * Immutable: inserted once by the ledger functions, never updated or deleted. The id is the
 * idempotency key. kind: 0 posted at once, 1 pending (reserves), 2 posts a pending one, 3 voids it.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').primaryKey(),
    kind: smallint('kind').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset').notNull(),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    /** For kinds 2 and 3: the pending transfer this resolves. */
    pendingId: text('pending_id'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_kind', sql`${t.kind} between 0 and 3`),
    check('ledger_transfers_accounts_differ', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check('ledger_transfers_pending_ref', sql`(${t.pendingId} is not null) = (${t.kind} >= 2)`),
    check('ledger_transfers_id_shape', sql`length(${t.id}) between 1 and 128`),
    // A pending transfer is posted or voided at most once: a second resolution cannot be stored.
    uniqueIndex('ledger_transfers_resolved_once').on(t.pendingId),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
  ],
);
