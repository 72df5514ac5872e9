import { securityEndpoints } from '@coffer/contract/security';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { securityKeys } from './keys';

/** Profile/GetSessionList: the account's live sessions, this one marked `current`. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.sessions,
    queryFn: ({ signal }) => call(securityEndpoints.getSessionList, {}, { signal }),
  });

export const useSessions = () => useQuery(sessionsQueryOptions());

export const revokeSession = (sessionId: string) => call(securityEndpoints.revokeSession, { sessionId });

/** Answers how many sessions ended. */
export const revokeOtherSessions = () => call(securityEndpoints.revokeOtherSessions, {});

/** Refetches the list after a sign-out (the caller waits for it: the row then disappears). */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
}
