import { constants } from '@coffer/contract/common';
import { noticesEndpoints } from '@coffer/contract/notices';
import type { CachedRead } from '../../../../lib/cached-read';
import { call } from '../../../../lib/http/client';

type BellPage = Awaited<ReturnType<typeof fetchBell>>;

const fetchBell = () =>
  call(noticesEndpoints.getAppPagedList, {
    Keyword: '',
    ClientType: constants.clientType,
    SkipCount: 0,
    MaxResultCount: constants.announcementListSize,
  });

/**
 * The header bell's notices: the latest five and, for a signed-in reader, how many are unread (the
 * server keeps the read mark per user, so it follows them to other devices). Keyed by the reader,
 * so signing in or out never shows another person's count. A read of lib/cached-read.ts: the
 * header is on every first visit, TanStack Query is not (issue 14).
 */
export const noticeBellRead = (input: { language: string; uid: string | null }): CachedRead<BellPage> => ({
  key: `notices/bell/${input.language}/${input.uid ?? ''}`,
  fetch: fetchBell,
});
