import '../../../domain/money/styles';
import { AreaFrame, type ScreenFrameProps } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.cash', to: paths.assets.cash.path },
  { key: 'nav.global', to: paths.assets.cashGlobal.path },
  { key: 'nav.whitelist', to: paths.assets.cashWhitelist.path },
  { key: 'nav.records', to: paths.assets.cashOrder.path },
] as const;

/** The frame of the global account's screens: the account, its payer whitelist, the cash account beside it. */
export function GlobalFrame(props: ScreenFrameProps) {
  return <AreaFrame namespace="global-account" sections={sections} {...props} />;
}
