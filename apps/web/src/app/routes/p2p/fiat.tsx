import { coinsQueryOptions } from '../../../domain/money/coins';
import { adsQueryOptions, paymentMethodsQueryOptions } from '../../../features/p2p/api/p2p';
import { FiatMarket, initialAdsFilter } from '../../../features/p2p/components/fiat-market';
import { P2pPage } from '../../../features/p2p/components/p2p-page';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['p2p', 'money', 'validation'],
  prefetching(adsQueryOptions(initialAdsFilter), coinsQueryOptions(), paymentMethodsQueryOptions()),
);

export default function FiatRoute() {
  const { t } = useTranslation('p2p');
  return (
    <P2pPage title={t('page.title')} description={t('page.description')} testId="page-fiat">
      <FiatMarket />
    </P2pPage>
  );
}
