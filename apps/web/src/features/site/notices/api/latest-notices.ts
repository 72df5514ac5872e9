import { constants } from '@coffer/contract/common';
import type { CachedRead } from '../../../../lib/cached-read';
import { fetchNotices } from './fetch-notices';

/**
 * The latest five notices (spec §9 announcement list size), for the landing page and the help
 * centre: a read of lib/cached-read.ts, so `/` loads no TanStack Query (issue 14).
 */
export const latestNoticesRead = (
  language: string,
): CachedRead<Awaited<ReturnType<typeof fetchNotices>>> => ({
  key: `notices/latest/${language}`,
  fetch: () => fetchNotices({ page: 1, pageSize: constants.announcementListSize, language }),
});
