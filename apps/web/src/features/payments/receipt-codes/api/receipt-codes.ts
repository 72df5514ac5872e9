import type { EndpointInput } from '@coffer/contract/common';
import { receiptCodesEndpoints } from '@coffer/contract/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

/** Receipt-code and refund-link queries, under their own root. */
export const receiptCodeKeys = {
  all: ['receipt-codes'] as const,
  list: ['receipt-codes', 'list'] as const,
  public: (id: string) => ['receipt-codes', 'public', id] as const,
  refund: (id: string, token: string) => ['receipt-codes', 'refund', id, token] as const,
};

/** A counter has a handful of codes: one page of them is the whole list. */
export const receiptCodesQueryOptions = () =>
  queryOptions({
    queryKey: receiptCodeKeys.list,
    queryFn: ({ signal }) =>
      call(receiptCodesEndpoints.receiptCodeGetList, { SkipCount: 0, MaxResultCount: 100 }, { signal }),
  });
export const useReceiptCodes = () => useQuery(receiptCodesQueryOptions());

export type CreateReceiptCodeInput = EndpointInput<typeof receiptCodesEndpoints.createMerchantsReceiptCode>;

function useCodesMutation<I, R>(fn: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: receiptCodeKeys.list }),
  });
}
export const useCreateReceiptCode = () =>
  useCodesMutation((input: CreateReceiptCodeInput) =>
    call(receiptCodesEndpoints.createMerchantsReceiptCode, input),
  );
export const useDisableReceiptCode = () =>
  useCodesMutation((id: string) => call(receiptCodesEndpoints.receiptCodeDisable, { id }));

export const publicCodeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: receiptCodeKeys.public(id),
    // The page shows a refused code itself (no message on top of it).
    queryFn: ({ signal }) =>
      call(receiptCodesEndpoints.receiptCodeGetPublic, { id }, { signal, notify: false }),
    retry: false,
  });
export const usePublicCode = (id: string) => useQuery(publicCodeQueryOptions(id));
export const useOrderFromCode = () =>
  useMutation({
    mutationFn: (input: { id: string; amount: string }) =>
      call(receiptCodesEndpoints.receiptCodeCreateOrder, input),
  });

export const useCreateRefundLink = () =>
  useMutation({
    mutationFn: (input: { id: string; amount: string }) =>
      call(receiptCodesEndpoints.createRefundLink, input),
  });
export const publicRefundLinkQueryOptions = (id: string, token: string) =>
  queryOptions({
    queryKey: receiptCodeKeys.refund(id, token),
    queryFn: ({ signal }) =>
      call(receiptCodesEndpoints.getPublicRefundLink, { id, token }, { signal, notify: false }),
    retry: false,
  });
export const usePublicRefundLink = (id: string, token: string) =>
  useQuery(publicRefundLinkQueryOptions(id, token));
export const useSubmitRefundAddress = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; token: string; address: string }) =>
      call(receiptCodesEndpoints.submitRefundAddress, input),
    onSuccess: (_r, input) =>
      client.invalidateQueries({ queryKey: receiptCodeKeys.refund(input.id, input.token) }),
  });
};
