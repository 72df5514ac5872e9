import '../../../domain/money/styles';
import { type FramedScreen, PageFrame } from '../../../components/page-frame';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';

/** The frame of the P2P screens: links between the ads, the orders and the payment methods. */
export function P2pPage(screen: FramedScreen) {
  const { t } = useTranslation('p2p');
  const links = [
    { label: t('page.market'), to: paths.trading.fiat.path },
    { label: t('page.orders'), to: paths.trading.fiatList.path },
    { label: t('page.methods'), to: paths.account.payment.path },
  ];
  return <PageFrame {...screen} nav={{ label: t('page.nav'), links }} />;
}
