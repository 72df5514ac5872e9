import '../../../domain/money/styles';
import { AreaFrame, type ScreenFrameProps } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.account', to: paths.assets.cash.path },
  { key: 'nav.deposit', to: paths.assets.cashDeposit.path },
  { key: 'nav.withdraw', to: paths.assets.cashWithdraw.path },
  { key: 'nav.bank', to: paths.assets.cashBank.path },
  { key: 'nav.order', to: paths.assets.cashOrder.path },
  { key: 'nav.payees', to: paths.assets.cashBeneficiaryAddress.path },
  { key: 'nav.global', to: paths.assets.cashGlobal.path },
  { key: 'nav.whitelist', to: paths.assets.cashWhitelist.path },
] as const;

/** The frame of every cash account screen: the links between them, its title, a line of help. */
export function CashFrame(props: ScreenFrameProps) {
  return <AreaFrame namespace="cash" sections={sections} {...props} />;
}

const beneficiarySections = [
  { key: 'nav.beneficiaryAdd', to: paths.apps.beneficiary.path },
  { key: 'nav.beneficiaryList', to: paths.apps.beneficiaryList.path },
] as const;

/** The frame of the beneficiary screens (/apps/beneficiary…): adding one, and the list. */
export function BeneficiaryFrame(props: ScreenFrameProps) {
  return <AreaFrame namespace="cash" sections={beneficiarySections} {...props} />;
}
