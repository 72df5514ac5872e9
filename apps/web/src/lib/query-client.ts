import { QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from './http/api-error';

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
 * A mutation that refetches what it changed (`queryKey`) once it succeeds; the caller's
 * `mutateAsync` resolves after the refetch, so what follows sees fresh data.
 */
export function useRefreshingMutation<I, R>(
  mutationFn: (input: I) => Promise<R>,
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
