import { newsEndpoints } from '@coffer/contract/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

export const newsPageSize = 10;

export interface NewsPageInput {
  page: number;
  pageSize: number;
  language: string;
}

/** A page of published articles in the reader's language (English where one lacks it), newest first. */
export const getNewsPageQueryOptions = ({ page, pageSize, language }: NewsPageInput) =>
  queryOptions({
    queryKey: ['news', 'page', { page, pageSize, language }],
    queryFn: ({ signal }) =>
      call(
        newsEndpoints.getNewsPageList,
        { languageCode: language, skipCount: (page - 1) * pageSize, maxResultCount: pageSize },
        { signal },
      ),
  });

export const useNewsPage = (input: NewsPageInput) => useQuery(getNewsPageQueryOptions(input));
