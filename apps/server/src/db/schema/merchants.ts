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
  merchantType: integer('merchant_type').notNull().default(1),
  /** §4 merchant application: 0 not submitted until the official application. */
  applicationStatus: integer('application_status').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
