import type { EndpointInput } from '@coffer/contract/common';
import {
  type PaymentOrderState,
  type PaymentOrderStatus,
  paymentOrderOpen,
  paymentsEndpoints,
} from '@coffer/contract/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pageWindow } from '../../../domain/history/history-input';
import { pagedList } from '../../../domain/history/paged-list';
import { historyPageSize } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { keysUnder } from '../../../lib/query-keys';

/** Every payments query sits under one root. */
export const paymentKeys = {
  ...keysUnder('payments', ['orders', 'counts']),
  public: (id: string) => ['payments', 'public', id] as const,
};

/**
 * How often the anonymous hosted page asks again while the order is open: the live stream is per
 * signed-in user, and the buyer is not signed in, so the page polls.
 */
export const payPollMs = 3000;

export const publicOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.public(id),
    // The page says what went wrong itself (not found, could not be loaded): no message on top.
    queryFn: ({ signal }) => call(paymentsEndpoints.getPublic, { id }, { signal, notify: false }),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === undefined || paymentOrderOpen(state) ? payPollMs : false;
    },
    retry: false,
  });

export const usePublicOrder = (id: string, enabled = true) =>
  useQuery({ ...publicOrderQueryOptions(id), enabled });

export interface PaymentOrderFilter {
  state?: PaymentOrderState;
  status?: PaymentOrderStatus;
  merchantOrderNo?: string;
  page: number;
}

const listInput = (f: PaymentOrderFilter, pageSize = historyPageSize) => ({
  state: f.state,
  status: f.status,
  merchantOrderNo: f.merchantOrderNo || undefined,
  ...pageWindow(f.page, pageSize),
});

/** The merchant watches payments arrive: a light poll keeps the list current. */
export const paymentOrdersList = pagedList(paymentKeys.orders, paymentsEndpoints.getList, listInput, {
  refetchInterval: 5000,
});
export const paymentOrdersQueryOptions = paymentOrdersList.queryOptions;

/** A mutation that refreshes the merchant's lists when it succeeds. */
function usePaymentsMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

export type CreatePaymentInput = EndpointInput<typeof paymentsEndpoints.create>;

export const useCreatePaymentOrder = () =>
  usePaymentsMutation((input: CreatePaymentInput) =>
    // The form places a refusal under its field (notify: false).
    call(paymentsEndpoints.create, input, { notify: false }),
  );
export const usePassPaymentOrder = () =>
  usePaymentsMutation((id: string) => call(paymentsEndpoints.pass, { id }));
// Reject and refund are confirmed in a dialog, which shows their refusal itself (notify: false).
export const useRejectPaymentOrder = () =>
  usePaymentsMutation((id: string) => call(paymentsEndpoints.reject, { id }, { notify: false }));
export const useRefundPaymentOrder = () =>
  usePaymentsMutation((input: EndpointInput<typeof paymentsEndpoints.refund>) =>
    call(paymentsEndpoints.refund, input, { notify: false }),
  );
