import type { AccountInfo } from '@coffer/contract/auth';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders a piece of the app as the app does: Mantine, a fresh query cache (no retries), a router
 * (at the path `at`, when the piece reads it).
 */
export function showInApp(ui: ReactNode, { at }: { at?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], at ? { initialEntries: [at] } : {});
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A signed-in personal, verified account (Alice, fund PIN set); a test overrides what it is about. */
export const anAccount = (over: Partial<AccountInfo> = {}): AccountInfo => ({
  uid: '10000001',
  name: 'Alice',
  accountType: 0,
  kycStatus: 3,
  lastLoginTime: '2026-01-01T00:00:00.000Z',
  isOfficial: false,
  email: 'a***@demo.coffer.test',
  areaCode: null,
  phoneNumber: null,
  googleAuthBound: false,
  fundPasswordSet: true,
  securityHoldUntil: null,
  ...over,
});
