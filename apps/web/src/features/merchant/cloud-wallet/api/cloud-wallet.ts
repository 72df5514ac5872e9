import { assetsEndpoints } from '@coffer/contract/assets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { pageWindow } from '../../../../domain/history/history-input';
import { pagedList } from '../../../../domain/history/paged-list';
import { assetsKeys } from '../../../../domain/money/assets-keys';
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

const historyInput = (f: CloudHistoryFilter, pageSize: number) => ({
  coin: f.coin,
  ...pageWindow(f.page, pageSize),
});

/** The cloud wallet's history: the merchant host's, whatever wallet the page around it works on. */
export const cloudHistoryList = pagedList(
  [...assetsKeys.records, 'cloud'],
  assetsEndpoints.getCloudWalletAssetsHistory,
  historyInput,
  { host },
);
export const cloudHistoryQueryOptions = cloudHistoryList.queryOptions;
