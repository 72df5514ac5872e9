import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchNewsPage, type NewsPageInput } from './fetch-news-page';

export const newsPageSize = 10;

/** A page of published articles in the reader's language (English where one lacks it), newest first. */
export const getNewsPageQueryOptions = (input: NewsPageInput) =>
  queryOptions({
    queryKey: ['news', 'page', input],
    queryFn: ({ signal }) => fetchNewsPage(input, signal),
  });

export const useNewsPage = (input: NewsPageInput) => useQuery(getNewsPageQueryOptions(input));
