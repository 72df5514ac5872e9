import { endpoints } from '@coffer/contract';
import { historyPage } from '../../lib/history-page';
import { route } from '../../plugins/routes';
import type { PaymentOrdersService } from './payments.module';

export const paymentOrderRoutes = (service: PaymentOrdersService) => [
  route(endpoints.payments.create, ({ input, caller }) => service.create(caller, input)),
  route(endpoints.payments.getList, ({ input, caller }) =>
    service.list(caller, {
      state: input.state,
      status: input.status,
      merchantOrderNo: input.merchantOrderNo,
      coin: input.coin,
      subMerchantId: input.subMerchantId,
      ...historyPage(input),
    }),
  ),
  route(endpoints.payments.get, ({ input, caller }) => service.get(caller, input.id)),
  route(endpoints.payments.getPublic, ({ input }) => service.getPublic(input.id)),
  route(endpoints.payments.getToBeReviewedCount, ({ caller }) => service.reviewCounts(caller)),
  route(endpoints.payments.pass, ({ input, caller }) => service.pass(caller, input.id)),
  route(endpoints.payments.reject, ({ input, caller }) => service.reject(caller, input.id)),
  route(endpoints.payments.refund, ({ input, caller }) => service.refund(caller, input)),
  route(endpoints.payments.getRefundOrder, ({ input, caller }) => service.getRefund(caller, input.refundId)),
];
