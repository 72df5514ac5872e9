import { convertEndpoints, type ExchangeStatus } from '@coffer/contract/convert';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, historyPageSize, invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';

/**
 * Convert's queries. The wallet sits under the money screens' balances key, so a conversion
 * refreshes the assets overview too, and a transfer into the wallet refreshes this page.
 */
export const convertKeys = {
  pairs: ['convert', 'pairs'] as const,
  wallet: [...assetsKeys.balances, 'convert'] as const,
  orders: ['convert', 'orders'] as const,
  limitOrders: ['convert', 'limit-orders'] as const,
  prices: ['convert', 'prices'] as const,
};

/** Every pair's bounds and decimals (operators change them rarely). */
export const convertPairsQueryOptions = () =>
  endpointQuery(convertKeys.pairs, convertEndpoints.getCoinConfigList, {}, 60_000);

export const useConvertPairs = () => useQuery(convertPairsQueryOptions());

/** The flash-exchange wallet, where conversions are paid from and received into. */
export const convertWalletQueryOptions = () =>
  endpointQuery(convertKeys.wallet, convertEndpoints.getAssets, {}, 15_000);

export const useConvertWallet = () => useQuery(convertWalletQueryOptions());

/** A firm quote; the form shows its refusals itself (beside the amount, or as its one message). */
export const requestQuote = (input: { symbol: string; side: 'buy' | 'sell'; fromAmount: string }) =>
  call(convertEndpoints.quote, input, { notify: false });

/** The order a quote became, if it did (after an answer lost on the way: execution is once per quote). */
export const orderOfQuote = (quoteId: string) =>
  call(convertEndpoints.getOrderStatus, { quoteId }, { notify: false });

export function useExecuteQuote() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { quoteId: string; fromAmount: string }) =>
      call(convertEndpoints.execute, input, { notify: false }),
    onSuccess: () => invalidateAll(qc, [convertKeys.wallet, convertKeys.orders, assetsKeys.valuation]),
  });
}

/** One order as the server has it now (the result screen shows its status from here). */
export const useConvertOrder = (orderId: string | null) =>
  useQuery({
    queryKey: [...convertKeys.orders, 'one', orderId],
    queryFn: ({ signal }) =>
      call(convertEndpoints.getOrderStatus, { orderId: orderId ?? undefined }, { signal }),
    enabled: orderId !== null,
  });

export interface ConvertOrderFilter {
  coin?: string;
  status?: ExchangeStatus;
  /** Local calendar days, `YYYY-MM-DD`, both included. */
  from?: string;
  to?: string;
  page: number;
}

export const ordersInput = (f: ConvertOrderFilter, pageSize = historyPageSize) => ({
  coin: f.coin,
  status: f.status,
  ...dayWindow(f),
  ...pageWindow(f.page, pageSize),
});

/** The user's conversions, a filtered page at a time. */
export const convertOrdersList = pagedList(
  [...convertKeys.orders, 'list'],
  convertEndpoints.getHistory,
  ordersInput,
);
export const convertOrdersQueryOptions = convertOrdersList.queryOptions;

/** The pairs' indicative reference prices, shown beside a limit price for orientation (not a quote). */
export const useConvertPrices = () =>
  useQuery({
    queryKey: convertKeys.prices,
    queryFn: ({ signal }) => call(convertEndpoints.getPairs, {}, { signal }),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

/** Places a limit order; the form shows its refusals itself (beside the fields, or as its one message). */
export function useCreateLimitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { symbol: string; side: 'buy' | 'sell'; fromAmount: string; limitPrice: string }) =>
      call(convertEndpoints.createLimitOrder, input, { notify: false }),
    onSuccess: () => invalidateAll(qc, [convertKeys.wallet, convertKeys.limitOrders, assetsKeys.valuation]),
  });
}

/** Cancels one's open limit order; the list and the wallet (its reservation released) refresh either way. */
export function useCancelLimitOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call(convertEndpoints.cancelLimitOrder, { orderId }),
    onSettled: () => invalidateAll(qc, [convertKeys.wallet, convertKeys.limitOrders, assetsKeys.valuation]),
  });
}

/**
 * The caller's limit orders. Convert publishes no live event when one fills (a job does it), so
 * the list refetches when the window regains focus.
 */
export const limitOrdersList = pagedList(
  [...convertKeys.limitOrders, 'list'],
  convertEndpoints.getPromissoryHistory,
  ordersInput,
  { staleTime: 0, refetchOnWindowFocus: true },
);
