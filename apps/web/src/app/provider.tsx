import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { colorSchemeManager, defaultColorScheme, theme } from '../lib/theme';
import { OverlayHosts } from './overlay-hosts';

/** Theme (light default, dark, persisted), server state, and the notification and dialog hosts. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <OverlayHosts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
