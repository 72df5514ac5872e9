import type { Host } from '@coffer/contract/common';
import { depositsEndpoints } from '@coffer/contract/deposits';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { assetsKeys, historyPageSize } from '../../../domain/money/assets-keys';
import { useMoneyWallet } from '../../../domain/money/money-wallet';
import { call } from '../../../lib/http/client';

/**
 * The user's address for a coin on a network: derived once, the same ever after. The base host
 * answers for the spot wallet, the merchant host for a merchant's cloud wallet (money-wallet.tsx).
 */
export const depositAddressQueryOptions = (input: { coin: string; network: string }, host: Host = 'base') =>
  queryOptions({
    queryKey: [...assetsKeys.depositAddress, host, input],
    queryFn: ({ signal }) => call(depositsEndpoints.getAddress, input, { signal, notify: false, host }),
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

export const depositsQueryOptions = (filter: DepositFilter, host: Host = 'base') =>
  queryOptions({
    queryKey: [...assetsKeys.deposits, host, filter],
    queryFn: ({ signal }) => call(depositsEndpoints.getList, depositsInput(filter), { signal, host }),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (filter: DepositFilter) =>
  useQuery(depositsQueryOptions(filter, useMoneyWallet().host));

export const fetchDepositsPage = (filter: DepositFilter, pageSize: number, host: Host = 'base') =>
  call(depositsEndpoints.getList, depositsInput(filter, pageSize), { host });
