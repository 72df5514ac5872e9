import { reportChartDays } from '@coffer/contract';
import { AppError } from '../../../lib/app-error';
import { toWire } from '../../../lib/money';
import type { Caller } from '../../../plugins/auth';
import { dayBefore, utcDay } from './report-aggregate';
import type { ReportRepo } from './report-daily.repo';

/** The caller's daily report lines, newest day first; the last 30 days unless a range is given. */
export async function listDailyReport(
  deps: { repo: Pick<ReportRepo, 'page'>; now: () => Date },
  caller: Caller,
  q: { startDate?: string; endDate?: string; currency?: string; skip: number; take: number },
) {
  const to = q.endDate ?? utcDay(deps.now());
  const from = q.startDate ?? dayBefore(to, reportChartDays - 1);
  if (from > to)
    throw new AppError('invalidInput', 'The start date is after the end date.', [
      { field: 'startDate', message: 'The start date must not be after the end date.' },
    ]);
  const page = await deps.repo.page({ merchantUserId: caller.userId, from, to, ...q });
  return {
    totalCount: page.totalCount,
    items: page.items.map((r) => ({
      // Sub-merchant 0 (no user) is the merchant's own line.
      subMerchantUid: r.subMerchantUid ?? null,
      currency: r.currency,
      date: r.day,
      receiptAmount: toWire(r.receiptAmount),
      paymentAmount: toWire(r.paymentAmount),
      refundAmount: toWire(r.refundAmount),
      computedAt: r.computedAt.toISOString(),
    })),
  };
}
