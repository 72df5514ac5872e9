import { authEndpoints } from '@coffer/contract/auth';
import type { EndpointInput } from '@coffer/contract/common';
import { merchantEndpoints } from '@coffer/contract/merchant';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { keysUnder } from '../../../lib/query-keys';

/** Every merchant query sits under one root, so a change refreshes exactly what it touched. */
export const merchantKeys = keysUnder('merchant', ['info', 'subs', 'rates', 'coins', 'fees']);

const m = merchantEndpoints;

export const merchantInfoQueryOptions = () =>
  queryOptions({
    queryKey: merchantKeys.info,
    queryFn: ({ signal }) => call(m.getMerchantInfo, {}, { signal }),
  });
export const useMerchantInfo = () => useQuery(merchantInfoQueryOptions());

export const subMerchantsQueryOptions = () =>
  queryOptions({
    queryKey: merchantKeys.subs,
    queryFn: ({ signal }) => call(m.subMerchantGetList, { MaxResultCount: 100 }, { signal }),
  });
export const useSubMerchants = () => useQuery(subMerchantsQueryOptions());

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: merchantKeys.rates, queryFn: ({ signal }) => call(m.rateGetAll, {}, { signal }) });
export const useRates = () => useQuery(ratesQueryOptions());

export const settlementCoinsQueryOptions = () =>
  queryOptions({
    queryKey: merchantKeys.coins,
    queryFn: ({ signal }) => call(m.getMerchantSettlementCoinList, {}, { signal }),
    staleTime: 60_000,
  });
export const useSettlementCoins = () => useQuery(settlementCoinsQueryOptions());

export const channelFeesQueryOptions = () =>
  queryOptions({
    queryKey: merchantKeys.fees,
    queryFn: ({ signal }) => call(m.getMerchantChannelRates, {}, { signal }),
  });
export const useChannelFees = () => useQuery(channelFeesQueryOptions());

export const referenceRate = (legalCurrency: string, collectionCurrency: string) =>
  call(m.getReferenceExchangeRate, { legalCurrency, collectionCurrency }, { notify: false });

/** The certificate upload of the application (JPG or PNG up to 5 MB). */
export const uploadCertificate = (file: File) =>
  call(
    authEndpoints.imageUpload,
    { purpose: 'merchantCertificate' },
    { file: { blob: file, name: file.name } },
  );

/** A mutation that refreshes the merchant queries it changed. */
function useMerchantMutation<I, R>(fn: (input: I) => Promise<R>, keys: readonly (readonly string[])[]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey }))),
  });
}

type In<K extends keyof typeof m> = EndpointInput<(typeof m)[K]>;
const subKeys = [merchantKeys.subs, merchantKeys.info];

export const useCreateSubMerchant = () =>
  useMerchantMutation((i: In<'subMerchantCreate'>) => call(m.subMerchantCreate, i), subKeys);
export const useUpdateSubMerchant = () =>
  useMerchantMutation((i: In<'subMerchantUpdate'>) => call(m.subMerchantUpdate, i), subKeys);
export const useSubMerchantAction = () =>
  useMerchantMutation(
    ({ action, id }: { action: 'activate' | 'deactivate' | 'delete' | 'reset'; id: number }) =>
      call(
        {
          activate: m.subMerchantActive,
          deactivate: m.subMerchantInActive,
          delete: m.subMerchantDelete,
          reset: m.subMerchantResetPassword,
        }[action],
        { id },
      ),
    subKeys,
  );
// The rate form places a refusal under its field (notify: false).
export const useSaveRate = () =>
  useMerchantMutation(
    (i: In<'rateCreate'> & { id?: number }) =>
      i.id === undefined
        ? call(m.rateCreate, i, { notify: false })
        : call(m.rateUpdate, { ...i, id: i.id }, { notify: false }),
    [merchantKeys.rates],
  );
export const useDeleteRate = () =>
  useMerchantMutation((id: number) => call(m.rateDelete, { id }), [merchantKeys.rates]);
export const useSaveApplication = () =>
  useMerchantMutation(
    (i: In<'saveToBecomeOfficial'>) => call(m.saveToBecomeOfficial, i),
    [merchantKeys.info],
  );
export const useApplyOfficial = () =>
  useMerchantMutation(
    (i: In<'applyToBecomeOfficial'>) => call(m.applyToBecomeOfficial, i),
    [merchantKeys.info],
  );
