import { reportEndpoints } from '@coffer/contract/merchant';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { historyPageSize } from '../../../../domain/money/assets-keys';
import { call } from '../../../../lib/http/client';

const host = 'merchant' as const;
export const reportKeys = { all: ['merchant', 'report'] as const };

export interface ReportFilter {
  currency?: string;
  startDate?: string;
  endDate?: string;
  page: number;
}

const reportInput = (f: ReportFilter, pageSize = historyPageSize) => ({
  currency: f.currency,
  startDate: f.startDate,
  endDate: f.endDate,
  SkipCount: (f.page - 1) * pageSize,
  MaxResultCount: pageSize,
});

export const reportQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: [...reportKeys.all, filter],
    queryFn: ({ signal }) =>
      call(reportEndpoints.getSubMerchantDailyReport, reportInput(filter), { signal, host }),
    placeholderData: keepPreviousData,
  });

export const useReport = (filter: ReportFilter) => useQuery(reportQueryOptions(filter));

export const fetchReportPage = (filter: ReportFilter, pageSize: number) =>
  call(reportEndpoints.getSubMerchantDailyReport, reportInput(filter, pageSize), { host });
