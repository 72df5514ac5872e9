import { noticesEndpoints } from '@coffer/contract/notices';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

/** One notice with its body; a missing one is the page's own "not found", not a pop-up. */
export const getNoticeQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['notice', id, language],
    queryFn: ({ signal }) => call(noticesEndpoints.getApp, { id }, { signal, notify: false }),
    retry: false,
  });

export const useNotice = (id: number, language: string) =>
  useSuspenseQuery(getNoticeQueryOptions(id, language));
