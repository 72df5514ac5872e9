import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, matchRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageLoader, RootLayout } from './layout/root-layout';
import { merchantRoutes } from './routes/merchant/merchant-routes';
import { RouteError } from './routes/system/route-error';
import { signedIn } from './signed-in';

/**
 * What a route module exports: its page, optionally a loader and an error boundary. A page on
 * TanStack Query exports `loader`, a factory given the query client, which the router loads first
 * (lib/lazy-query-client.ts); a page that uses no query client (its texts, lib/cached-read.ts)
 * exports `plainLoader` instead, and TanStack Query is not loaded for it (issue 14).
 */
export interface RouteModule {
  default: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  plainLoader?: LoaderFunction;
  ErrorBoundary?: ComponentType;
}

/** Where the router gets the query client: loaded on demand in the browser, given by the prerender. */
export type QueryClientSource = () => Promise<QueryClient>;

/** The route's loader; the query client comes first unless the page declares it needs none. */
async function loaderOf(module: RouteModule, queryClient: QueryClientSource) {
  if (module.plainLoader) return module.plainLoader;
  // Without `plainLoader` a page may use queries even with no loader: its client is ready first.
  const client = await queryClient();
  return module.loader?.(client);
}

export interface RouteEntry {
  path: string;
  /** The feature the page belongs to (documentation, and the e2e table). */
  feature: string;
  load: () => Promise<RouteModule>;
}

// Each row names its path in full: e2e/tests/shell.spec.ts reads this file for them.
const page = (path: string, feature: string, load: RouteEntry['load']): RouteEntry => ({
  path,
  feature,
  load,
});

/**
 * The route table (spec §2). Only built features are listed: an address whose feature is not built
 * yet answers with the 404 page rather than a placeholder. Each route is its own chunk and its
 * loader fills the query cache (and loads its texts) before it renders. The public site's, the
 * sign-in's and the checkout's pages are imported here; the signed-in product's through
 * `signedIn` (signed-in-pages.ts), which keeps them out of the first visit.
 */
export const routeTable: RouteEntry[] = [
  page(paths.home.path, 'home', () => import('./routes/site/landing')),
  page(paths.products.path, 'products', () => import('./routes/site/products')),
  page(paths.individuals.path, 'individuals', () => import('./routes/site/individuals')),
  page(paths.saas.path, 'saas', () => import('./routes/site/saas')),
  page(paths.deploy.path, 'deploy', () => import('./routes/site/deploy')),
  page(paths.trading.brokerage.path, 'brokerage', () => import('./routes/site/brokerage')),
  page(paths.about.path, 'about', () => import('./routes/site/about')),
  page(paths.news.root.path, 'news', () => import('./routes/site/news/home')),
  page(paths.news.list.path, 'news', () => import('./routes/site/news/list')),
  page(paths.news.detail.path, 'news', () => import('./routes/site/news/detail')),
  page(paths.help.root.path, 'help', () => import('./routes/site/help/home')),
  page(paths.help.list.path, 'help', () => import('./routes/site/help/list')),
  page(paths.help.search.path, 'help', () => import('./routes/site/help/search')),
  page(paths.help.detail.path, 'help', () => import('./routes/site/help/detail')),
  page(paths.download.path, 'download', () => import('./routes/site/download')),
  page(paths.contact.path, 'contact', () => import('./routes/site/contact')),
  page(paths.notice.list.path, 'notices', () => import('./routes/site/notices/list')),
  page(paths.notice.detail.path, 'notices', () => import('./routes/site/notices/detail')),
  page(paths.user.login.path, 'auth', () => import('./routes/auth/login')),
  page(paths.user.register.path, 'auth', () => import('./routes/auth/register')),
  page(paths.user.forget.path, 'auth', () => import('./routes/auth/forget')),
  page(paths.user.result.path, 'auth', () => import('./routes/auth/result')),
  page(paths.account.verify.path, 'kyc', signedIn('kyc/verify')),
  page(paths.assets.root.path, 'assets', signedIn('assets/overview')),
  page(paths.assets.recharge.path, 'deposits', signedIn('deposits/recharge')),
  page(paths.assets.withdraw.path, 'withdrawals', signedIn('withdrawals/withdraw')),
  page(paths.assets.transfer.path, 'transfers', signedIn('transfers/transfer')),
  page(paths.assets.address.path, 'address-book', signedIn('address-book/address')),
  page(paths.trading.convert.path, 'convert', signedIn('convert/convert')),
  page(paths.trading.convertOrder.path, 'convert', signedIn('convert/order')),
  // The merchant's cloud wallet (its own screens are in the merchant route table).
  page(paths.assets.cloud.path, 'merchant', signedIn('merchant/wallet-cloud')),
  page(paths.trading.otc.path, 'otc', signedIn('otc/otc')),
  page(paths.trading.otcOrder.path, 'otc', signedIn('otc/order')),
  page(paths.pay.path, 'payments', () => import('./routes/payments/pay')),
  page(paths.payCode.path, 'payments', () => import('./routes/payments/pay-code')),
  page(paths.payCodePrint.path, 'payments', () => import('./routes/payments/pay-code-print')),
  page(paths.payRefund.path, 'payments', () => import('./routes/payments/pay-refund')),
  page(paths.account.acceptor.path, 'acceptor', signedIn('acceptor/acceptor')),
  page(paths.account.api.path, 'api-keys', signedIn('api-keys/api')),
  page(paths.account.modifyApi.path, 'api-keys', signedIn('api-keys/modify-api')),
  page(paths.security.first.path, 'security', signedIn('security/first')),
  page(paths.security.second.path, 'security', signedIn('security/second')),
  page(paths.security.third.path, 'security', signedIn('security/third')),
  page(paths.account.userInfo.path, 'security', signedIn('security/user-info')),
  page(paths.account.google.path, 'security', signedIn('security/google')),
  page(paths.account.password.path, 'security', signedIn('security/password')),
  page(paths.account.record.path, 'security', signedIn('security/record')),
  page(paths.trading.fiat.path, 'p2p', signedIn('p2p/fiat')),
  page(paths.trading.fiatOrder.path, 'p2p', signedIn('p2p/order')),
  page(paths.trading.fiatList.path, 'p2p', signedIn('p2p/list')),
  page(paths.account.payment.path, 'p2p', signedIn('p2p/payment')),
  // The merchant back office: its own table, where each merchant area adds its rows.
  ...merchantRoutes,
  page(paths.system.maintain.path, 'system', () => import('./routes/system/maintain')),
  page(paths.system.error.path, 'system', () => import('./routes/system/error')),
  page(paths.system.notFound.path, 'system', () => import('./routes/system/not-found')),
  page(paths.system.serverError.path, 'system', () => import('./routes/system/server-error')),
  page(paths.trading.creditCard.path, 'card', signedIn('card/creditcard')),
  page(paths.trading.fiatThirdPartyPaymentOrder.path, 'card', signedIn('card/quick-buy')),
  page(paths.assets.cash.path, 'cash', signedIn('cash/account')),
  page(paths.assets.cashDeposit.path, 'cash', signedIn('cash/deposit')),
  page(paths.assets.cashOrder.path, 'cash', signedIn('cash/order')),
  page(paths.assets.cashWithdraw.path, 'cash', signedIn('cash/withdraw')),
  page(paths.assets.cashBank.path, 'cash', signedIn('cash/bank')),
  page(paths.apps.beneficiary.path, 'cash', signedIn('cash/beneficiary')),
  page(paths.apps.beneficiaryList.path, 'cash', signedIn('cash/beneficiary-list')),
  page(paths.assets.cashBeneficiaryAddress.path, 'cash', signedIn('cash/beneficiary-address')),
  page(paths.apps.root.path, 'apps', signedIn('apps/apps')),
  page(paths.trading.earn.path, 'earn', () => import('./routes/earn/earn')),
  page(paths.assets.invest.path, 'earn', signedIn('earn/invest')),
  page(paths.assets.multisig.path, 'multisig', signedIn('multisig/multisig')),
  // Public developer docs: a chunk of its own, loaded on this route only (no doc renderer elsewhere).
  page(paths.account.apiDocument.path, 'public-api', () =>
    import('./routes/public-api/api-document.lazy').then((chunk) => chunk.loadApiDocument()),
  ),
  page(paths.assets.cashGlobal.path, 'global-account', signedIn('global-account/global')),
  page(paths.assets.cashWhitelist.path, 'global-account', signedIn('global-account/whitelist')),
];

/** The patterns the router mounts: a link to any other address of ours is not shown. */
export const routedPatterns: readonly string[] = routeTable.map((route) => route.path);

const lazyRoute = (queryClient: QueryClientSource, load: () => Promise<RouteModule>) => async () => {
  const module = await load();
  return {
    Component: module.default,
    loader: await loaderOf(module, queryClient),
    ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
  };
};

/** The route id of a page whose module was loaded before the router (a hydrated page's). */
export const loadedRouteId = 'loaded-page';

/** A page module loaded ahead, for the route of `path`, with its loader. */
export interface LoadedRoute {
  path: string;
  module: RouteModule;
  loader: LoaderFunction | undefined;
}

export function createRoutes(queryClient: QueryClientSource, loaded?: LoadedRoute): RouteObject[] {
  const child = ({ path, load }: RouteEntry): RouteObject =>
    loaded?.path === path
      ? {
          id: loadedRouteId,
          path,
          Component: loaded.module.default,
          loader: loaded.loader,
          ...(loaded.module.ErrorBoundary ? { ErrorBoundary: loaded.module.ErrorBoundary } : {}),
        }
      : { path, lazy: lazyRoute(queryClient, load) };
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        ...routeTable.map(child),
        { path: '*', lazy: lazyRoute(queryClient, () => import('./routes/system/not-found')) },
      ],
    },
  ];
}

/** The row of the route table that `pathname` opens, if any. */
export function routeEntryOf(pathname: string): RouteEntry | undefined {
  const matches = matchRoutes(
    routeTable.map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  return matches?.[0]?.route.entry;
}

/**
 * Loads the page module of `url` and runs its loader, a TanStack Query page's with a client that
 * fetches nothing: the page's texts are ready, its queries' data is not (the prerender had none
 * either; what lib/cached-read.ts fetches shows only after the hydrating render). What main.tsx
 * needs to hydrate.
 */
export async function loadRouteForHydration(
  url: URL,
  queryClient: QueryClientSource,
): Promise<LoadedRoute | null> {
  const entry = routeEntryOf(url.pathname);
  if (!entry) return null;
  const module = await entry.load();
  const params = matchRoutes([{ path: entry.path }], url.pathname)?.[0]?.params ?? {};
  let hydrationLoader = module.plainLoader;
  if (!hydrationLoader) {
    await queryClient();
    const { NoFetchQueryClient } = await import('../lib/query-client');
    hydrationLoader = module.loader?.(new NoFetchQueryClient());
  }
  await hydrationLoader?.({
    request: new Request(url),
    url,
    pattern: entry.path,
    params,
    context: undefined,
  });
  return { path: entry.path, module, loader: await loaderOf(module, queryClient) };
}

export const createAppRouter = (queryClient: QueryClientSource, loaded?: LoadedRoute | null) =>
  createBrowserRouter(
    createRoutes(queryClient, loaded ?? undefined),
    // Nothing to load again for a page whose module and texts are ready: it renders (hydrates) at once.
    loaded ? { hydrationData: { loaderData: { root: null, [loadedRouteId]: null } } } : undefined,
  );
