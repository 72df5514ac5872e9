import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { currentLanguage, i18n } from '../../../lib/i18n';

/** The `page` of a list's query string: anything out of range is as if it were absent. */
export const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
};

/**
 * The loader of a paged list page (`?page=`): its texts and the page asked for, in the reader's
 * language, before it renders.
 */
export const pagedListLoader =
  <T, K extends QueryKey>(
    namespace: string,
    pageQuery: (page: number, language: string) => FetchQueryOptions<T, Error, T, K>,
  ) =>
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const page = pageOf(new URL(request.url).searchParams);
    await Promise.all([
      i18n.loadNamespaces(namespace),
      queryClient.prefetchQuery(pageQuery(page, currentLanguage())),
    ]);
    return null;
  };

/** The list page in the address, and a move to another that scrolls back to the top. */
export function usePageParam() {
  const [search, setSearch] = useSearchParams();
  const onPageChange = (page: number) => {
    setSearch(page > 1 ? { page: String(page) } : {});
    window.scrollTo({ top: 0 });
  };
  return { page: pageOf(search), onPageChange };
}
