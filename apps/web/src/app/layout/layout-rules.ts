import { accountType, isMerchantAccountType, kycStatus } from '@coffer/contract/auth';
import { paths, type RegisterType } from '../../config/paths';
import { isSignedIn, type SessionState } from '../../lib/session/session-store';

/** Which menus the header shows (spec §2, §6). */
export interface HeaderMenus {
  /** Log in and register links (signed out). */
  authLinks: boolean;
  /** Assets menu, orders menu (convert, cash, OTC orders) and the user menu. */
  personal: boolean;
  /** The acceptor page inside the user menu: account type 6 only. */
  acceptorEntry: boolean;
  /** Merchant menu and the profile menu with the official label: account types 1 and 3. */
  merchant: boolean;
}

export function headerMenus(session: SessionState): HeaderMenus {
  if (!isSignedIn(session))
    return { authLinks: true, personal: false, acceptorEntry: false, merchant: false };
  const type = session.user?.accountType ?? session.accountType ?? accountType.members.personal;
  const merchant = isMerchantAccountType(type);
  return {
    authLinks: false,
    personal: !merchant,
    acceptorEntry: !merchant && type === accountType.members.acceptor,
    merchant,
  };
}

const startsWithSegment = (pathname: string, base: string) =>
  pathname === base || pathname.startsWith(`${base}/`);

/**
 * A checkout page (/pay…: the hosted payment page, a counter's code, a refund link): the buyer's
 * page of a shop, without our marketing header and footer.
 */
export const isCheckoutPage = (pathname: string) => startsWithSegment(pathname, '/pay');

/** Header: everywhere but /maintain and app mode (a checkout page has its own, see above). */
export const headerVisible = (pathname: string, appMode: boolean) =>
  !appMode && pathname !== paths.system.maintain.path;

/**
 * Footer: hidden on /maintain, /apps…, /merchant…, /download, checkout pages, in app mode, and for
 * account type 5 on the assets pages (spec §2).
 */
export function footerVisible(pathname: string, options: { appMode: boolean; accountType: number | null }) {
  if (options.appMode || isCheckoutPage(pathname)) return false;
  if (pathname === paths.system.maintain.path || pathname === paths.download.path) return false;
  if (startsWithSegment(pathname, paths.apps.root.path)) return false;
  if (startsWithSegment(pathname, paths.merchant.root.path)) return false;
  if (
    options.accountType === accountType.members.partner &&
    startsWithSegment(pathname, paths.assets.root.path)
  )
    return false;
  return true;
}

const ctaPages: readonly string[] = [
  paths.home.path,
  paths.products.path,
  paths.individuals.path,
  paths.saas.path,
  paths.deploy.path,
];
const merchantRegisterPages: readonly string[] = [
  paths.home.path,
  paths.products.path,
  paths.trading.earn.path,
  paths.saas.path,
  paths.deploy.path,
];

/** The footer's call-to-action block: on /, /products, /individuals, /saas, /deploy. */
export const footerCallToAction = (pathname: string) => ctaPages.includes(pathname);

/** The footer's register link: type merchant on /, /products, /earn, /saas, /deploy. */
export const footerRegisterType = (pathname: string): RegisterType =>
  merchantRegisterPages.includes(pathname) ? 'merchant' : 'personal';

/**
 * Pages a signed-in user whose identity is not verified may still open: the verification page,
 * the sign-in pages (to switch account), security verification (which verifying may require), the
 * help articles the form links to, and the system pages.
 */
const unverifiedAllowed = [
  paths.account.verify.path,
  '/user',
  '/security',
  paths.help.detail.path,
  paths.system.maintain.path,
  paths.system.error.path,
];

/** Spec §4: with a token and a kycStatus other than 3, navigation goes to /account/verifiy. */
export function kycRedirect(pathname: string, session: SessionState): string | null {
  const user = session.user;
  if (!session.token || !user || user.kycStatus === kycStatus.members.verified) return null;
  if (unverifiedAllowed.some((base) => startsWithSegment(pathname, base))) return null;
  return paths.account.verify.path;
}
