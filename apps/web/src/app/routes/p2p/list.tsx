import { coinsQueryOptions } from '../../../domain/money/coins';
import { ordersList } from '../../../features/p2p/api/p2p';
import { useLiveP2p } from '../../../features/p2p/api/use-live-p2p';
import { FiatOrders } from '../../../features/p2p/components/fiat-orders';
import { P2pPage } from '../../../features/p2p/components/p2p-page';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['p2p', 'money'],
  prefetching(coinsQueryOptions(), ordersList.queryOptions({ page: 1 })),
);

export default function FiatListRoute() {
  const { t } = useTranslation('p2p');
  useLiveP2p();
  return (
    <P2pPage title={t('page.listTitle')} description={t('page.listDescription')} testId="page-fiat-list">
      <FiatOrders />
    </P2pPage>
  );
}
