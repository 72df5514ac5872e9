import '../../../domain/money/styles';
import { AreaFrame, type ScreenFrameProps } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.products', to: paths.trading.earn.path },
  { key: 'nav.invest', to: paths.assets.invest.path },
] as const;

/** The frame of the two earn screens: the products and the user's positions, with links between them. */
export function EarnFrame(props: ScreenFrameProps) {
  return <AreaFrame namespace="earn" sections={sections} {...props} />;
}
