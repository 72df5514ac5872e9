import { paths } from '../../../config/paths';
import type { RouteEntry } from '../../router';
import { signedIn } from '../../signed-in';

/**
 * The merchant back office's routes (spec §2), spread into the router's table. Each merchant area
 * adds its own rows here, in its own block: the core's (overview, onboarding, sub-accounts, rates,
 * channel fees) first; the cloud wallet's (/merchant/deposit…, /merchant/withdraw…,
 * /merchant/transfer, /merchant/report) and the payments' (/merchant/transaction) below.
 * Name each path in full, from `paths` down to `.path`: e2e/tests/shell.spec.ts reads this file too.
 * Every row passes the one merchant gate (merchant-gate.tsx).
 */
const rows: RouteEntry[] = [
  // Merchant core (issue 16).
  { path: paths.merchant.root.path, feature: 'merchant', load: signedIn('merchant/overview') },
  { path: paths.merchant.started.path, feature: 'merchant', load: signedIn('merchant/started') },
  { path: paths.merchant.subAccount.path, feature: 'merchant', load: signedIn('merchant/subaccount') },
  { path: paths.merchant.setRate.path, feature: 'merchant', load: signedIn('merchant/setrate') },
  { path: paths.merchant.channelFee.path, feature: 'merchant', load: signedIn('merchant/channelfee') },
  // Cloud wallet and daily report (issue 16, wallet).
  { path: paths.merchant.deposit.path, feature: 'merchant', load: signedIn('merchant/wallet-deposit') },
  {
    path: paths.merchant.depositOrder.path,
    feature: 'merchant',
    load: signedIn('merchant/wallet-deposit-order'),
  },
  { path: paths.merchant.withdraw.path, feature: 'merchant', load: signedIn('merchant/wallet-withdraw') },
  {
    path: paths.merchant.withdrawOrder.path,
    feature: 'merchant',
    load: signedIn('merchant/wallet-withdraw-order'),
  },
  { path: paths.merchant.transfer.path, feature: 'merchant', load: signedIn('merchant/wallet-transfer') },
  { path: paths.merchant.report.path, feature: 'merchant', load: signedIn('merchant/wallet-report') },
  // Payment orders and webhooks (issue 17).
  {
    path: paths.merchant.transaction.path,
    feature: 'payments',
    load: signedIn('payments/transaction'),
  },
  { path: paths.merchant.webhooks.path, feature: 'payments', load: signedIn('merchant/webhooks') },
  { path: paths.merchant.receiptCode.path, feature: 'payments', load: signedIn('merchant/receipt-codes') },
];

export const merchantRoutes: RouteEntry[] = rows;
