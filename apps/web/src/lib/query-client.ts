import { QueryClient } from '@tanstack/react-query';
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
