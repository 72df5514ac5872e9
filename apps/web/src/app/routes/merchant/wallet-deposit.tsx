import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { useTranslation } from '../../../lib/react-i18n';
import { depositPrefetch, RechargeScreen } from '../deposits/recharge';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], depositPrefetch(cloudWallet));

/** /merchant/deposit: the cloud wallet's own deposit address (merchant host) and its deposits. */
export default function CloudDepositRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <RechargeScreen
        title={t('wallet.depositTitle')}
        description={t('wallet.depositDescription')}
        testId="page-cloud-deposit"
        frame={MerchantFrame}
      />
    </MoneyWalletProvider>
  );
}
