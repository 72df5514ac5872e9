import { merchantInfoQueryOptions, ratesQueryOptions } from '../../../features/merchant/api/merchant';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { MerchantStarted } from '../../../features/merchant/components/started';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(merchantInfoQueryOptions()),
  queryClient.prefetchQuery(ratesQueryOptions()),
]);

export default function MerchantStartedRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantFrame
      title={t('started.title')}
      description={t('started.description')}
      testId="page-merchant-started"
    >
      <MerchantStarted />
    </MerchantFrame>
  );
}
