import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { DepositHistory } from '../../../features/deposits/components/deposit-history';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { useTranslation } from '../../../lib/react-i18n';
import { depositPrefetch } from '../deposits/recharge';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], depositPrefetch(cloudWallet));

/** /merchant/deposit/order: every deposit into the cloud wallet. */
export default function CloudDepositOrderRoute() {
  const { t } = useTranslation('merchant');
  useLiveAssets();
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <MerchantFrame
        title={t('wallet.depositOrderTitle')}
        description={t('wallet.depositOrderDescription')}
        testId="page-cloud-deposit-order"
      >
        <DepositHistory />
      </MerchantFrame>
    </MoneyWalletProvider>
  );
}
