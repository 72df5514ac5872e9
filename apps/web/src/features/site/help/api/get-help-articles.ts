import { helpEndpoints } from '@coffer/contract/help';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

export const helpPageSize = 10;

export interface HelpArticlesInput {
  /** Words that must all occur in the title or text; empty lists everything. */
  keyword?: string;
  categoryId?: number;
  page: number;
  language: string;
}

/** A page of articles: a category's, a search's, or all of them. */
export const getHelpArticlesQueryOptions = ({ keyword, categoryId, page, language }: HelpArticlesInput) =>
  queryOptions({
    queryKey: [
      'help',
      'articles',
      { keyword: keyword ?? '', categoryId: categoryId ?? null, page, language },
    ],
    queryFn: ({ signal }) =>
      call(
        helpEndpoints.getHelpCenterShowPagedList,
        {
          Keyword: keyword || undefined,
          CategoryId: categoryId,
          SkipCount: (page - 1) * helpPageSize,
          MaxResultCount: helpPageSize,
        },
        { signal },
      ),
  });

/** The previous page stays on screen while the next one loads. */
export const useHelpArticles = (input: HelpArticlesInput, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...getHelpArticlesQueryOptions(input), placeholderData: keepPreviousData, enabled });
