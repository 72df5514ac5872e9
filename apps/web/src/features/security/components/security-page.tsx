import './styles';
import { AreaFrame, type ScreenFrameProps } from '../../../components/page-frame';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.overview', to: paths.account.userInfo.path },
  { key: 'nav.google', to: paths.account.google.path },
  { key: 'nav.password', to: paths.account.password.path },
  { key: 'nav.record', to: paths.account.record.path },
] as const;

/** The frame of every security-centre screen: the links between them, a title, a line of help. */
export function SecurityPage(props: Omit<ScreenFrameProps, 'actions'>) {
  return <AreaFrame namespace="security" sections={sections} {...props} />;
}
