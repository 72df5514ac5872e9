import { describeEndpoints, merchant, onMerchant } from '../../common/endpoint';
import type { reportEndpointSchemas } from './report.endpoint-schemas';

/** The merchant's daily report (spec §3), built by the daily job from the ledger. */
export const reportEndpoints = describeEndpoints<typeof reportEndpointSchemas>()({
  getSubMerchantDailyReport: onMerchant.get('Report/GetSubMerchantDailyReport', merchant),
});
