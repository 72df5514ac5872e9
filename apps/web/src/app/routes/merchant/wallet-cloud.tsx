import { Stack } from '@mantine/core';
import { AssetsPage } from '../../../domain/money/assets-page';
import { coinsQueryOptions } from '../../../domain/money/coins';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import {
  cloudAssetsQueryOptions,
  cloudHistoryQueryOptions,
} from '../../../features/merchant/cloud-wallet/api/cloud-wallet';
import {
  CloudBalances,
  CloudHistory,
} from '../../../features/merchant/cloud-wallet/components/cloud-wallet-panel';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching } from '../signed-in-loader';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(
  ['merchant', 'money'],
  prefetching(coinsQueryOptions(), cloudAssetsQueryOptions(), cloudHistoryQueryOptions({ page: 1 })),
);

/** /assets/cloud: the merchant's cloud wallet, its balances and its history. */
export default function CloudWalletRoute() {
  const { t } = useTranslation('merchant');
  useLiveAssets();
  return (
    <AssetsPage
      wallet="cloud"
      title={t('wallet.title')}
      description={t('wallet.description')}
      testId="page-cloud-wallet"
    >
      <Stack gap="lg">
        <CloudBalances />
        <CloudHistory />
      </Stack>
    </AssetsPage>
  );
}
