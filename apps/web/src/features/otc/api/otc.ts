import {
  type OtcOrder,
  type OtcOrderKind,
  type OtcOrderStatus,
  type OtcSide,
  otcEndpoints,
} from '@coffer/contract/otc';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { keysUnder } from '../../../lib/query-keys';

/** Every OTC query sits under one root, so a live event refreshes exactly what it changed. */
export const otcKeys = keysUnder('otc', ['symbols', 'orders']);

export interface OtcOrderFilter {
  symbol?: string;
  side?: OtcSide;
  status?: OtcOrderStatus;
  kind?: OtcOrderKind;
  page: number;
}

const listInput = (f: OtcOrderFilter, pageSize = historyPageSize) => ({
  symbol: f.symbol,
  side: f.side,
  status: f.status,
  kind: f.kind,
  ...pageWindow(f.page, pageSize),
});

/** The OTC pairs with their decimals (operators change them rarely). */
export const otcSymbolsQueryOptions = () =>
  endpointQuery(otcKeys.symbols, otcEndpoints.getSymbols, {}, 60_000);

export const useOtcSymbols = () => useQuery(otcSymbolsQueryOptions());

/** The user's OTC orders, a filtered page at a time. */
export const otcOrdersList = pagedList(otcKeys.orders, otcEndpoints.getOrderList, listInput);
export const otcOrdersQueryOptions = otcOrdersList.queryOptions;

export const getOtcQuote = (input: { symbol: string; side: OtcSide; quantity: string }) =>
  call(otcEndpoints.getQuote, input, { notify: false });

/** Places an order at a quote, or fills it at once (`quick`); balances and the order list change. */
export function usePlaceOtcOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ quick, ...input }: { quoteId: string; quantity: string; quick: boolean }) =>
      call(quick ? otcEndpoints.createQuickTradeOrder : otcEndpoints.createOrder, input, { notify: false }),
    onSuccess: () => invalidateAll(qc, [assetsKeys.balances, assetsKeys.valuation, otcKeys.orders]),
  });
}

export type { OtcOrder };
