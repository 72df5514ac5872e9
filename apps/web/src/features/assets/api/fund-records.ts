import { assetsEndpoints } from '@coffer/contract/assets';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize } from '../../../domain/money/assets-keys';

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

/** Deposits and withdrawals together, a filtered page at a time. */
export const recordsList = pagedList(
  assetsKeys.records,
  assetsEndpoints.getUserDepositWithdrawalAssetsHistory,
  recordsInput,
);
