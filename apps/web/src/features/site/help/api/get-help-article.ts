import { helpEndpoints } from '@coffer/contract/help';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

/** One article with its body; a missing one is the page's own "not found", not a pop-up. */
export const getHelpArticleQueryOptions = (id: number, language: string) =>
  queryOptions({
    queryKey: ['help', 'article', id, language],
    queryFn: ({ signal }) => call(helpEndpoints.getApp, { id }, { signal, notify: false }),
    retry: false,
  });

export const useHelpArticle = (id: number, language: string) =>
  useSuspenseQuery(getHelpArticleQueryOptions(id, language));
