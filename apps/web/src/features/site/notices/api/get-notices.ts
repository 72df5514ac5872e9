import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchNotices, type NoticesPageInput } from './fetch-notices';

export const noticePageSize = 10;

/** A page of published notices in the reader's language, newest first (spec §7). */
export const getNoticesQueryOptions = (input: NoticesPageInput) =>
  queryOptions({
    queryKey: ['notices', input],
    queryFn: ({ signal }) => fetchNotices(input, signal),
  });

export const useNotices = (input: NoticesPageInput) => useQuery(getNoticesQueryOptions(input));
