import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { coinsQueryOptions, depositCoins, useCoins } from '../../../features/assets/api/coins';
import { depositsQueryOptions } from '../../../features/assets/api/deposits';
import { AssetsPage } from '../../../features/assets/components/assets-page';
import { DepositHistory } from '../../../features/assets/components/deposit-history';
import { RechargePanel } from '../../../features/assets/components/recharge-panel';
import { useLiveAssets } from '../../../features/assets/hooks/use-live-assets';
import { PageLoader } from '../../layout/root-layout';
import { signedInLoader } from '../signed-in-loader';
import { useCoinChoice } from './coin-choice';

export const loader = signedInLoader('assets', (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(depositsQueryOptions({ page: 1 })),
]);

export default function RechargeRoute() {
  const { t } = useTranslation('assets');
  const { data } = useCoins();
  const coins = depositCoins(data ?? []);
  const { coin, network, change } = useCoinChoice(coins, (n) => n.depositEnabled);
  useLiveAssets();
  return (
    <AssetsPage title={t('deposit.title')} description={t('deposit.description')} testId="page-recharge">
      {data ? (
        <Stack gap="lg">
          <RechargePanel coins={coins} coin={coin} network={network} onChange={change} />
          <DepositHistory />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </AssetsPage>
  );
}
