import { sandboxEndpoints } from '@coffer/contract/sandbox';
import { type CachedRead, useCached } from '../../../lib/cached-read';
import { call } from '../../../lib/http/client';

/**
 * Demo mode: the seeded accounts and their password, or an empty answer outside demo mode. A
 * cached read, not a query: the sign-in page is a first visit and loads no TanStack Query (issue 14).
 */
export const demoAccountsRead = (): CachedRead<Awaited<ReturnType<typeof fetchDemoAccounts>>> => ({
  key: 'demoAccounts',
  fetch: fetchDemoAccounts,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

const fetchDemoAccounts = () => call(sandboxEndpoints.getDemoAccounts, {}, { notify: false });

export const useDemoAccounts = () => useCached(demoAccountsRead());
