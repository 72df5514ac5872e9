import '../../../domain/money/styles';
import { type FramedScreen, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';

/** The frame of the OTC screens: links between trading and the orders, a title, a line of help. */
export function OtcPage(screen: FramedScreen) {
  const { t } = useTranslation('otc');
  const links = [
    { label: t('page.trade'), to: paths.trading.otc.path },
    { label: t('page.orders'), to: paths.trading.otcOrder.path },
  ];
  return <PageFrame {...screen} nav={{ label: t('page.nav'), links }} />;
}
