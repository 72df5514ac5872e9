import { paths } from '../../config/paths';

/**
 * The merchant back office's pages, in the spec's order (§2), each named once (`labelKey`, in the
 * `common` namespace): the header's merchant menu and the back office's own row of tabs list the
 * same pages by the same names.
 */
export const backOfficePages = [
  { labelKey: 'menu.merchant.overview', to: paths.merchant.root.path },
  { labelKey: 'menu.merchant.started', to: paths.merchant.started.path },
  { labelKey: 'menu.merchant.subAccounts', to: paths.merchant.subAccount.path },
  { labelKey: 'menu.merchant.transactions', to: paths.merchant.transaction.path },
  { labelKey: 'menu.merchant.receiptCodes', to: paths.merchant.receiptCode.path },
  { labelKey: 'menu.merchant.depositOrders', to: paths.merchant.depositOrder.path },
  { labelKey: 'menu.merchant.withdrawOrders', to: paths.merchant.withdrawOrder.path },
  { labelKey: 'menu.merchant.setRate', to: paths.merchant.setRate.path },
  { labelKey: 'menu.merchant.channelFee', to: paths.merchant.channelFee.path },
  { labelKey: 'menu.merchant.report', to: paths.merchant.report.path },
  { labelKey: 'menu.merchant.webhooks', to: paths.merchant.webhooks.path },
] as const;
