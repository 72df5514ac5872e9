import { useTranslation } from 'react-i18next';
import { addressBookQueryOptions } from '../../../features/assets/api/address-book';
import { coinsQueryOptions, useCoins } from '../../../features/assets/api/coins';
import { AddressBook } from '../../../features/assets/components/address-book';
import { AssetsPage } from '../../../features/assets/components/assets-page';
import { PageLoader } from '../../layout/root-layout';
import { signedInLoader } from '../signed-in-loader';
import { useCoinChoice } from './coin-choice';

export const loader = signedInLoader('assets', (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(addressBookQueryOptions()),
]);

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
