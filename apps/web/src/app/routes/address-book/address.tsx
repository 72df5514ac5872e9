import { addressBookQueryOptions } from '../../../domain/money/address-book';
import { AssetsPage } from '../../../domain/money/assets-page';
import { coinsQueryOptions, useCoins } from '../../../domain/money/coins';
import { useCoinChoice } from '../../../domain/money/use-coin-choice';
import { AddressBook } from '../../../features/address-book/components/address-book';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['address-book', 'money'],
  prefetching(coinsQueryOptions(), addressBookQueryOptions()),
);

export default function AddressRoute() {
  const { t } = useTranslation('address-book');
  const { data } = useCoins();
  const coins = (data ?? []).filter((c) => !c.isFiat && c.networks.length > 0);
  const { coin, network, change } = useCoinChoice(coins, () => true);
  return (
    <AssetsPage title={t('address.title')} description={t('address.description')} testId="page-address">
      {data ? <AddressBook coins={coins} coin={coin} network={network} onChange={change} /> : <PageLoader />}
    </AssetsPage>
  );
}
