import type { EndpointDescriptor, EndpointInput, Host } from '@coffer/contract/common';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../lib/http/client';
import { historyPageSize } from '../money/assets-keys';
import { useMoneyWallet } from '../money/money-wallet';

/** What a history filter always has: the 1-based page in view. */
export interface PagedFilter {
  page: number;
}

/**
 * One paged history endpoint as the web app reads it: the query of a filtered page (previous rows
 * kept while the next page loads), its hook, and a page of any size for the CSV export. The host
 * is the base host unless the page sits in a merchant's cloud wallet (money-wallet.tsx), where the
 * merchant host answers the same call for that wallet; a call only one host answers (the merchant's
 * payment orders) always goes there, and so does a list that names its `host` (the cloud wallet's
 * own history, which both hosts answer, is the merchant host's).
 */
export function pagedList<F extends PagedFilter, E extends EndpointDescriptor>(
  queryKey: readonly unknown[],
  endpoint: E,
  input: (filter: F, pageSize: number) => EndpointInput<E>,
  {
    host: only,
    ...freshness
  }: { staleTime?: number; refetchOnWindowFocus?: boolean; refetchInterval?: number; host?: Host } = {},
) {
  const answering = (wanted: Host): Host =>
    only ?? (endpoint.hosts.includes(wanted) ? wanted : (endpoint.hosts[0] ?? wanted));
  const listQueryOptions = (filter: F, wanted: Host = 'base') => {
    const host = answering(wanted);
    return queryOptions({
      queryKey: [...queryKey, host, filter],
      queryFn: ({ signal }) => call(endpoint, input(filter, historyPageSize), { signal, host }),
      placeholderData: keepPreviousData,
      ...freshness,
    });
  };
  return {
    queryOptions: listQueryOptions,
    useList: (filter: F) => useQuery(listQueryOptions(filter, useMoneyWallet().host)),
    fetchPage: (filter: F, pageSize: number, wanted: Host = 'base') =>
      call(endpoint, input(filter, pageSize), { host: answering(wanted) }),
  };
}

interface PageOf<T> {
  items: T[];
  totalCount: number;
}

/**
 * A history's filter state and the paging props of its HistoryPanel: `refine` changes filters and
 * goes back to the first page; the export fetches pages under the filters in view.
 */
export function useHistoryPaging<F extends PagedFilter, T>(source: {
  useList: (filter: F) => { data?: PageOf<T>; isPending: boolean; isError: boolean };
  fetchPage: (filter: F, pageSize: number, host: Host) => Promise<PageOf<T>>;
}) {
  const { host } = useMoneyWallet();
  const [filter, setFilter] = useState<F>({ page: 1 } as F);
  const list = source.useList(filter);
  return {
    filter,
    list,
    refine: (change: Partial<F>) => setFilter((f) => ({ ...f, ...change, page: 1 })),
    paging: {
      list,
      page: filter.page,
      pageSize: historyPageSize,
      onPage: (page: number) => setFilter((f) => ({ ...f, page })),
      fetchPage: (page: number, size: number) => source.fetchPage({ ...filter, page }, size, host),
    },
  };
}
