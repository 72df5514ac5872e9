import { useTranslation } from 'react-i18next';
import { coinsQueryOptions } from '../../../domain/money/coins';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { depositsQueryOptions } from '../../../features/deposits/api/deposits';
import { RechargeScreen } from '../deposits/recharge';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(depositsQueryOptions({ page: 1 }, cloudWallet.host)),
]);

/** /merchant/deposit: the cloud wallet's own deposit address (merchant host) and its deposits. */
export default function CloudDepositRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <RechargeScreen
        title={t('wallet.depositTitle')}
        description={t('wallet.depositDescription')}
        testId="page-cloud-deposit"
      />
    </MoneyWalletProvider>
  );
}
