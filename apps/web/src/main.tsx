import './app/styles';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter, loadRouteForHydration, routedPatterns } from './app/router';
import { prefetchSignedInPagesWhenSignedIn } from './app/signed-in';
import { installActionLogFlush } from './lib/action-log';
import { detectAppMode, installAppBridge } from './lib/app-mode';
import { keyPageLoadEntry } from './lib/history-entry-key';
import { initI18n, rememberLanguage, resolveLanguage } from './lib/i18n';
import { loadQueryClient } from './lib/lazy-query-client';
import { prerenderedAttribute, prerenderedMark, setHydrating } from './lib/prerender';
import { RoutedPathsProvider } from './lib/routed-paths';
import { loadAccountInfo } from './lib/session/session';
import { followOtherTabs, sessionStore, startCountdown } from './lib/session/session-store';
import { installNavigate } from './lib/shell-effects';
import { storage } from './lib/storage';

const language = resolveLanguage(window.location.search, storage.get('lang'));
rememberLanguage(language);
await initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

/**
 * The markup in #root is this page in this language, prerendered at build time (issue 14), and
 * this visitor sees what the prerender showed (signed out, in the browser): hydrate it. Otherwise
 * (another language, signed in, the app's embedding mode) the app renders over it.
 */
const onlyLanguageAsked = [...new URLSearchParams(window.location.search).keys()].every((k) => k === 'lang');
const hydrates =
  onlyLanguageAsked &&
  root.getAttribute(prerenderedAttribute) === prerenderedMark(window.location.pathname, language) &&
  !sessionStore.get().token &&
  !detectAppMode(window.location.search);
const loaded = hydrates ? await loadRouteForHydration(new URL(window.location.href), loadQueryClient) : null;

keyPageLoadEntry();
const router = createAppRouter(loadQueryClient, loaded);
installNavigate((to, options) => void router.navigate(to, options));
installAppBridge();
installActionLogFlush();
followOtherTabs();
startCountdown();
void loadAccountInfo();
prefetchSignedInPagesWhenSignedIn();

/**
 * Ends the hydrating first render: what mounts later renders what the browser knows at once. The
 * mark on #root says the app has taken over the page (a prerendered button answers from then on).
 * It wraps the app rather than sitting beside it: a sibling would change the ids React's useId
 * gives every component below, and they must be the ones the prerender drew (entry-server.tsx).
 */
function HydrationDone({ children }: { children: ReactNode }) {
  useEffect(() => {
    setHydrating(false);
    root?.setAttribute('data-app-ready', 'true');
  }, []);
  return children;
}

const app = (
  <StrictMode>
    <HydrationDone>
      <AppProvider>
        <RoutedPathsProvider patterns={routedPatterns}>
          <RouterProvider router={router} />
        </RoutedPathsProvider>
      </AppProvider>
    </HydrationDone>
  </StrictMode>
);
/**
 * The first render runs as a transition, so React does it in slices of a few milliseconds and a
 * phone's main thread stays free to answer a tap or paint (Lighthouse's "total blocking time");
 * a default-priority render would be one task of a second or more on a slow CPU.
 */
startTransition(() => {
  if (loaded) {
    setHydrating(true);
    hydrateRoot(root, app);
  } else createRoot(root).render(app);
});
