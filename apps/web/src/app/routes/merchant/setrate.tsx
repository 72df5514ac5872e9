import { ratesQueryOptions, settlementCoinsQueryOptions } from '../../../features/merchant/api/merchant';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { Rates } from '../../../features/merchant/components/rates';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(ratesQueryOptions()),
  queryClient.prefetchQuery(settlementCoinsQueryOptions()),
]);

export default function MerchantSetRateRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantFrame title={t('rate.title')} description={t('rate.description')} testId="page-merchant-setrate">
      <Rates />
    </MerchantFrame>
  );
}
