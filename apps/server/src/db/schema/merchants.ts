import {
  type MerchantApplicationStatus,
  type MerchantType,
  merchantApplicationStatus,
  merchantType,
} from '@coffer/contract';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { uploads } from './uploads';
import { users } from './users';

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
  certificateFileId: text('certificate_file_id')
    .notNull()
    .references(() => uploads.id),
  merchantType: integer('merchant_type').$type<MerchantType>().notNull().default(merchantType.members.trial),
  /** §4 merchant application: 0 not submitted until the official application. */
  applicationStatus: integer('application_status')
    .$type<MerchantApplicationStatus>()
    .notNull()
    .default(merchantApplicationStatus.members.notSubmitted),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
