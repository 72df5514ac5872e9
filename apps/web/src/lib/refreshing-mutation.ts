import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation that refetches what it changed (`queryKey`) once it succeeds; the caller's
 * `mutateAsync` resolves after the refetch, so what follows sees fresh data.
 * Apart from lib/query-client.ts (which the shell loads): useMutation and its observer come with
 * the pages that change something, not with every first visit (issue 14).
 */
export function useRefreshingMutation<I, R>(
  mutationFn: (input: I) => Promise<R>,
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey }) });
}
