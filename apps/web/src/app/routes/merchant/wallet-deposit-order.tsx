import { useTranslation } from 'react-i18next';
import { AssetsPage } from '../../../domain/money/assets-page';
import { coinsQueryOptions } from '../../../domain/money/coins';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { depositsQueryOptions } from '../../../features/deposits/api/deposits';
import { DepositHistory } from '../../../features/deposits/components/deposit-history';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(depositsQueryOptions({ page: 1 }, cloudWallet.host)),
]);

/** /merchant/deposit/order: every deposit into the cloud wallet. */
export default function CloudDepositOrderRoute() {
  const { t } = useTranslation('merchant');
  useLiveAssets();
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <AssetsPage
        title={t('wallet.depositOrderTitle')}
        description={t('wallet.depositOrderDescription')}
        testId="page-cloud-deposit-order"
      >
        <DepositHistory />
      </AssetsPage>
    </MoneyWalletProvider>
  );
}
