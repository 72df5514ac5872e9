import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssetsPage } from '../../../domain/money/assets-page';
import { coinsQueryOptions, depositCoins, useCoins } from '../../../domain/money/coins';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { useCoinChoice } from '../../../domain/money/use-coin-choice';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { depositsQueryOptions } from '../../../features/deposits/api/deposits';
import { DepositHistory } from '../../../features/deposits/components/deposit-history';
import { RechargePanel } from '../../../features/deposits/components/recharge-panel';
import { PageLoader } from '../../layout/root-layout';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(depositsQueryOptions({ page: 1 }, cloudWallet.host)),
]);

/** /merchant/deposit: the cloud wallet's own deposit address (merchant host) and its deposits. */
export default function CloudDepositRoute() {
  const { t } = useTranslation('merchant');
  const { data } = useCoins();
  const coins = depositCoins(data ?? []);
  const { coin, network, change } = useCoinChoice(coins, (n) => n.depositEnabled);
  useLiveAssets();
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <AssetsPage
        title={t('wallet.depositTitle')}
        description={t('wallet.depositDescription')}
        testId="page-cloud-deposit"
      >
        {data ? (
          <Stack gap="lg">
            <RechargePanel coins={coins} coin={coin} network={network} onChange={change} />
            <DepositHistory />
          </Stack>
        ) : (
          <PageLoader />
        )}
      </AssetsPage>
    </MoneyWalletProvider>
  );
}
