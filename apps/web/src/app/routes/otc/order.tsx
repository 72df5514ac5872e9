import { otcOrdersQueryOptions, otcSymbolsQueryOptions } from '../../../features/otc/api/otc';
import { useLiveOtc } from '../../../features/otc/api/use-live-otc';
import { OtcOrderHistory } from '../../../features/otc/components/otc-order-history';
import { OtcPage } from '../../../features/otc/components/otc-page';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['otc', 'money'],
  prefetching(otcSymbolsQueryOptions(), otcOrdersQueryOptions({ page: 1 })),
);

export default function OtcOrderRoute() {
  const { t } = useTranslation('otc');
  useLiveOtc();
  return (
    <OtcPage title={t('page.ordersTitle')} description={t('page.ordersDescription')} testId="page-otc-order">
      <OtcOrderHistory />
    </OtcPage>
  );
}
