import { assetsEndpoints } from '@coffer/contract/assets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/http/client';

/** The fiat currencies a merchant may receive in (the site's legal currencies): registration and the official application. */
export const receiptCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['legalCurrencies'],
    queryFn: ({ signal }) => call(assetsEndpoints.getAllWebSiteLegalCoinList, {}, { signal, notify: false }),
    staleTime: 10 * 60_000,
  });

export const useReceiptCurrencies = () => useQuery(receiptCurrenciesQueryOptions());
