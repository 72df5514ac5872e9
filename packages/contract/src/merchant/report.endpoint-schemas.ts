import { coinCodeSchema } from '../assets/assets.schemas';
import { pagedInputSchema, pagedResultSchema } from '../common/pagination';
import { dailyReportRowSchema, reportDateSchema } from './report.schemas';

/** The schemas of the endpoints in report.endpoints.ts, by the same keys. */
export const reportEndpointSchemas = {
  getSubMerchantDailyReport: {
    input: pagedInputSchema.extend({
      /** First and last day (UTC, inclusive); the last 30 days when absent. */
      startDate: reportDateSchema.optional(),
      endDate: reportDateSchema.optional(),
      currency: coinCodeSchema.optional(),
    }),
    result: pagedResultSchema(dailyReportRowSchema),
  },
};
