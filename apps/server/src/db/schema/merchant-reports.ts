import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, money } from './columns';
import { userRef } from './users';

/**
 * The merchant daily report (spec §3): one row per merchant, sub-merchant (0: the merchant
 * itself), currency and UTC day, computed from the ledger by the daily job. The job writes the
 * day's totals (an upsert that replaces them), so a re-run never doubles a row.
 */
export const merchantDailyReports = pgTable(
  'merchant_daily_reports',
  {
    merchantUserId: userRef('merchant_user_id'),
    /** The sub-merchant the orders were taken by; 0 for the merchant's own wallet moves. */
    subMerchantId: integer('sub_merchant_id').notNull().default(0),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    receiptAmount: money('receipt_amount').notNull(),
    paymentAmount: money('payment_amount').notNull(),
    refundAmount: money('refund_amount').notNull(),
    computedAt: at('computed_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantUserId, t.subMerchantId, t.currency, t.day] }),
    index('merchant_daily_reports_day_idx').on(t.merchantUserId, t.day),
    check(
      'merchant_daily_reports_amounts',
      sql`${t.receiptAmount} >= 0 and ${t.paymentAmount} >= 0 and ${t.refundAmount} >= 0`,
    ),
  ],
);
