/**
 * Every URL of the product (spec §2), written once. `path` is the router pattern, `href()` builds a
 * link with its query. Routes whose feature is not built yet are listed here too, so menus can
 * link to them; the router only mounts the built ones (the rest answer with the 404 page).
 */
type Query = Record<string, string | number | undefined>;

const withQuery = (path: string, query?: Query) => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== '');
  if (entries.length === 0) return path;
  return `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)])).toString()}`;
};

const page = (path: string) => ({ path, href: (query?: Query) => withQuery(path, query) });

export const homeSections = ['wallet', 'card', 'apply'] as const;
export type HomeSection = (typeof homeSections)[number];
export const aboutSections = ['company', 'team'] as const;
export type AboutSection = (typeof aboutSections)[number];
export type RegisterType = 'merchant' | 'personal';

export const paths = {
  home: { path: '/', href: (to?: HomeSection) => withQuery('/', { to }) },
  about: { path: '/about', href: (to?: AboutSection) => withQuery('/about', { to }) },
  contact: page('/contact'),
  download: page('/download'),
  /** The public hosted page of a merchant's payment order (no sign-in). */
  pay: { path: '/pay/:id', href: (id: string) => `/pay/${encodeURIComponent(id)}` },
  /** A counter's receipt code: the customer types the amount (no sign-in). */
  payCode: { path: '/pay/code/:id', href: (id: string) => `/pay/code/${encodeURIComponent(id)}` },
  /** The receipt code as a sheet to print. */
  payCodePrint: {
    path: '/pay/code/:id/print',
    href: (id: string) => `/pay/code/${encodeURIComponent(id)}/print`,
  },
  /** A buyer's refund link: the buyer gives the address (no sign-in; the token is the key). */
  payRefund: {
    path: '/pay/:id/refund/:token',
    href: (id: string, token: string) => `/pay/${encodeURIComponent(id)}/refund/${encodeURIComponent(token)}`,
  },
  help: {
    root: page('/help'),
    detail: { path: '/help/detail', href: (id: number | string) => withQuery('/help/detail', { id }) },
    list: page('/help/list'),
    search: page('/help/search'),
  },
  news: {
    root: page('/news'),
    detail: {
      path: '/news/detail/:id',
      href: (id: number | string) => `/news/detail/${encodeURIComponent(id)}`,
    },
    list: page('/news/list'),
  },
  notice: {
    detail: { path: '/notice/detail', href: (id: number) => withQuery('/notice/detail', { id }) },
    list: page('/notice/list'),
  },
  individuals: page('/individuals'),
  products: page('/products'),
  saas: page('/saas'),
  deploy: page('/deploy'),

  account: {
    apiDocument: page('/account/ApiDocument'),
    acceptor: page('/account/acceptor'),
    api: page('/account/api'),
    google: page('/account/google'),
    modifyApi: page('/account/modifyApi'),
    password: page('/account/password'),
    payment: page('/account/payment'),
    record: page('/account/record'),
    userInfo: page('/account/userInfo'),
    /** Identity verification; the spec spells it this way. */
    verify: page('/account/verifiy'),
  },
  assets: {
    root: page('/assets'),
    address: page('/assets/address'),
    cash: page('/assets/cash'),
    cashBank: page('/assets/cash/bank'),
    cashBeneficiaryAddress: page('/assets/cash/beneficiaryAddress'),
    cashDeposit: page('/assets/cash/deposit'),
    cashOrder: page('/assets/cash/order'),
    cashWhitelist: page('/assets/cash/whitelist'),
    cashWithdraw: page('/assets/cash/withdraw'),
    /** The global account (issue 34): not a §2 route; its screens sit beside the cash account's. */
    cashGlobal: page('/assets/cash/global'),
    cloud: page('/assets/cloud'),
    invest: page('/assets/invest'),
    multisig: page('/assets/multisig'),
    recharge: page('/assets/recharge'),
    transfer: page('/assets/transfer'),
    withdraw: page('/assets/withdraw'),
  },
  trading: {
    convert: page('/convert'),
    convertOrder: page('/convert/order'),
    creditCard: page('/creditcard'),
    fiat: page('/fiat'),
    fiatThirdPartyPaymentOrder: page('/fiat/ThirdPartyPaymentOrder'),
    fiatList: page('/fiat/list'),
    fiatOrder: page('/fiat/order'),
    otc: page('/otc'),
    otcOrder: page('/otc/order'),
    earn: page('/earn'),
    brokerage: page('/brokerage'),
  },
  apps: {
    root: page('/apps'),
    beneficiary: page('/apps/beneficiary'),
    beneficiaryList: page('/apps/beneficiary/list'),
  },
  merchant: {
    root: page('/merchant'),
    channelFee: page('/merchant/channelfee'),
    deposit: page('/merchant/deposit'),
    depositOrder: page('/merchant/deposit/order'),
    report: page('/merchant/report'),
    setRate: page('/merchant/setrate'),
    started: page('/merchant/started'),
    receiptCode: page('/merchant/receiptcode'),
    subAccount: page('/merchant/subaccount'),
    transaction: page('/merchant/transaction'),
    transfer: page('/merchant/transfer'),
    webhooks: page('/merchant/webhooks'),
    withdraw: page('/merchant/withdraw'),
    withdrawOrder: page('/merchant/withdraw/order'),
  },
  security: {
    first: page('/security/first'),
    second: page('/security/second'),
    third: page('/security/third'),
  },
  user: {
    forget: page('/user/forget'),
    /** `redirect`: where to go after signing in (a path of this site). */
    login: {
      path: '/user/login',
      href: (query?: { redirect?: string }) => withQuery('/user/login', query),
    },
    register: {
      path: '/user/register',
      href: (type?: RegisterType) => withQuery('/user/register', { type }),
    },
    result: {
      path: '/user/result',
      href: (type?: 'register' | 'merchant' | 'reset') => withQuery('/user/result', { type }),
    },
  },
  system: {
    maintain: page('/maintain'),
    error: page('/error'),
    notFound: page('/error/404'),
    serverError: page('/error/500'),
  },
} as const;

/**
 * The login link from a page: it carries the page as `redirect`, so signing in returns there. Not
 * from the home page (the default) or the sign-in pages themselves.
 */
export function loginHrefFrom(location: { pathname: string; search: string }): string {
  const { pathname, search } = location;
  if (pathname === paths.home.path || pathname.startsWith('/user/')) return paths.user.login.href();
  return paths.user.login.href({ redirect: `${pathname}${search}` });
}
