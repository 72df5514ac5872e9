import { constants } from '@coffer/contract/common';
import { noticesEndpoints } from '@coffer/contract/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

export const noticePageSize = 10;

/** A page of published notices in the reader's language, newest first (spec §7). */
export const getNoticesQueryOptions = (input: { page: number; pageSize: number; language: string }) =>
  queryOptions({
    queryKey: ['notices', input],
    queryFn: ({ signal }) =>
      call(
        noticesEndpoints.getAppPagedList,
        {
          Keyword: '',
          ClientType: constants.clientType,
          SkipCount: (input.page - 1) * input.pageSize,
          MaxResultCount: input.pageSize,
        },
        { signal },
      ),
  });

/** The header bell: the latest five (spec §9 announcement list size). */
export const getLatestNoticesQueryOptions = (language: string) =>
  getNoticesQueryOptions({ page: 1, pageSize: constants.announcementListSize, language });

export const useNotices = (input: { page: number; pageSize: number; language: string }) =>
  useQuery(getNoticesQueryOptions(input));
