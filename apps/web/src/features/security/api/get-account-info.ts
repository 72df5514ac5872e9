import { authEndpoints } from '@coffer/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';
import { sessionStore } from '../../../lib/session/session-store';
import { securityKeys } from './keys';

/**
 * Profile/GetAccountInfo: which security items are bound, the fund PIN, the 24-hour hold. The
 * answer also refreshes the session's user, so the header and the withdrawal gate see a change.
 */
export const accountInfoQueryOptions = () =>
  queryOptions({
    queryKey: securityKeys.account,
    queryFn: async ({ signal }) => {
      const user = await call(authEndpoints.getAccountInfo, {}, { signal });
      sessionStore.setUser(user);
      return user;
    },
  });

export const useAccountInfo = () => useQuery(accountInfoQueryOptions());
