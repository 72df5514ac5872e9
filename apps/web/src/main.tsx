import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createAppRouter, routedPatterns } from './app/router';
import { installActionLogFlush } from './lib/action-log';
import { installAppBridge } from './lib/app-mode';
import { keyPageLoadEntry } from './lib/history-entry-key';
import { initI18n, resolveLanguage } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { RoutedPathsProvider } from './lib/routed-paths';
import { loadAccountInfo } from './lib/session/session';
import { followOtherTabs, startCountdown } from './lib/session/session-store';
import { installNavigate } from './lib/shell-effects';
import { storage } from './lib/storage';

const language = resolveLanguage(window.location.search, storage.get('lang'));
storage.set('lang', language);
await initI18n(language);

keyPageLoadEntry();
const router = createAppRouter(queryClient);
installNavigate((to, options) => void router.navigate(to, options));
installAppBridge();
installActionLogFlush();
followOtherTabs();
startCountdown();
void loadAccountInfo();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RoutedPathsProvider patterns={routedPatterns}>
        <RouterProvider router={router} />
      </RoutedPathsProvider>
    </AppProvider>
  </StrictMode>,
);
