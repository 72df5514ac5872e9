import { walletType } from '@coffer/contract/assets';
import { useTranslation } from 'react-i18next';
import {
  recentOrdersQueryOptions,
  reviewCountsQueryOptions,
  startOfToday,
  todayOrdersQueryOptions,
} from '../../../domain/merchant/payment-orders';
import { walletAssetsQueryOptions } from '../../../domain/money/balances';
import { merchantInfoQueryOptions } from '../../../features/merchant/api/merchant';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { MerchantOverview } from '../../../features/merchant/components/overview';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(merchantInfoQueryOptions()),
  queryClient.prefetchQuery(walletAssetsQueryOptions(walletType.members.cloud)),
  queryClient.prefetchQuery(reviewCountsQueryOptions()),
  queryClient.prefetchQuery(recentOrdersQueryOptions()),
  queryClient.prefetchQuery(todayOrdersQueryOptions(startOfToday())),
]);

export default function MerchantOverviewRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantFrame
      title={t('overview.title')}
      description={t('overview.description')}
      testId="page-merchant-overview"
    >
      <MerchantOverview />
    </MerchantFrame>
  );
}
