import { assetsEndpoints } from '@coffer/contract/assets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetsKeys, historyPageSize } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';

export interface RecordFilter {
  coin?: string;
  /** 1 deposits, 2 withdrawals. */
  type?: 1 | 2;
  status?: number;
  /** Local calendar days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  page: number;
}

/** A local day's start as an instant; the end bound is the next day's start (the server's `<`). */
const dayStart = (day: string, plusDays = 0) => {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return undefined;
  return new Date(y, m - 1, d + plusDays).toISOString();
};

export const recordsInput = (f: RecordFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  type: f.type,
  status: f.type === undefined ? undefined : f.status,
  startTime: f.from ? dayStart(f.from) : undefined,
  endTime: f.to ? dayStart(f.to, 1) : undefined,
  SkipCount: (f.page - 1) * pageSize,
  MaxResultCount: pageSize,
});

export const recordsQueryOptions = (filter: RecordFilter) =>
  queryOptions({
    queryKey: [...assetsKeys.records, filter],
    queryFn: ({ signal }) =>
      call(assetsEndpoints.getUserDepositWithdrawalAssetsHistory, recordsInput(filter), { signal }),
    placeholderData: keepPreviousData,
  });

export const useRecords = (filter: RecordFilter) => useQuery(recordsQueryOptions(filter));

export const fetchRecordsPage = (filter: RecordFilter, pageSize: number) =>
  call(assetsEndpoints.getUserDepositWithdrawalAssetsHistory, recordsInput(filter, pageSize));
