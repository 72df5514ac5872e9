import { securityEndpoints } from '@coffer/contract/security';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { endpointQuery } from '../../../lib/http/endpoint-query';
import { securityKeys } from './keys';

/** Profile/GetSessionList: the account's live sessions, this one marked `current`. */
export const sessionsQueryOptions = () =>
  endpointQuery(securityKeys.sessions, securityEndpoints.getSessionList, {});

export const useSessions = () => useQuery(sessionsQueryOptions());

export const revokeSession = (sessionId: string) => call(securityEndpoints.revokeSession, { sessionId });

/** Answers how many sessions ended. */
export const revokeOtherSessions = () => call(securityEndpoints.revokeOtherSessions, {});

/** Refetches the list after a sign-out (the caller waits for it: the row then disappears). */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityKeys.sessions });
}
