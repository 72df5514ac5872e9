import { walletType } from '@coffer/contract/assets';
import { reviewCountsQueryOptions } from '../../../domain/merchant/payment-orders';
import { walletAssetsQueryOptions } from '../../../domain/money/balances';
import { merchantInfoQueryOptions } from '../../../features/merchant/api/merchant';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { MerchantOverview } from '../../../features/merchant/components/overview';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(merchantInfoQueryOptions()),
  queryClient.prefetchQuery(walletAssetsQueryOptions(walletType.members.cloud)),
  // The counts are small and shown in the header too; the order lists load in their own cards.
  queryClient.prefetchQuery(reviewCountsQueryOptions()),
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
