import type { BankChannel, CashOrderStatus, FiatAccountStatus, FiatRecordType } from '@coffer/contract';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { at, money, timestamps } from './columns';
import { userRef } from './users';

/**
 * A user's fiat account (spec §4): applied for (awaiting review), being created at the bank
 * partner, or sent back for reconfirmation; `status` is null once it is open. `reference` is the
 * user's standing pay-in reference: a transfer that carries it tops the account up.
 */
export const cashAccounts = pgTable('cash_accounts', {
  userId: userRef('user_id').primaryKey(),
  status: smallint('status').$type<FiatAccountStatus>(),
  purpose: text('purpose').notNull(),
  reason: text('reason'),
  reference: text('reference').notNull().unique(),
  /** The bank partner's id of the customer, once created there. */
  bankCustomerId: text('bank_customer_id'),
  openedAt: at('opened_at'),
  ...timestamps(),
});

/**
 * A payee: one of the user's own bank accounts (`own`, in their KYC name) or a beneficiary. The
 * channel's fields by their spec names; usable for withdrawals from `usable_from` (the cool-off).
 */
export const cashPayees = pgTable(
  'cash_payees',
  {
    id: serial('id').primaryKey(),
    userId: userRef('user_id'),
    own: boolean('own').notNull(),
    channel: text('channel').$type<BankChannel>().notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull(),
    friendlyName: text('friendly_name').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthday: text('birthday'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    usableFrom: at('usable_from').notNull(),
    deletedAt: at('deleted_at'),
    ...timestamps(),
  },
  (t) => [index('cash_payees_user_idx').on(t.userId)],
);

/** A top-up or withdrawal of the cash account (record type recharge or withdraw). */
export const cashOrders = pgTable(
  'cash_orders',
  {
    id: text('id').primaryKey(),
    userId: userRef('user_id'),
    recordType: smallint('record_type').$type<FiatRecordType>().notNull(),
    currency: text('currency').notNull(),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    status: smallint('status').$type<CashOrderStatus>().notNull(),
    /** A top-up's pay-in reference (unique); a withdrawal's is its id, which the bank sees. */
    reference: text('reference').unique(),
    payeeId: integer('payee_id'),
    payeeName: text('payee_name'),
    /** The bank's id of the payout, once it accepted it. */
    bankId: text('bank_id'),
    failureReason: text('failure_reason'),
    requestKey: text('request_key').unique(),
    completedAt: at('completed_at'),
    returnedAt: at('returned_at'),
    ...timestamps(),
  },
  (t) => [index('cash_orders_user_idx').on(t.userId, t.recordType, t.createdAt)],
);

/**
 * An incoming bank transfer as the bank reported it, once per bank id: credited to the order (or
 * account) its reference names, or queued for an operator's review when it does not match.
 */
export const cashPayIns = pgTable('cash_payins', {
  id: serial('id').primaryKey(),
  bankTransferId: text('bank_transfer_id').notNull().unique(),
  reference: text('reference').notNull(),
  currency: text('currency').notNull(),
  amount: money('amount').notNull(),
  payerName: text('payer_name').notNull(),
  payerAccount: text('payer_account').notNull(),
  /** 0 queued for review, 1 credited, 2 rejected (sent back to the payer). */
  state: smallint('state').notNull(),
  orderId: text('order_id'),
  note: text('note'),
  ...timestamps(),
});

/** The sandbox bank's own book of payouts (what a real bank keeps on its side). */
export const sandboxBankPayouts = pgTable('sandbox_bank_payouts', {
  reference: text('reference').primaryKey(),
  bankId: text('bank_id').notNull().unique(),
  currency: text('currency').notNull(),
  amount: money('amount').notNull(),
  account: jsonb('account').$type<Record<string, string>>().notNull(),
  /** 0 accepted, 1 settled, 2 failed, 3 returned. */
  state: smallint('state').notNull(),
  ...timestamps(),
});
