import { endpoints } from '@coffer/contract';
import { clientInfo } from '../../../lib/client-info';
import { route } from '../../../plugins/routes';
import type { createRefundLinks } from '../refund-links';
import type { createReceiptCodesService } from './receipt-codes';

const rc = endpoints.payments;

export const receiptCodeRoutes = (
  codes: ReturnType<typeof createReceiptCodesService>,
  links: ReturnType<typeof createRefundLinks>,
) => [
  route(rc.createMerchantsReceiptCode, ({ input, caller }) => codes.create(caller, input)),
  route(rc.receiptCodeGetList, ({ input, caller }) =>
    codes.list(caller, input.SkipCount, input.MaxResultCount),
  ),
  route(rc.receiptCodeDisable, ({ input, caller }) => codes.disable(caller, input.id)),
  route(rc.receiptCodeGetPublic, ({ input }) => codes.getPublic(input.id)),
  route(rc.receiptCodeCreateOrder, ({ input, request }) => codes.createOrder(clientInfo(request), input)),
  route(rc.createRefundLink, ({ input, caller }) => links.create(caller, input)),
  route(rc.getPublicRefundLink, ({ input, request }) => links.getPublic(clientInfo(request), input)),
  route(rc.submitRefundAddress, ({ input, request }) => links.submit(clientInfo(request), input)),
];
