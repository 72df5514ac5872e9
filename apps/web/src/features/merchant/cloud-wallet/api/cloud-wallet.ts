import { assetsEndpoints } from '@coffer/contract/assets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetsKeys, historyPageSize } from '../../../../domain/money/assets-keys';
import { call } from '../../../../lib/http/client';

const host = 'merchant' as const;

/** The cloud wallet's balances (merchant host): under the balances key, so any money action refreshes them. */
export const cloudAssetsQueryOptions = () =>
  queryOptions({
    queryKey: [...assetsKeys.balances, 'cloud'],
    queryFn: ({ signal }) => call(assetsEndpoints.getCloudWalletAssets, {}, { signal, host }),
  });

export const useCloudAssets = () => useQuery(cloudAssetsQueryOptions());

export interface CloudHistoryFilter {
  coin?: string;
  page: number;
}

const historyInput = (f: CloudHistoryFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  SkipCount: (f.page - 1) * pageSize,
  MaxResultCount: pageSize,
});

export const cloudHistoryQueryOptions = (filter: CloudHistoryFilter) =>
  queryOptions({
    queryKey: [...assetsKeys.records, 'cloud', filter],
    queryFn: ({ signal }) =>
      call(assetsEndpoints.getCloudWalletAssetsHistory, historyInput(filter), { signal, host }),
    placeholderData: keepPreviousData,
  });

export const useCloudHistory = (filter: CloudHistoryFilter) => useQuery(cloudHistoryQueryOptions(filter));

export const fetchCloudHistoryPage = (filter: CloudHistoryFilter, pageSize: number) =>
  call(assetsEndpoints.getCloudWalletAssetsHistory, historyInput(filter, pageSize), { host });
