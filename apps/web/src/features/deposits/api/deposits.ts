import type { Host } from '@coffer/contract/common';
import { depositsEndpoints } from '@coffer/contract/deposits';
import { queryOptions } from '@tanstack/react-query';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize } from '../../../domain/money/assets-keys';
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
  ...pageWindow(f.page, pageSize),
});

/** The user's deposits, a filtered page at a time. */
export const depositsList = pagedList(assetsKeys.deposits, depositsEndpoints.getList, depositsInput);
export const depositsQueryOptions = depositsList.queryOptions;
