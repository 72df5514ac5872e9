import { assetsEndpoints } from '@coffer/contract/assets';
import { queryOptions } from '@tanstack/react-query';
import { assetsKeys } from '../../../domain/money/assets-keys';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { useRefreshingMutation } from '../../../lib/refreshing-mutation';

/** The totals in the user's pricing currency (the server remembers the choice). */
export const summaryQueryOptions = () =>
  endpointQuery([...assetsKeys.valuation, 'summary'], assetsEndpoints.getAssetsSummary, {}, 15_000);

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

export const setPricingCurrency = (currency: string) =>
  call(assetsEndpoints.setPricingCurrency, { currency });

/** A new pricing currency changes every valuation. */
export const useSetPricingCurrency = () => useRefreshingMutation(setPricingCurrency, assetsKeys.valuation);
