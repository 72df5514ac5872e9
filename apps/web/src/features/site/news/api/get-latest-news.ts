import type { CachedRead } from '../../../../lib/cached-read';
import { fetchNewsPage } from './fetch-news-page';

/** How many of the newest articles the landing page and an article show. */
export const latestNewsCount = 3;

/**
 * The newest articles, for the landing page and under an article: one more than shown, so that
 * leaving out the article being read still fills the row. A read of lib/cached-read.ts, so `/`
 * loads no TanStack Query (issue 14).
 */
export const latestNewsRead = (language: string): CachedRead<Awaited<ReturnType<typeof fetchNewsPage>>> => ({
  key: `news/latest/${language}`,
  fetch: () => fetchNewsPage({ page: 1, pageSize: latestNewsCount + 1, language }),
});
