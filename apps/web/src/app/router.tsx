import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunction, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { PageLoader, RootLayout } from './layout/root-layout';
import { RouteError } from './routes/system/route-error';

/** What a route module exports: its page, optionally a loader factory and an error boundary. */
interface RouteModule {
  default: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
  ErrorBoundary?: ComponentType;
}

interface RouteEntry {
  path: string;
  /** The feature the page belongs to (documentation, and the e2e table). */
  feature: string;
  load: () => Promise<RouteModule>;
}

/**
 * The route table (spec §2). Only built features are listed: an address whose feature is not built
 * yet answers with the 404 page rather than a placeholder. Each route is its own chunk and its
 * loader fills the query cache (and loads its texts) before it renders.
 */
export const routeTable: RouteEntry[] = [
  { path: paths.home.path, feature: 'home', load: () => import('./routes/home/landing') },
  { path: paths.products.path, feature: 'products', load: () => import('./routes/site/products') },
  { path: paths.individuals.path, feature: 'individuals', load: () => import('./routes/site/individuals') },
  { path: paths.saas.path, feature: 'saas', load: () => import('./routes/site/saas') },
  { path: paths.deploy.path, feature: 'deploy', load: () => import('./routes/site/deploy') },
  { path: paths.trading.brokerage.path, feature: 'brokerage', load: () => import('./routes/site/brokerage') },
  { path: paths.about.path, feature: 'about', load: () => import('./routes/site/about') },
  { path: paths.news.root.path, feature: 'news', load: () => import('./routes/news/home') },
  { path: paths.news.list.path, feature: 'news', load: () => import('./routes/news/list') },
  { path: paths.news.detail.path, feature: 'news', load: () => import('./routes/news/detail') },
  { path: paths.help.root.path, feature: 'help', load: () => import('./routes/help/home') },
  { path: paths.help.list.path, feature: 'help', load: () => import('./routes/help/list') },
  { path: paths.help.search.path, feature: 'help', load: () => import('./routes/help/search') },
  { path: paths.help.detail.path, feature: 'help', load: () => import('./routes/help/detail') },
  { path: paths.download.path, feature: 'download', load: () => import('./routes/download') },
  { path: paths.contact.path, feature: 'contact', load: () => import('./routes/contact') },
  { path: paths.notice.list.path, feature: 'notices', load: () => import('./routes/notices/list') },
  { path: paths.notice.detail.path, feature: 'notices', load: () => import('./routes/notices/detail') },
  { path: paths.user.login.path, feature: 'auth', load: () => import('./routes/user/login') },
  { path: paths.user.register.path, feature: 'auth', load: () => import('./routes/user/register') },
  { path: paths.user.forget.path, feature: 'auth', load: () => import('./routes/user/forget') },
  { path: paths.user.result.path, feature: 'auth', load: () => import('./routes/user/result') },
  { path: paths.account.verify.path, feature: 'kyc', load: () => import('./routes/account/verify') },
  { path: paths.assets.root.path, feature: 'assets', load: () => import('./routes/assets/overview') },
  { path: paths.assets.recharge.path, feature: 'deposits', load: () => import('./routes/deposits/recharge') },
  {
    path: paths.assets.withdraw.path,
    feature: 'withdrawals',
    load: () => import('./routes/withdrawals/withdraw'),
  },
  {
    path: paths.assets.transfer.path,
    feature: 'transfers',
    load: () => import('./routes/transfers/transfer'),
  },
  {
    path: paths.assets.address.path,
    feature: 'address-book',
    load: () => import('./routes/address-book/address'),
  },
  { path: paths.trading.otc.path, feature: 'otc', load: () => import('./routes/otc/otc') },
  { path: paths.trading.otcOrder.path, feature: 'otc', load: () => import('./routes/otc/order') },
  {
    path: paths.account.acceptor.path,
    feature: 'acceptor',
    load: () => import('./routes/account/acceptor'),
  },
  { path: paths.account.api.path, feature: 'api-keys', load: () => import('./routes/account/api') },
  {
    path: paths.account.modifyApi.path,
    feature: 'api-keys',
    load: () => import('./routes/account/modify-api'),
  },
  {
    path: paths.security.first.path,
    feature: 'security',
    load: () => import('./routes/security/first'),
  },
  {
    path: paths.security.second.path,
    feature: 'security',
    load: () => import('./routes/security/second'),
  },
  {
    path: paths.security.third.path,
    feature: 'security',
    load: () => import('./routes/security/third'),
  },
  {
    path: paths.account.userInfo.path,
    feature: 'security',
    load: () => import('./routes/account/user-info'),
  },
  { path: paths.account.google.path, feature: 'security', load: () => import('./routes/account/google') },
  { path: paths.account.password.path, feature: 'security', load: () => import('./routes/account/password') },
  { path: paths.account.record.path, feature: 'security', load: () => import('./routes/account/record') },
  { path: paths.system.maintain.path, feature: 'system', load: () => import('./routes/system/maintain') },
  { path: paths.system.error.path, feature: 'system', load: () => import('./routes/system/error') },
  { path: paths.system.notFound.path, feature: 'system', load: () => import('./routes/system/not-found') },
  {
    path: paths.system.serverError.path,
    feature: 'system',
    load: () => import('./routes/system/server-error'),
  },
];

/** The patterns the router mounts: a link to any other address of ours is not shown. */
export const routedPatterns: readonly string[] = routeTable.map((route) => route.path);

const lazyRoute = (queryClient: QueryClient, load: () => Promise<RouteModule>) => async () => {
  const module = await load();
  return {
    Component: module.default,
    loader: module.loader?.(queryClient),
    ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
  };
};

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoader,
      children: [
        ...routeTable.map(({ path, load }) => ({ path, lazy: lazyRoute(queryClient, load) })),
        { path: '*', lazy: lazyRoute(queryClient, () => import('./routes/system/not-found')) },
      ],
    },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
