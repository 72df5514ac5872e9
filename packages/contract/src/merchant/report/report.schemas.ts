import { z } from 'zod';

/** A report day, UTC: `2026-11-24`. */
export const reportDateSchema = z.iso.date();

/**
 * One line of the daily report: what one sub-merchant (or the merchant itself, `subMerchantUid`
 * null) received, paid and refunded in one currency on one UTC day. Exact decimal strings.
 */
export const dailyReportRowSchema = z.object({
  subMerchantUid: z.string().nullable(),
  currency: z.string(),
  date: reportDateSchema,
  receiptAmount: z.string(),
  paymentAmount: z.string(),
  refundAmount: z.string(),
  /** When the daily job last computed this line from the ledger: the figures are as of then. */
  computedAt: z.string(),
});
export type DailyReportRow = z.infer<typeof dailyReportRowSchema>;

/** How many days the report's chart shows, and the default range of the list. */
export const reportChartDays = 30;
