import { endpoints } from '@coffer/contract';
import { route } from '../../../plugins/routes';
import type { MerchantWalletService } from '../merchant.module';

export const reportRoutes = (service: MerchantWalletService) => [
  route(endpoints.merchant.getSubMerchantDailyReport, ({ input, caller }) =>
    service.dailyReport(caller, {
      startDate: input.startDate,
      endDate: input.endDate,
      currency: input.currency,
      skip: input.SkipCount,
      take: input.MaxResultCount,
    }),
  ),
];
