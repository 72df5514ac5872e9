import { pricingCurrenciesQueryOptions } from '../../../domain/money/legal-currencies';
import { ratesQueryOptions, settlementCoinsQueryOptions } from '../../../features/merchant/api/merchant';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { Rates } from '../../../features/merchant/components/rates';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['merchant', 'money', 'validation'],
  prefetching(ratesQueryOptions(), settlementCoinsQueryOptions(), pricingCurrenciesQueryOptions()),
);

export default merchantScreen('rate', 'page-merchant-setrate', Rates);
