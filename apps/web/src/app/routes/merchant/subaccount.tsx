import { merchantInfoQueryOptions, subMerchantsQueryOptions } from '../../../features/merchant/api/merchant';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { SubAccounts } from '../../../features/merchant/components/sub-accounts';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(subMerchantsQueryOptions()),
  queryClient.prefetchQuery(merchantInfoQueryOptions()),
]);

export default function MerchantSubAccountRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantFrame
      title={t('sub.title')}
      description={t('sub.description')}
      testId="page-merchant-subaccount"
    >
      <SubAccounts />
    </MerchantFrame>
  );
}
