import { cashEndpoints, type FiatRecord, type FiatRecordType } from '@coffer/contract/cash';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { historyPageSize } from '../../../domain/money/assets-keys';
import { keysUnder } from '../../../lib/query-keys';

/** Under `cash` like the other cash reads, so a reconnection's "read everything again" covers it. */
export const cashRecordKeys = keysUnder('cash', ['records']);

export interface FiatRecordFilter {
  currency?: string;
  type?: FiatRecordType;
  from?: string;
  to?: string;
  page: number;
}

/** The fiat records: the cash account's ledger movements, a filtered page at a time. */
export const fiatRecordList = pagedList(
  cashRecordKeys.records,
  cashEndpoints.getUserCashAssetsHistory,
  (f: FiatRecordFilter, pageSize = historyPageSize) => ({
    currency: f.currency,
    type: f.type,
    ...dayWindow(f),
    ...pageWindow(f.page, pageSize),
  }),
);

export type { FiatRecord };
