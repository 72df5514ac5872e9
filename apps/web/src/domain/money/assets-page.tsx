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

/** The frame of every assets screen: the links between the screens, its title, a line of help. */
export function AssetsPage(props: ScreenFrameProps) {
  return <AreaFrame namespace="money" sections={sections} {...props} />;
}
