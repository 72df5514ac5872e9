import './styles';
import { type FramedScreen, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';

/** The frame of the convert screens: the links between them, a title, a line of help. */
export function ConvertPage(screen: FramedScreen) {
  const { t } = useTranslation('convert');
  const links = [
    { label: t('nav.convert'), to: paths.trading.convert.path },
    { label: t('nav.orders'), to: paths.trading.convertOrder.path },
  ];
  return <PageFrame {...screen} nav={{ label: t('nav.label'), links }} />;
}
