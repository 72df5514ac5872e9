import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { useTranslation } from '../../../lib/react-i18n';
import { WithdrawScreen, withdrawPrefetch } from '../withdrawals/withdraw';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'withdrawals', 'money'], withdrawPrefetch(cloudWallet));

/** /merchant/withdraw: the user withdraw screen, paid from the cloud wallet (merchant host). */
export default function CloudWithdrawRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <WithdrawScreen
        title={t('wallet.withdrawTitle')}
        description={t('wallet.withdrawDescription')}
        testId="page-cloud-withdraw"
        frame={MerchantFrame}
      />
    </MoneyWalletProvider>
  );
}
