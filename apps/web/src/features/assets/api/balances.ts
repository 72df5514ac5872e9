import { assetsEndpoints, walletType } from '@coffer/contract/assets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { useRefreshingMutation } from '../../../lib/query-client';
import { assetsKeys } from './keys';

export type WalletTypeValue = (typeof walletType.members)[keyof typeof walletType.members];

/** One wallet's balances, a row per coin it can hold (total, available, frozen). */
export const walletAssetsQueryOptions = (wallet: WalletTypeValue) =>
  queryOptions({
    queryKey: [...assetsKeys.balances, wallet],
    queryFn: ({ signal }) =>
      wallet === walletType.members.cloud
        ? call(assetsEndpoints.getCloudWalletAssets, {}, { signal })
        : call(assetsEndpoints.getAssets, { walletType: wallet }, { signal }),
    staleTime: 15_000,
  });

export const useWalletAssets = (wallet: WalletTypeValue, enabled = true) =>
  useQuery({ ...walletAssetsQueryOptions(wallet), enabled });

/** The totals in the user's pricing currency (the server remembers the choice). */
export const summaryQueryOptions = () =>
  queryOptions({
    queryKey: [...assetsKeys.valuation, 'summary'],
    queryFn: ({ signal }) => call(assetsEndpoints.getAssetsSummary, {}, { signal }),
    staleTime: 15_000,
  });

export const conversionQueryOptions = () =>
  queryOptions({
    queryKey: [...assetsKeys.valuation, 'conversion'],
    queryFn: ({ signal }) => call(assetsEndpoints.getAssetConversion, {}, { signal, notify: false }),
    staleTime: 15_000,
  });

export const distributionQueryOptions = () =>
  queryOptions({
    queryKey: [...assetsKeys.valuation, 'distribution'],
    queryFn: ({ signal }) => call(assetsEndpoints.getAssetDistribution, {}, { signal, notify: false }),
    staleTime: 15_000,
  });

export const pricingCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: assetsKeys.pricingCurrencies,
    queryFn: ({ signal }) => call(assetsEndpoints.getLegalPricingCurrencyList, {}, { signal }),
    staleTime: 10 * 60_000,
  });

export const setPricingCurrency = (currency: string) =>
  call(assetsEndpoints.setPricingCurrency, { currency });

/** A new pricing currency changes every valuation. */
export const useSetPricingCurrency = () => useRefreshingMutation(setPricingCurrency, assetsKeys.valuation);
