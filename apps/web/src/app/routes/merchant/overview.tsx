import { walletType } from '@coffer/contract/assets';
import { reviewCountsQueryOptions } from '../../../domain/merchant/payment-orders';
import { walletAssetsQueryOptions } from '../../../domain/money/balances';
import { merchantInfoQueryOptions } from '../../../features/merchant/api/merchant';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { MerchantOverview } from '../../../features/merchant/components/overview';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['merchant', 'money'],
  prefetching(
    merchantInfoQueryOptions(),
    walletAssetsQueryOptions(walletType.members.cloud),
    // The counts are small and shown in the header too; the order lists load in their own cards.
    reviewCountsQueryOptions(),
  ),
);

export default merchantScreen('overview', 'page-merchant-overview', MerchantOverview);
