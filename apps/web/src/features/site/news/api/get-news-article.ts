import { newsEndpoints } from '@coffer/contract/news';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

/** One article with its body; a missing one is the page's own "not found", not a pop-up. */
export const getNewsArticleQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['news', 'article', id, language],
    queryFn: ({ signal }) =>
      call(newsEndpoints.getNewsById, { id, languageCode: language }, { signal, notify: false }),
    retry: false,
  });

export const useNewsArticle = (id: number, language: string) =>
  useSuspenseQuery(getNewsArticleQueryOptions(id, language));
