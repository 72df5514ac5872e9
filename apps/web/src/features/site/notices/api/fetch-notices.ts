import { constants } from '@coffer/contract/common';
import { noticesEndpoints } from '@coffer/contract/notices';
import { call } from '../../../../lib/http/client';

export interface NoticesPageInput {
  page: number;
  pageSize: number;
  language: string;
}

/**
 * A page of published notices in the reader's language, newest first (spec §7): for the list's
 * query (get-notices.ts) and the latest ones (latest-notices.ts), which must not bring TanStack
 * Query to the landing page.
 */
export const fetchNotices = (input: NoticesPageInput, signal?: AbortSignal) =>
  call(
    noticesEndpoints.getAppPagedList,
    {
      Keyword: '',
      ClientType: constants.clientType,
      SkipCount: (input.page - 1) * input.pageSize,
      MaxResultCount: input.pageSize,
    },
    { signal },
  );
