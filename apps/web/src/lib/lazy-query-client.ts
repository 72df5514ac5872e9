import type { QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * TanStack Query, loaded with the first page that uses it (the signed-in pages, the paged lists):
 * the public shell and the landing page read through lib/cached-read.ts, so a first visit of `/`
 * does not download it (issue 14). app/provider.tsx puts the client in React's context once here.
 */
let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

/** Puts `queryClient` in the app's context (the loaded one; the prerender's own). */
export function provideQueryClient(queryClient: QueryClient): void {
  client = queryClient;
  for (const listener of listeners) listener();
}

/** The app's query client, loading it (and TanStack Query) the first time. */
export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then(({ queryClient }) => {
    // What QueryClientProvider does on mount: refetch on reconnect, resume paused mutations.
    queryClient.mount();
    provideQueryClient(queryClient);
    return queryClient;
  });
  return loading;
}

/** The query client if a page has loaded it already (nothing to refresh otherwise). */
export const loadedQueryClient = (): QueryClient | undefined => client;

/** The query client for React's context: undefined until loaded. */
export const useLoadedQueryClient = (): QueryClient | undefined =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => client,
    () => client,
  );
