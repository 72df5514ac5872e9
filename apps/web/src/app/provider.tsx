import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoadedQueryClient } from '../lib/lazy-query-client';
import { colorSchemeManager, defaultColorScheme, theme } from '../lib/theme';
import { OverlayHosts } from './overlay-hosts';

/**
 * Theme (light default, dark, persisted), server state, and the notification and dialog hosts.
 * The query client is in the context once the first page using TanStack Query has loaded it
 * (lib/lazy-query-client.ts); the context's provider is there from the start, so the tree does
 * not change shape (and remount) when it comes. The prerender gives its own client.
 */
export function AppProvider({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const loaded = useLoadedQueryClient();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
    >
      <QueryClientContext.Provider value={queryClient ?? loaded}>
        {children}
        <OverlayHosts />
      </QueryClientContext.Provider>
    </MantineProvider>
  );
}
