import { reportEndpoints } from '@coffer/contract/merchant';
import { pageWindow } from '../../../../domain/history/history-input';
import { pagedList } from '../../../../domain/history/paged-list';

export const reportKeys = { all: ['merchant', 'report'] as const };

export interface ReportFilter {
  currency?: string;
  startDate?: string;
  endDate?: string;
  page: number;
}

const reportInput = (f: ReportFilter, pageSize: number) => ({
  currency: f.currency,
  startDate: f.startDate,
  endDate: f.endDate,
  ...pageWindow(f.page, pageSize),
});

/** The daily report's lines (only the merchant host answers it). */
export const reportList = pagedList(reportKeys.all, reportEndpoints.getSubMerchantDailyReport, reportInput);
export const reportQueryOptions = reportList.queryOptions;
