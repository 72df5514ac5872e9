import { sandboxEndpoints } from '@coffer/contract/sandbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

/** Demo mode: the seeded accounts and their password, or an empty answer outside demo mode. */
export const demoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['demoAccounts'],
    queryFn: ({ signal }) => call(sandboxEndpoints.getDemoAccounts, {}, { signal, notify: false }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const useDemoAccounts = () => useQuery(demoAccountsQueryOptions());
