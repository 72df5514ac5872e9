import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { i18n } from '../../lib/i18n';
import { requireSession } from '../../lib/session/require-session';

/**
 * The loader of a signed-in screen that needs only its texts and its first data: off to sign-in
 * without a session, else the namespaces and the queries loaded together before it renders.
 */
export const signedInLoader =
  (namespaces: string | string[], prefetch: (queryClient: QueryClient) => Promise<void>[]) =>
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    requireSession(request);
    await Promise.all([i18n.loadNamespaces(namespaces), ...prefetch(queryClient)]);
    return null;
  };

/** A loader's prefetch that is only these queries, each read as it is. */
export const prefetching =
  // biome-ignore lint/suspicious/noExplicitAny: each query has its own data and key types; prefetchQuery checks none of them.
    (...queries: FetchQueryOptions<any, any, any, any>[]) =>
    (queryClient: QueryClient) =>
      queries.map((query) => queryClient.prefetchQuery(query));
