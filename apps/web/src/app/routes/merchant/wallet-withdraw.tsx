import { useTranslation } from 'react-i18next';
import { addressBookQueryOptions } from '../../../domain/money/address-book';
import { walletAssetsQueryOptions } from '../../../domain/money/balances';
import { coinsQueryOptions } from '../../../domain/money/coins';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { withdrawalsQueryOptions } from '../../../features/withdrawals/api/withdrawals';
import { WithdrawScreen } from '../withdrawals/withdraw';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'withdrawals', 'money'], (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(walletAssetsQueryOptions(cloudWallet.wallet)),
  queryClient.prefetchQuery(addressBookQueryOptions()),
  queryClient.prefetchQuery(withdrawalsQueryOptions({ page: 1 }, cloudWallet.host)),
]);

/** /merchant/withdraw: the user withdraw screen, paid from the cloud wallet (merchant host). */
export default function CloudWithdrawRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <WithdrawScreen
        title={t('wallet.withdrawTitle')}
        description={t('wallet.withdrawDescription')}
        testId="page-cloud-withdraw"
      />
    </MoneyWalletProvider>
  );
}
