import './styles';
import { AreaFrame, type ScreenFrameProps } from '../../components/page-frame';
import { paths } from '../../config/paths';

const sections = [
  { key: 'nav.overview', to: paths.assets.root.path },
  { key: 'nav.deposit', to: paths.assets.recharge.path },
  { key: 'nav.withdraw', to: paths.assets.withdraw.path },
  { key: 'nav.transfer', to: paths.assets.transfer.path },
  { key: 'nav.address', to: paths.assets.address.path },
] as const;

/** The cloud wallet's own screens: its deposit, withdraw and transfer are the merchant pages. */
const cloudSections = [
  { key: 'nav.overview', to: paths.assets.cloud.path },
  { key: 'nav.deposit', to: paths.merchant.deposit.path },
  { key: 'nav.withdraw', to: paths.merchant.withdraw.path },
  { key: 'nav.transfer', to: paths.merchant.transfer.path },
] as const;

/**
 * The frame of every assets screen: the links between the screens, its title, a line of help.
 * `wallet: 'cloud'` (the merchant's /assets/cloud) links to the cloud wallet's screens instead.
 */
export function AssetsPage({ wallet = 'spot', ...props }: ScreenFrameProps & { wallet?: 'spot' | 'cloud' }) {
  return <AreaFrame namespace="money" sections={wallet === 'cloud' ? cloudSections : sections} {...props} />;
}
