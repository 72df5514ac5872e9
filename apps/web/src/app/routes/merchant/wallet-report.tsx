import { coinsQueryOptions } from '../../../domain/money/coins';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { reportQueryOptions } from '../../../features/merchant/report/report-api';
import { ReportPanel } from '../../../features/merchant/report/report-panel';
import { useTranslation } from '../../../lib/react-i18n';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'money'], (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(reportQueryOptions({ page: 1 })),
]);

/** /merchant/report: the daily report, its chart and its lines. */
export default function ReportRoute() {
  const { t } = useTranslation('merchant');
  return (
    <MerchantFrame
      title={t('report.title')}
      description={t('report.description')}
      testId="page-merchant-report"
    >
      <ReportPanel />
    </MerchantFrame>
  );
}
