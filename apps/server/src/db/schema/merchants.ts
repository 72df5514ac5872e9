import {
  type MerchantApplicationStatus,
  type MerchantType,
  merchantApplicationStatus,
  merchantType,
  type SubMerchantStatus,
  subMerchantStatus,
} from '@coffer/contract';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, keyRef, money, timestamps } from './columns';
import { uploads } from './uploads';
import { userRef, users } from './users';

/** A merchant's company, from the sign-up (§3 merchant application); type 1 trial, 2 official. */
export const merchants = pgTable('merchants', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  fullName: text('full_name').notNull().unique(),
  shortName: text('short_name').notNull(),
  companyWebsite: text('company_website'),
  address: text('address').notNull(),
  businessScope: text('business_scope').notNull(),
  receiptCurrency: text('receipt_currency').notNull(),
  certificateFileId: keyRef('certificate_file_id', () => uploads.id),
  merchantType: integer('merchant_type').$type<MerchantType>().notNull().default(merchantType.members.trial),
  /** §4 merchant application: 0 not submitted until the official application. */
  applicationStatus: integer('application_status')
    .$type<MerchantApplicationStatus>()
    .notNull()
    .default(merchantApplicationStatus.members.notSubmitted),
  createdAt: at('created_at').notNull(),
});

/**
 * A sub-merchant (cashier, account type 3): its own user row (`userId`, which is also the id the
 * merchant names it by) under its merchant, with the settings and approval roles the merchant gives it.
 * Deleted ones are kept (`deletedAt`) so past orders still name them.
 */
export const subMerchants = pgTable(
  'sub_merchants',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    merchantId: userRef('merchant_id'),
    userName: text('user_name').notNull(),
    contactName: text('contact_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    job: text('job').notNull().default(''),
    receiptValidMinutes: integer('receipt_valid_minutes').notNull(),
    orderDisplayDays: integer('order_display_days').notNull(),
    status: integer('status').$type<SubMerchantStatus>().notNull().default(subMerchantStatus.members.active),
    approveRefund: boolean('approve_refund').notNull().default(false),
    approvePayment: boolean('approve_payment').notNull().default(false),
    approveTransfer: boolean('approve_transfer').notNull().default(false),
    createdBy: userRef('created_by'),
    ...timestamps(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('sub_merchants_merchant_idx').on(t.merchantId, t.createdAt)],
);

/** A merchant's own rate: `rate` units of the collection currency per one unit of the legal currency. */
export const merchantRates = pgTable(
  'merchant_rates',
  {
    id: serial('id').primaryKey(),
    merchantId: userRef('merchant_id'),
    legalCurrency: text('legal_currency').notNull(),
    collectionCurrency: text('collection_currency').notNull(),
    rate: money('rate').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('merchant_rates_pair_idx').on(t.merchantId, t.legalCurrency, t.collectionCurrency)],
);

/**
 * Channel fees the operator sets (`ops merchant:fee`): per merchant, or for every merchant when
 * `merchantId` is 0 (a merchant's own row wins over the default for the same currency and business).
 */
export const merchantChannelFees = pgTable(
  'merchant_channel_fees',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    currency: text('currency').notNull(),
    businessType: integer('business_type').notNull(),
    feeRate: money('fee_rate').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('merchant_channel_fees_idx').on(t.merchantId, t.currency, t.businessType)],
);

/**
 * The application to become an official merchant (§3, §4): a draft until submitted, then under
 * review until the operator approves or rejects it (`ops merchant:review`). Fields stay empty
 * strings until filled in.
 */
export const merchantApplications = pgTable(
  'merchant_applications',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    fullName: text('full_name').notNull().default(''),
    shortName: text('short_name').notNull().default(''),
    companyWebsite: text('company_website').notNull().default(''),
    address: text('address').notNull().default(''),
    businessScope: text('business_scope').notNull().default(''),
    referralCode: text('referral_code').notNull().default(''),
    whatsApp: text('whats_app').notNull().default(''),
    receiptCurrency: text('receipt_currency').notNull().default(''),
    certificateFileId: text('certificate_file_id').references(() => uploads.id),
    status: integer('status')
      .$type<MerchantApplicationStatus>()
      .notNull()
      .default(merchantApplicationStatus.members.notSubmitted),
    rejectReason: text('reject_reason'),
    submittedAt: at('submitted_at'),
    reviewedAt: at('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    /** Every change (save, submit, decision): the live stream sends the decision from it. */
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('merchant_applications_updated_idx').on(t.updatedAt)],
);
