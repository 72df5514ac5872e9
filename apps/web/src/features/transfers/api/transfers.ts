import { transfersEndpoints } from '@coffer/contract/transfers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { assetsKeys, historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import type { WalletTypeValue } from '../../../domain/money/balances';
import { call } from '../../../lib/http/client';

export interface TransferFilter {
  coin?: string;
  page: number;
}

const listInput = (f: TransferFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  SkipCount: (f.page - 1) * pageSize,
  MaxResultCount: pageSize,
});

export const transfersQueryOptions = (filter: TransferFilter) =>
  queryOptions({
    queryKey: [...assetsKeys.transfers, filter],
    queryFn: ({ signal }) => call(transfersEndpoints.getTransferHistory, listInput(filter), { signal }),
    placeholderData: keepPreviousData,
  });

export const useTransfers = (filter: TransferFilter) => useQuery(transfersQueryOptions(filter));

export const fetchTransfersPage = (filter: TransferFilter, pageSize: number) =>
  call(transfersEndpoints.getTransferHistory, listInput(filter, pageSize));

export const makeTransfer = (input: {
  coin: string;
  amount: string;
  fromWalletType: WalletTypeValue;
  toWalletType: WalletTypeValue;
  requestId: string;
}) => call(transfersEndpoints.transfer, input);

export function useMakeTransfer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: makeTransfer,
    onSuccess: () => invalidateAll(qc, [assetsKeys.balances, assetsKeys.valuation, assetsKeys.transfers]),
  });
}
