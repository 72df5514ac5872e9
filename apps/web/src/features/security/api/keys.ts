import { useQueryClient } from '@tanstack/react-query';
import { keysUnder } from '../../../lib/query-keys';

/** Every query of the security centre sits under one root, so an action refreshes what it changed. */
export const securityKeys = keysUnder('security', [
  'account',
  'googleBindInfo',
  'loginHistory',
  'operations',
  'sessions',
]);

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
