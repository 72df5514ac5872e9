import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { addressBookQueryOptions } from '../../../features/assets/api/address-book';
import { coinsQueryOptions, useCoins } from '../../../features/assets/api/coins';
import { AddressBook } from '../../../features/assets/components/address-book';
import { AssetsPage } from '../../../features/assets/components/assets-page';
import { i18n } from '../../../lib/i18n';
import { requireSession } from '../../../lib/session/require-session';
import { PageLoader } from '../../layout/root-layout';
import { useCoinChoice } from './coin-choice';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    requireSession(request);
    await Promise.all([
      i18n.loadNamespaces('assets'),
      queryClient.prefetchQuery(coinsQueryOptions()),
      queryClient.prefetchQuery(addressBookQueryOptions()),
    ]);
    return null;
  };

export default function AddressRoute() {
  const { t } = useTranslation('assets');
  const { data } = useCoins();
  const coins = (data ?? []).filter((c) => !c.isFiat && c.networks.length > 0);
  const { coin, network, change } = useCoinChoice(coins, () => true);
  return (
    <AssetsPage title={t('address.title')} description={t('address.description')} testId="page-address">
      {data ? <AddressBook coins={coins} coin={coin} network={network} onChange={change} /> : <PageLoader />}
    </AssetsPage>
  );
}
