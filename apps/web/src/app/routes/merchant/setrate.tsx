import { ratesQueryOptions, settlementCoinsQueryOptions } from '../../../features/merchant/api/merchant';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { Rates } from '../../../features/merchant/components/rates';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['merchant', 'money'],
  prefetching(ratesQueryOptions(), settlementCoinsQueryOptions()),
);

export default merchantScreen('rate', 'page-merchant-setrate', Rates);
