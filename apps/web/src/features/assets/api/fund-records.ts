import { assetsEndpoints } from '@coffer/contract/assets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
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

export const recordsInput = (f: RecordFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  type: f.type,
  status: f.type === undefined ? undefined : f.status,
  ...dayWindow(f),
  ...pageWindow(f.page, pageSize),
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
