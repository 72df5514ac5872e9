import { receiptCurrenciesQueryOptions } from '../../../domain/money/receipt-currencies';
import { merchantInfoQueryOptions, ratesQueryOptions } from '../../../features/merchant/api/merchant';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { MerchantStarted } from '../../../features/merchant/components/started';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['merchant', 'money'],
  prefetching(merchantInfoQueryOptions(), ratesQueryOptions(), receiptCurrenciesQueryOptions()),
);

export default merchantScreen('started', 'page-merchant-started', MerchantStarted);
