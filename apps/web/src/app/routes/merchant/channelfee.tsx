import { channelFeesQueryOptions } from '../../../features/merchant/api/merchant';
import { ChannelFees } from '../../../features/merchant/components/channel-fees';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(channelFeesQueryOptions()),
]);

export default function MerchantChannelFeeRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantFrame
      title={t('fee.title')}
      description={t('fee.description')}
      testId="page-merchant-channelfee"
    >
      <ChannelFees />
    </MerchantFrame>
  );
}
