import { constants } from '@coffer/contract/common';
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { track } from '../../lib/action-log';
import { detectAppMode } from '../../lib/app-mode';
import { useSession } from '../../lib/session/session-store';
import { CheckoutHeader } from './checkout-header';
import { Header } from './header';
import classes from './layout.module.css';
import { footerVisible, headerVisible, isCheckoutPage, kycRedirect } from './layout-rules';
import { RegionalNotice } from './regional-notice';

export const PageLoader = () => (
  <Center py={120}>
    <Loader />
  </Center>
);

/** The footer's code loads while the page settles: it is drawn 400 ms after the page anyway. */
const loadFooter = () => import('./footer');
const Footer = lazy(() => loadFooter().then((m) => ({ default: m.Footer })));

/** The navigation overlay and the back-to-top button: not drawn on a first paint (page-aids.tsx). */
const PageAids = lazy(() => import('./page-aids'));

/** The footer comes 400 ms after the page (spec §9), so it does not jump while the page settles. */
function DelayedFooter({ pathname }: { pathname: string }) {
  const [shownFor, setShownFor] = useState<string | null>(null);
  useEffect(() => {
    void loadFooter();
    const timer = setTimeout(() => setShownFor(pathname), constants.footerDelayMs);
    return () => clearTimeout(timer);
  }, [pathname]);
  return shownFor === pathname ? (
    <Suspense fallback={null}>
      <Footer pathname={pathname} />
    </Suspense>
  ) : null;
}

/** The shell around every page: header, page, footer, and the app-wide overlays. */
export function RootLayout() {
  const location = useLocation();
  const session = useSession();
  const appMode = useMemo(() => detectAppMode(location.search), [location.search]);
  const redirect = kycRedirect(location.pathname, session);

  useEffect(() => {
    if (!redirect) track('pageView', undefined, location.pathname);
  }, [location.pathname, redirect]);

  if (redirect) return <Navigate to={redirect} replace />;
  const accountType = session.user?.accountType ?? session.accountType;
  return (
    <>
      {headerVisible(location.pathname, appMode) &&
        (isCheckoutPage(location.pathname) ? <CheckoutHeader /> : <Header />)}
      <main className={classes.main} id="main">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      {footerVisible(location.pathname, { appMode, accountType }) && (
        <DelayedFooter pathname={location.pathname} />
      )}
      <Suspense fallback={null}>
        <PageAids />
      </Suspense>
      <RegionalNotice />
      <ScrollRestoration />
    </>
  );
}
