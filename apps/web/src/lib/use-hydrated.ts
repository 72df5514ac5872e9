import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the calling component hydrates prerendered markup (issue 14), true on every other
 * render and right after hydration. Data a page reads from a cache others fill (the common
 * settings: the footer fetches them 400 ms after the shell mounts) may arrive while the page is
 * still hydrating, since React hydrates the page's Suspense boundary after the shell commits; the
 * page then must still draw what the prerender drew, so it shows such data only once hydrated.
 * (React draws the server snapshot while hydrating, then renders again with the client's.)
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
