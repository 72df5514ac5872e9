import { paths } from '../../config/paths';
import { backOfficePages } from '../../domain/merchant/back-office-pages';

/** A header link; `labelKey` is a key of the `common` namespace. */
export interface MenuLink {
  labelKey: string;
  to: string;
}

/** Product menu (spec §2): individuals, products, brokerage, SaaS… */
export const productLinks: MenuLink[] = [
  { labelKey: 'menu.products.individuals', to: paths.individuals.href() },
  { labelKey: 'menu.products.products', to: paths.products.href() },
  { labelKey: 'menu.products.brokerage', to: paths.trading.brokerage.href() },
  { labelKey: 'menu.products.saas', to: paths.saas.href() },
];

/** …and "about" with company, team, news, contact. */
export const aboutLinks: MenuLink[] = [
  { labelKey: 'menu.about.company', to: paths.about.href('company') },
  { labelKey: 'menu.about.team', to: paths.about.href('team') },
  { labelKey: 'menu.about.news', to: paths.news.root.href() },
  { labelKey: 'menu.about.contact', to: paths.contact.href() },
];

export const tradeLinks: MenuLink[] = [
  { labelKey: 'menu.otc', to: paths.trading.otc.href() },
  { labelKey: 'menu.convert', to: paths.trading.convert.href() },
  { labelKey: 'menu.fiat', to: paths.trading.fiat.href() },
  { labelKey: 'menu.creditCard', to: paths.trading.creditCard.href() },
  { labelKey: 'menu.earn', to: paths.trading.earn.href() },
];

export const assetsLinks: MenuLink[] = [
  { labelKey: 'menu.assets.overview', to: paths.assets.root.href() },
  { labelKey: 'menu.assets.deposit', to: paths.assets.recharge.href() },
  { labelKey: 'menu.assets.withdraw', to: paths.assets.withdraw.href() },
  { labelKey: 'menu.assets.transfer', to: paths.assets.transfer.href() },
  { labelKey: 'menu.assets.cash', to: paths.assets.cash.href() },
  { labelKey: 'menu.assets.multisig', to: paths.assets.multisig.href() },
  { labelKey: 'menu.assets.address', to: paths.assets.address.href() },
  { labelKey: 'menu.assets.cashPayees', to: paths.assets.cashBeneficiaryAddress.href() },
  { labelKey: 'menu.assets.apps', to: paths.apps.root.href() },
  { labelKey: 'menu.assets.invest', to: paths.assets.invest.href() },
];

/** The merchant's Assets menu (spec §2): its cloud wallet first, then its spot assets. */
export const merchantAssetsLinks: MenuLink[] = [
  { labelKey: 'menu.assets.cloud', to: paths.assets.cloud.href() },
  { labelKey: 'menu.assets.overview', to: paths.assets.root.href() },
  { labelKey: 'menu.assets.transfer', to: paths.assets.transfer.href() },
  { labelKey: 'menu.assets.address', to: paths.assets.address.href() },
  { labelKey: 'menu.assets.multisig', to: paths.assets.multisig.href() },
];

/** Orders menu (spec §2): convert, cash and OTC orders. */
export const ordersLinks: MenuLink[] = [
  { labelKey: 'menu.orders.convert', to: paths.trading.convertOrder.href() },
  { labelKey: 'menu.orders.cash', to: paths.assets.cashOrder.href() },
  { labelKey: 'menu.orders.otc', to: paths.trading.otcOrder.href() },
  { labelKey: 'menu.orders.fiat', to: paths.trading.fiatList.href() },
  { labelKey: 'menu.orders.quickBuy', to: paths.trading.fiatThirdPartyPaymentOrder.href() },
];

/** Merchant menu (spec §2), account types 1 and 3. */
export const merchantLinks: MenuLink[] = [...backOfficePages];

export const userLinks = {
  profile: { labelKey: 'menu.user.profile', to: paths.account.userInfo.href() },
  acceptor: { labelKey: 'menu.user.acceptor', to: paths.account.acceptor.href() },
  verification: { labelKey: 'menu.user.verification', to: paths.account.verify.href() },
  apply: { labelKey: 'menu.user.applyOfficial', to: paths.merchant.started.href() },
} satisfies Record<string, MenuLink>;
