import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error';

// Loaded through lib/lazy-query-client.ts, with the first page that uses TanStack Query (issue 14).

/** Server state for the whole app. The wrapper already told the user about a failure. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // A dropped connection is worth one more try; a server's "no" is not.
        retry: (failures, error) => failures < 1 && isApiError(error) && error.kind === 'network',
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/**
 * A query client whose prefetches do nothing (the prerender, a hydrating first render): a route's loader run with it loads
 * only the page's texts, and the cache stays empty so its queries render their loading state.
 */
export class NoFetchQueryClient extends QueryClient {
  override prefetchQuery(): Promise<void> {
    return Promise.resolve();
  }
}
