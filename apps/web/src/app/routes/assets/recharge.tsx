import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { coinsQueryOptions, depositCoins, useCoins } from '../../../features/assets/api/coins';
import { depositsQueryOptions } from '../../../features/assets/api/deposits';
import { AssetsPage } from '../../../features/assets/components/assets-page';
import { DepositHistory } from '../../../features/assets/components/deposit-history';
import { RechargePanel } from '../../../features/assets/components/recharge-panel';
import { useLiveAssets } from '../../../features/assets/hooks/use-live-assets';
import { i18n } from '../../../lib/i18n';
import { requireSession } from '../../../lib/session/require-session';
import { PageLoader } from '../../layout/root-layout';
import { useCoinChoice } from './coin-choice';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    requireSession(request);
    await Promise.all([
      i18n.loadNamespaces('assets'),
      queryClient.prefetchQuery(coinsQueryOptions()),
      queryClient.prefetchQuery(depositsQueryOptions({ page: 1 })),
    ]);
    return null;
  };

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
