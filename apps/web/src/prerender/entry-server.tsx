import { type AppLanguage, constants } from '@coffer/contract/common';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '../app/provider';
import { createRoutes, routedPatterns } from '../app/router';
import { paths } from '../config/paths';
import { prerenderedMeta } from '../hooks/use-page-meta';
import { holdCachedFetches } from '../lib/cached-read';
import { initI18n } from '../lib/i18n';
import { NoFetchQueryClient } from '../lib/query-client';
import { RoutedPathsProvider } from '../lib/routed-paths';

/**
 * The build's server entry (issue 14): renders the public pages to HTML, one language at a time,
 * for scripts/prerender.mjs to write into the web build. What a page fetches (news, notices, app
 * versions, settings) renders in its loading state, as main.tsx's hydrating first render does.
 */

/**
 * The pages prerendered: the public ones a first visit lands on, without data in the address, and
 * the signed-out forms (sign-in, sign-up, forgotten password), which main.tsx hydrates only for a
 * signed-out visitor (a signed-in one is sent on by the page's loader, as before).
 */
export const prerenderedPaths: readonly string[] = [
  paths.home.path,
  paths.products.path,
  paths.individuals.path,
  paths.saas.path,
  paths.deploy.path,
  paths.trading.brokerage.path,
  paths.about.path,
  paths.contact.path,
  paths.download.path,
  paths.news.root.path,
  paths.news.list.path,
  paths.help.root.path,
  paths.help.list.path,
  paths.notice.list.path,
  paths.user.login.path,
  paths.user.register.path,
  paths.user.forget.path,
];

export const prerenderedLanguages: readonly AppLanguage[] = constants.languages;

/** For scripts/prerender.mjs, which finds each page's module in the route table by its `paths` key. */
export { paths };

/** How long one page may take to render before the build gives up on it. */
const prerenderTimeoutMs = 30_000;

export interface RenderedPage {
  /** The markup inside #root. */
  html: string;
  title: string;
  description: string | undefined;
}

export async function renderPage(path: string, language: AppLanguage): Promise<RenderedPage> {
  await initI18n(language);
  holdCachedFetches();
  const queryClient = new NoFetchQueryClient();
  const handler = createStaticHandler(createRoutes(() => Promise.resolve(queryClient)));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  delete prerenderedMeta.title;
  delete prerenderedMeta.description;
  // Waits for everything that suspends (a lazy component, a catalogue) rather than leaving its
  // fallback, which the browser would have to replace (a hydration error). A part that fails or
  // never finishes fails the build.
  const failures: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RoutedPathsProvider patterns={routedPatterns}>
          {/* No hydration script: the CSP forbids inline scripts, and main.tsx knows the route. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RoutedPathsProvider>
      </AppProvider>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(prerenderTimeoutMs),
      onError: (error) => void failures.push(error),
      // One piece of HTML: a large part sent apart would need an inline script to put it in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  if (failures.length) throw new Error(`${path} (${language}) did not prerender: ${String(failures[0])}`);
  const html = await new Response(prelude).text();
  queryClient.clear();
  return { html, title: prerenderedMeta.title ?? 'Coffer', description: prerenderedMeta.description };
}
