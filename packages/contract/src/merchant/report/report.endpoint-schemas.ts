import { coinCodeSchema } from '../../assets';
import { pagedList } from '../../common/pagination';
import { dailyReportRowSchema, reportDateSchema } from './report.schemas';

/** The schemas of the endpoints in report.endpoints.ts, by the same keys. */
export const reportEndpointSchemas = {
  getSubMerchantDailyReport: pagedList(dailyReportRowSchema, {
    /** First and last day (UTC, inclusive); the last 30 days when absent. */
    startDate: reportDateSchema.optional(),
    endDate: reportDateSchema.optional(),
    currency: coinCodeSchema.optional(),
  }),
};
