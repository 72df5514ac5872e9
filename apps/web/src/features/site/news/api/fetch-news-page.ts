import { newsEndpoints } from '@coffer/contract/news';
import { call } from '../../../../lib/http/client';

export interface NewsPageInput {
  page: number;
  pageSize: number;
  language: string;
}

/**
 * One page of articles: for the news pages' query (get-news-page.ts) and the landing's latest
 * (get-latest-news.ts), which must not bring TanStack Query with it.
 */
export const fetchNewsPage = ({ page, pageSize, language }: NewsPageInput, signal?: AbortSignal) =>
  call(
    newsEndpoints.getNewsPageList,
    { languageCode: language, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
    { signal },
  );
