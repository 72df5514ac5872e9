import { coinsQueryOptions } from '../../../domain/money/coins';
import { merchantScreen } from '../../../features/merchant/components/merchant-frame';
import { reportQueryOptions } from '../../../features/merchant/report/api/report';
import { ReportPanel } from '../../../features/merchant/report/components/report-panel';
import { prefetching } from '../signed-in-loader';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(
  ['merchant', 'money'],
  prefetching(coinsQueryOptions(), reportQueryOptions({ page: 1 })),
);

/** /merchant/report: the daily report, its chart and its lines. */
export default merchantScreen('report', 'page-merchant-report', ReportPanel);
