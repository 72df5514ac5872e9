import { errors } from '@coffer/contract/common';
import {
  type P2pAdStatus,
  type P2pOrder,
  type P2pOrderStatus,
  type P2pSide,
  type PaymentChannel,
  type p2pAdFieldsSchema,
  p2pEndpoints,
} from '@coffer/contract/p2p';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { assetsKeys, invalidateAll } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { keysUnder } from '../../../lib/query-keys';

/** Every P2P query under one root, so an action refreshes exactly what it changed. */
export const p2pKeys = keysUnder('p2p', ['ads', 'orders', 'order', 'methods', 'appeals', 'dealer']);

export interface AdsFilter {
  side: P2pSide;
  coin: string;
  fiat: string;
  channel?: PaymentChannel;
}

export const adsQueryOptions = (filter: AdsFilter) =>
  queryOptions({
    queryKey: [...p2pKeys.ads, filter],
    queryFn: ({ signal }) => call(p2pEndpoints.getAds, filter, { signal }),
  });
export const useAds = (filter: AdsFilter) => useQuery(adsQueryOptions(filter));

export const orderQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: [...p2pKeys.order, orderId],
    queryFn: ({ signal }) => call(p2pEndpoints.get, { orderId }, { signal }),
  });
export const useOrder = (orderId: string) => useQuery(orderQueryOptions(orderId));

export interface OrdersFilter {
  side?: P2pSide;
  status?: P2pOrderStatus;
  coin?: string;
  page: number;
}

/** The user's orders, a filtered page at a time (never with payment details). */
export const ordersList = pagedList(p2pKeys.orders, p2pEndpoints.getAll, (f: OrdersFilter, size) => ({
  side: f.side,
  status: f.status,
  coin: f.coin,
  ...pageWindow(f.page, size),
}));

export const paymentMethodsQueryOptions = () =>
  endpointQuery(p2pKeys.methods, p2pEndpoints.getPaymentMethods, {});
export const usePaymentMethods = () => useQuery(paymentMethodsQueryOptions());

/** The complaint tickets on the caller's orders (either side), the first page. */
export const appealsQueryOptions = () =>
  endpointQuery(p2pKeys.appeals, p2pEndpoints.getAppeals, pageWindow(1, 50));
export const useAppeals = () => useQuery(appealsQueryOptions());

/** Codes a form shows under itself rather than as the shell's message. */
export const uploadCodes = [
  errors.invalidInput.code,
  errors.payloadTooLarge.code,
  errors.uploadFileMissing.code,
  errors.uploadFailed.code,
  errors.tooManyRequests.code,
] as const;

/** A voucher or proof image (LegalCurrency/UploadFile): its file id, for the caller's later call. */
export const uploadP2pImage = (file: File) =>
  call(
    p2pEndpoints.uploadFile,
    {},
    { notify: false, handle: uploadCodes, file: { blob: file, name: file.name } },
  );

/** After any order action: the order, the lists and the balances it moved. */
function useOrderChanged() {
  const qc = useQueryClient();
  return (order?: P2pOrder) => {
    if (order) qc.setQueryData([...p2pKeys.order, order.orderId], order);
    return invalidateAll(qc, [
      p2pKeys.orders,
      p2pKeys.ads,
      p2pKeys.appeals,
      p2pKeys.dealer,
      assetsKeys.balances,
      assetsKeys.valuation,
    ]);
  };
}

export type P2pAdFields = z.output<typeof p2pAdFieldsSchema>;

export type NewOrder =
  | { side: 'buy'; adId: number; quantity: string; channel: PaymentChannel; requestId: string }
  | { side: 'sell'; adId: number; quantity: string; methodId: number; requestId: string };

/** Places an order from an ad; the request id makes a retry answer the first order. */
export function usePlaceOrder() {
  const changed = useOrderChanged();
  return useMutation({
    mutationFn: (o: NewOrder) =>
      o.side === 'buy'
        ? call(
            p2pEndpoints.userBuyCoin,
            { adId: o.adId, quantity: o.quantity, channel: o.channel, requestId: o.requestId },
            { notify: false },
          )
        : call(
            p2pEndpoints.userSellCoin,
            {
              adId: o.adId,
              quantity: o.quantity,
              userReceiptMethodInfoDetailId: o.methodId,
              requestId: o.requestId,
            },
            { notify: false },
          ),
    onSuccess: (order) => changed(order),
  });
}

/** The order actions of either party; each answers the order as it now is. */
export function useOrderActions() {
  const changed = useOrderChanged();
  const quiet = { notify: false } as const;
  const run = async (promise: Promise<P2pOrder>) => {
    const order = await promise;
    await changed(order);
    return order;
  };
  return {
    markPaid: (orderId: string, vouchers: string[]) =>
      run(call(p2pEndpoints.userBuyCoinConfirmPayment, { orderId, vouchers }, quiet)),
    confirmReceipt: (orderId: string, fundPassword: string) =>
      run(
        call(
          p2pEndpoints.userSellCoinConfirmReceipt,
          { orderId, fundPassword },
          {
            ...quiet,
            handle: [errors.securityVerificationFailed.code],
          },
        ),
      ),
    cancel: (orderId: string) => run(call(p2pEndpoints.userCancelBuyCoin, { orderId }, quiet)),
    dealerMarkPaid: (orderId: string) => run(call(p2pEndpoints.dealerConfirmPayment, { orderId }, quiet)),
    dealerRelease: (orderId: string) => run(call(p2pEndpoints.dealerConfirmReceipt, { orderId }, quiet)),
    proposeCancel: (orderId: string) => run(call(p2pEndpoints.proposeMutualCancel, { orderId }, quiet)),
    answerCancel: (orderId: string, accept: boolean) =>
      run(call(p2pEndpoints.answerMutualCancel, { orderId, accept }, quiet)),
    appeal: async (input: { orderId: string; reason: number; remark: string; proofs: string[] }) => {
      const ticket = await call(p2pEndpoints.userAppeal, input, quiet);
      await changed();
      return ticket;
    },
  };
}

export function useCreatePaymentMethod() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { channel: PaymentChannel; holderName: string; fields: Record<string, string> }) =>
      call(p2pEndpoints.createPaymentMethod, input, { notify: false }),
    onSuccess: () => invalidateAll(qc, [p2pKeys.methods]),
  });
}

export function useDeletePaymentMethod() {
  const qc = useQueryClient();
  return (id: number) =>
    call(p2pEndpoints.deletePaymentMethod, { id }, { notify: false }).then(() =>
      invalidateAll(qc, [p2pKeys.methods]),
    );
}

/** The dealer's own ads (account type 6 only). */
export const dealerAdsQueryOptions = () =>
  endpointQuery([...p2pKeys.dealer, 'ads'], p2pEndpoints.dealerAds, {});
export const useDealerAds = () => useQuery(dealerAdsQueryOptions());

/** The orders on the dealer's ads, first page (kept current by useLiveP2p). */
export const dealerOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...p2pKeys.dealer, 'orders', page],
    queryFn: ({ signal }) => call(p2pEndpoints.dealerOrders, pageWindow(page, 10), { signal }),
  });
export const useDealerOrders = (page: number) => useQuery(dealerOrdersQueryOptions(page));

export function useDealerAdActions() {
  const qc = useQueryClient();
  const refresh = () => invalidateAll(qc, [p2pKeys.dealer, p2pKeys.ads]);
  return {
    setStatus: (id: number, status: P2pAdStatus) =>
      call(p2pEndpoints.dealerSetAdStatus, { id, status }, { notify: false }).then(refresh),
    publish: (input: P2pAdFields) =>
      call(p2pEndpoints.dealerPublishAd, input, { notify: false }).then(refresh),
    update: (input: P2pAdFields & { id: number }) =>
      call(p2pEndpoints.dealerUpdateAd, input, { notify: false }).then(refresh),
  };
}
