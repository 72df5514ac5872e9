import { useTranslation } from 'react-i18next';
import { AssetsPage } from '../../../domain/money/assets-page';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { DepositHistory } from '../../../features/deposits/components/deposit-history';
import { depositPrefetch } from '../deposits/recharge';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], depositPrefetch(cloudWallet));

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
