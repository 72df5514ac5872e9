import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../../lib/i18n';

/**
 * The loader of a public payment page (no session): its texts, and the one record its address
 * names (`:id`) loaded before it renders.
 */
export const publicRecordLoader =
  (
    namespaces: string[],
    // biome-ignore lint/suspicious/noExplicitAny: each page's record has its own data and key types; prefetchQuery checks none of them.
    record: (id: string) => FetchQueryOptions<any, any, any, any>,
  ) =>
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      i18n.loadNamespaces(namespaces),
      params.id ? queryClient.prefetchQuery(record(params.id)) : null,
    ]);
    return null;
  };
