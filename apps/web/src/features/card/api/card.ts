import { type CardOrder, type CardQuote, cardEndpoints } from '@coffer/contract/card';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dayWindow, pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';

export const cardKeys = {
  fiat: ['card', 'fiat'] as const,
  coins: ['card', 'coins'] as const,
  orders: ['card', 'orders'] as const,
};

/** The price moved beyond ±2.5 % (60501): the form shows the fresh quote to confirm. */
export const priceMovedCode = 60501;

export const cardFiatQueryOptions = () =>
  endpointQuery(cardKeys.fiat, cardEndpoints.getSupportedFiatCurrencies, {}, 300_000);
export const cardCoinsQueryOptions = () =>
  endpointQuery(cardKeys.coins, cardEndpoints.getCoinList, {}, 300_000);
export const useCardFiat = () => useQuery(cardFiatQueryOptions());
export const useCardCoins = () => useQuery(cardCoinsQueryOptions());

/** A firm quote; refusals are shown by the form beside the amount. */
export const requestCardQuote = (input: { coin: string; fiatCurrency: string; fiatAmount: string }) =>
  call(cardEndpoints.getQuote, input, { notify: false });

/** Starts the payment; 70001 opens the card notice dialog (the shell), 60501 the form handles. */
export const sendCardPayment = (input: { quoteId: string; requestId: string; noticeAccepted: boolean }) =>
  call(cardEndpoints.sendPayment, input, { handle: [priceMovedCode] });

/** A quick buy: its quote under a token, then the fund PIN opens the processor's page. */
export const initQuickBuy = (input: { coin: string; fiatCurrency: string; fiatAmount: string }) =>
  call(cardEndpoints.initQuickBuy, input, { notify: false });
export const verifyQuickBuy = (input: { token: string; fundPin: string; noticeAccepted: boolean }) =>
  call(cardEndpoints.securityVerify, input, { notify: false, handle: [50002] });

export const cardOrderKey = (orderId: string | null) => [...cardKeys.orders, 'one', orderId] as const;
export const cardOrderListKey = (kind: CardOrder['kind']) => [...cardKeys.orders, 'list', kind] as const;

/** One order; its status changes arrive on the live stream (useLiveCard), never by polling. */
export const useCardOrder = (orderId: string | null) =>
  useQuery({
    queryKey: cardOrderKey(orderId),
    queryFn: ({ signal }) => call(cardEndpoints.getOrder, { orderId: orderId ?? '' }, { signal }),
    enabled: orderId !== null,
  });

export interface CardOrderFilter {
  coin?: string;
  status?: number;
  from?: string;
  to?: string;
  page: number;
}
const listInput = (f: CardOrderFilter, pageSize: number) => ({
  coin: f.coin,
  status: f.status as CardOrder['status'] | undefined,
  ...dayWindow(f),
  ...pageWindow(f.page, pageSize),
});

/** The card orders, or the quick buys, a filtered page at a time. */
export const cardOrderLists = {
  card: pagedList(cardOrderListKey('card'), cardEndpoints.getOrderList, listInput),
  quick: pagedList(cardOrderListKey('quick'), cardEndpoints.getQuickPayList, listInput),
};

export function useCancelCardOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => call(cardEndpoints.cancelOrder, { orderId }),
    onSuccess: () => invalidateAll(qc, [cardKeys.orders, assetsKeys.balances]),
  });
}

export type { CardOrder, CardQuote };
