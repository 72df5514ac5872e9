import { constants } from '@coffer/contract/common';
import { noticesEndpoints } from '@coffer/contract/notices';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

/**
 * The header bell's notices: the latest five and, for a signed-in reader, how many are unread (the
 * server keeps the read mark per user, so it follows them to other devices). Keyed by the reader,
 * so signing in or out never shows another person's count.
 */
export const noticeBellQueryOptions = (input: { language: string; uid: string | null }) =>
  queryOptions({
    queryKey: ['notices', 'bell', input],
    queryFn: ({ signal }) =>
      call(
        noticesEndpoints.getAppPagedList,
        {
          Keyword: '',
          ClientType: constants.clientType,
          SkipCount: 0,
          MaxResultCount: constants.announcementListSize,
        },
        { signal },
      ),
  });
