import type { RouteModule } from './router';
import { merchantOnly } from './routes/merchant/merchant-gate';

/**
 * The pages of the signed-in product (assets, trading, security, the merchant back office…), by
 * their module under routes/. The router reaches them through this one chunk, loaded on the first
 * visit of such a page (and ahead, when the browser is idle, once signed in), so that their
 * imports and each one's list of chunks to preload stay out of what a first visit of the public
 * site or the sign-in page downloads (bench/web-budgets.json). A page is added here and its row
 * in the router's table names its key.
 */
export const signedInPages = {
  'kyc/verify': () => import('./routes/kyc/verify'),
  'assets/overview': () => import('./routes/assets/overview'),
  'deposits/recharge': () => import('./routes/deposits/recharge'),
  'withdrawals/withdraw': () => import('./routes/withdrawals/withdraw'),
  'transfers/transfer': () => import('./routes/transfers/transfer'),
  'address-book/address': () => import('./routes/address-book/address'),
  'convert/convert': () => import('./routes/convert/convert'),
  'convert/order': () => import('./routes/convert/order'),
  'merchant/wallet-cloud': () => import('./routes/merchant/wallet-cloud'),
  'otc/otc': () => import('./routes/otc/otc'),
  'otc/order': () => import('./routes/otc/order'),
  'acceptor/acceptor': () => import('./routes/acceptor/acceptor'),
  'api-keys/api': () => import('./routes/api-keys/api'),
  'api-keys/modify-api': () => import('./routes/api-keys/modify-api'),
  'security/first': () => import('./routes/security/first'),
  'security/second': () => import('./routes/security/second'),
  'security/third': () => import('./routes/security/third'),
  'security/user-info': () => import('./routes/security/user-info'),
  'security/google': () => import('./routes/security/google'),
  'security/password': () => import('./routes/security/password'),
  'security/record': () => import('./routes/security/record'),
  'p2p/fiat': () => import('./routes/p2p/fiat'),
  'p2p/order': () => import('./routes/p2p/order'),
  'p2p/list': () => import('./routes/p2p/list'),
  'p2p/payment': () => import('./routes/p2p/payment'),
  'card/creditcard': () => import('./routes/card/creditcard'),
  'card/quick-buy': () => import('./routes/card/quick-buy'),
  'cash/account': () => import('./routes/cash/account'),
  'cash/deposit': () => import('./routes/cash/deposit'),
  'cash/order': () => import('./routes/cash/order'),
  'cash/withdraw': () => import('./routes/cash/withdraw'),
  'cash/bank': () => import('./routes/cash/bank'),
  'cash/beneficiary': () => import('./routes/cash/beneficiary'),
  'cash/beneficiary-list': () => import('./routes/cash/beneficiary-list'),
  'cash/beneficiary-address': () => import('./routes/cash/beneficiary-address'),
  'apps/apps': () => import('./routes/apps/apps'),
  'earn/invest': () => import('./routes/earn/invest'),
  'merchant/overview': merchantOnly(() => import('./routes/merchant/overview')),
  'merchant/started': merchantOnly(() => import('./routes/merchant/started')),
  'merchant/subaccount': merchantOnly(() => import('./routes/merchant/subaccount')),
  'merchant/setrate': merchantOnly(() => import('./routes/merchant/setrate')),
  'merchant/channelfee': merchantOnly(() => import('./routes/merchant/channelfee')),
  'merchant/wallet-deposit': merchantOnly(() => import('./routes/merchant/wallet-deposit')),
  'merchant/wallet-deposit-order': merchantOnly(() => import('./routes/merchant/wallet-deposit-order')),
  'merchant/wallet-withdraw': merchantOnly(() => import('./routes/merchant/wallet-withdraw')),
  'merchant/wallet-withdraw-order': merchantOnly(() => import('./routes/merchant/wallet-withdraw-order')),
  'merchant/wallet-transfer': merchantOnly(() => import('./routes/merchant/wallet-transfer')),
  'merchant/wallet-report': merchantOnly(() => import('./routes/merchant/wallet-report')),
  'payments/transaction': merchantOnly(() => import('./routes/payments/transaction')),
  'merchant/webhooks': merchantOnly(() => import('./routes/merchant/webhooks')),
  'merchant/receipt-codes': merchantOnly(() => import('./routes/merchant/receipt-codes')),
  'multisig/multisig': () => import('./routes/multisig/multisig'),
  'global-account/global': () => import('./routes/global-account/global'),
  'global-account/whitelist': () => import('./routes/global-account/whitelist'),
} satisfies Record<string, () => Promise<RouteModule>>;

export type SignedInPage = keyof typeof signedInPages;
