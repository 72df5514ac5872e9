import { isMerchantAccountType } from '@coffer/contract/auth';
import { Box, Grid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { WhenNear } from '../../../components/when-near';
import { AssetsPage } from '../../../domain/money/assets-page';
import { walletAssetsQueryOptions } from '../../../domain/money/balances';
import { coinsQueryOptions } from '../../../domain/money/coins';
import { pricingCurrenciesQueryOptions } from '../../../domain/money/legal-currencies';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { summaryQueryOptions } from '../../../features/assets/api/valuation';
import { DistributionCard } from '../../../features/assets/components/distribution-card';
import { TotalCard } from '../../../features/assets/components/total-card';
import { WalletTabs } from '../../../features/assets/components/wallet-tabs';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['assets', 'money'],
  prefetching(
    summaryQueryOptions(),
    pricingCurrenciesQueryOptions(),
    walletAssetsQueryOptions(0),
    coinsQueryOptions(),
  ),
);

/**
 * The fund records sit below the fold: their code (filters with a date picker, dayjs, the table)
 * loads when the reader scrolls near them, kept out of the page's first visit.
 */
const FundRecords = lazy(() =>
  import('../../../features/assets/components/fund-records').then((m) => ({ default: m.FundRecords })),
);

export default function AssetsOverviewRoute() {
  const { t } = useTranslation('assets');
  const session = useSession();
  const type = session.user?.accountType ?? session.accountType;
  useLiveAssets();
  return (
    <AssetsPage title={t('overview.title')} description={t('overview.description')} testId="page-assets">
      <Stack gap="lg">
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <TotalCard />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DistributionCard />
          </Grid.Col>
        </Grid>
        <WalletTabs isMerchant={type !== null && isMerchantAccountType(type)} />
        <WhenNear minHeight={480}>
          <Suspense fallback={<Box mih={480} />}>
            <FundRecords />
          </Suspense>
        </WhenNear>
      </Stack>
    </AssetsPage>
  );
}
