import { useQueryClient } from '@tanstack/react-query';

/** Every query of the security centre sits under one root, so an action refreshes what it changed. */
export const securityKeys = {
  all: ['security'] as const,
  account: ['security', 'account'] as const,
  googleBindInfo: ['security', 'googleBindInfo'] as const,
  loginHistory: ['security', 'loginHistory'] as const,
  operations: ['security', 'operations'] as const,
  sessions: ['security', 'sessions'] as const,
};

/** Refetches everything the security centre shows, after one of its dialogs changed an item. */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: securityKeys.all });
}

/** Rows per page of the security log. */
export const historyPageSize = 10;

/** The change-application review (/security/first…third): its status, by the query token. */
export const securityChangeKeys = {
  all: ['securityChange'] as const,
  status: (queryToken: string) => ['securityChange', 'status', queryToken] as const,
};
