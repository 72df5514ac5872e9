import { appPath, describeEndpoint } from '../common/endpoint';
import type { reportEndpointSchemas } from './report.endpoint-schemas';

/** The merchant's daily report (spec §3), built by the daily job from the ledger. */
export const reportEndpoints = {
  getSubMerchantDailyReport: describeEndpoint<typeof reportEndpointSchemas.getSubMerchantDailyReport>()({
    hosts: ['merchant'],
    method: 'GET',
    path: appPath('Report/GetSubMerchantDailyReport'),
    auth: { kind: 'merchant' },
  }),
};
