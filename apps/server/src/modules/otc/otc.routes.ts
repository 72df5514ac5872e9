import { endpoints } from '@coffer/contract';
import { historyPage } from '../../lib/history-page';
import { route } from '../../plugins/routes';
import type { OtcService } from './otc.service';

export const otcRoutes = (service: OtcService) => [
  route(endpoints.otc.getSymbols, () => service.pairs()),
  route(endpoints.otc.getQuote, ({ input, caller }) => service.quote(caller, input)),
  route(endpoints.otc.createOrder, ({ input, caller }) => service.createOrder(caller, input)),
  route(endpoints.otc.createQuickTradeOrder, ({ input, caller }) => service.quickTrade(caller, input)),
  route(endpoints.otc.getOrderList, ({ input, caller }) =>
    service.userOrders(caller, {
      symbol: input.symbol,
      side: input.side,
      status: input.status,
      kind: input.kind,
      ...historyPage(input),
    }),
  ),
  route(endpoints.otc.getOrder, ({ input, caller }) => service.order(caller, input.orderId)),
];
