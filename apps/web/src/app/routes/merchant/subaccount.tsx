import { merchantInfoQueryOptions, subMerchantsQueryOptions } from '../../../features/merchant/api/merchant';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { SubAccounts } from '../../../features/merchant/components/sub-accounts';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['merchant', 'money'],
  prefetching(subMerchantsQueryOptions(), merchantInfoQueryOptions()),
);

export default merchantScreen('sub', 'page-merchant-subaccount', SubAccounts);
