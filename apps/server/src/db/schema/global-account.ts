import type {
  BankChannel,
  FiatRecordType,
  GlobalAccountChannel,
  GlobalAccountStatus,
  GlobalPayInStatus,
} from '@coffer/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, money, timestamps } from './columns';
import { userRef } from './users';

/**
 * A user's global account (issue 34): applied for with a channel's documents, reviewed, created at
 * the bank partner; `status` is null once it is open (then its details exist per currency).
 */
export const globalAccounts = pgTable('global_accounts', {
  userId: userRef('user_id').primaryKey(),
  status: smallint('status').$type<GlobalAccountStatus>(),
  channel: text('channel').$type<GlobalAccountChannel>().notNull(),
  reason: text('reason'),
  bankCustomerId: text('bank_customer_id'),
  submittedAt: at('submitted_at').notNull(),
  openedAt: at('opened_at'),
  ...timestamps(),
});

/**
 * The account details the bank issued a user in one currency. `account_key` is the details as one
 * comparable key (the IBAN, sort code + account, ABA + account): how an incoming payment finds its owner.
 */
export const globalAccountDetails = pgTable(
  'global_account_details',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    currency: text('currency').notNull(),
    paymentType: text('payment_type').$type<BankChannel>().notNull(),
    account: jsonb('account').$type<Record<string, string>>().notNull(),
    accountKey: text('account_key').notNull().unique(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('global_account_details_user_currency').on(t.userId, t.currency)],
);

/** A document file of a user's application: an upload (its checks done) filed under a channel's field. */
export const globalAttachments = pgTable(
  'global_attachments',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    channel: text('channel').$type<GlobalAccountChannel>().notNull(),
    fieldKey: text('field_key').notNull(),
    fileId: text('file_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('global_attachments_user_idx').on(t.userId, t.channel)],
);

/** A payer account allowed to pay in (from `usable_from`); one live entry per payer account and user. */
export const globalPayWhitelist = pgTable(
  'global_pay_whitelist',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    currency: text('currency').notNull(),
    paymentType: text('payment_type').$type<BankChannel>().notNull(),
    country: text('country').notNull(),
    holderName: text('holder_name').notNull(),
    friendlyName: text('friendly_name').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    payerKey: text('payer_key').notNull(),
    usableFrom: at('usable_from').notNull(),
    deletedAt: at('deleted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('global_pay_whitelist_one_live').on(t.userId, t.payerKey).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * An incoming payment to a user's account details, once per bank transfer id: credited (through
 * the ledger, less the pay-in fee) or waiting for the operator, who credits or returns it.
 */
export const globalPayIns = pgTable(
  'global_payins',
  {
    id: text('id').primaryKey(),
    bankTransferId: text('bank_transfer_id').notNull().unique(),
    userId: userRef('user_id'),
    currency: text('currency').notNull(),
    paymentType: text('payment_type').$type<BankChannel>().notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: smallint('status').$type<GlobalPayInStatus>().notNull(),
    reviewReason: text('review_reason'),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account').notNull(),
    payerKey: text('payer_key').notNull(),
    whitelistId: integer('whitelist_id'),
    reference: text('reference').notNull(),
    /** The operator's words when returning it (the user sees the status). */
    note: text('note'),
    completedAt: at('completed_at'),
    ...timestamps(),
  },
  (t) => [index('global_payins_user_idx').on(t.userId, t.createdAt)],
);

/** A move between the cash and the global account (record type fiat-to-global or global-to-fiat). */
export const globalMoves = pgTable(
  'global_moves',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    recordType: smallint('record_type').$type<FiatRecordType>().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('global_moves_user_idx').on(t.userId, t.createdAt)],
);
