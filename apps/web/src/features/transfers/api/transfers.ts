import { transfersEndpoints } from '@coffer/contract/transfers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import type { WalletTypeValue } from '../../../domain/money/balances';
import { call } from '../../../lib/http/client';

export interface TransferFilter {
  coin?: string;
  page: number;
}

const listInput = (f: TransferFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  ...pageWindow(f.page, pageSize),
});

/** Transfers between the user's wallets, a filtered page at a time. */
export const transfersList = pagedList(
  assetsKeys.transfers,
  transfersEndpoints.getTransferHistory,
  listInput,
);
export const transfersQueryOptions = transfersList.queryOptions;

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
