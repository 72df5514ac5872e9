import { depositsEndpoints } from '@coffer/contract/deposits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetsKeys, historyPageSize } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';

/** The user's address for a coin on a network: derived once, the same ever after. */
export const depositAddressQueryOptions = (input: { coin: string; network: string }) =>
  queryOptions({
    queryKey: [...assetsKeys.depositAddress, input],
    queryFn: ({ signal }) => call(depositsEndpoints.getAddress, input, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export interface DepositFilter {
  coin?: string;
  status?: number;
  page: number;
}

export const depositsInput = (f: DepositFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  status: f.status,
  SkipCount: (f.page - 1) * pageSize,
  MaxResultCount: pageSize,
});

export const depositsQueryOptions = (filter: DepositFilter) =>
  queryOptions({
    queryKey: [...assetsKeys.deposits, filter],
    queryFn: ({ signal }) => call(depositsEndpoints.getList, depositsInput(filter), { signal }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (filter: DepositFilter) => useQuery(depositsQueryOptions(filter));

export const fetchDepositsPage = (filter: DepositFilter, pageSize: number) =>
  call(depositsEndpoints.getList, depositsInput(filter, pageSize));
