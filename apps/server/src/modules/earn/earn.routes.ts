import { endpoints } from '@coffer/contract';
import { historyPage } from '../../lib/history-page';
import { route } from '../../plugins/routes';
import type { EarnService } from './earn.service';

export const earnRoutes = (service: EarnService) => [
  route(endpoints.earn.getUserProductList, ({ input }) => service.products(input.asset)),
  route(endpoints.earn.getUserProductDetail, ({ input }) => service.product(input.productId)),
  route(endpoints.earn.createUser, ({ input, caller }) => service.openAccount(caller, input)),
  route(endpoints.earn.createDeposit, ({ input, caller }) => service.subscribe(caller, input)),
  route(endpoints.earn.createWithdraw, ({ input, caller }) => service.redeem(caller, input)),
  route(endpoints.earn.getUserTradeRecord, ({ input, caller }) =>
    service.records(caller, { type: input.type, asset: input.asset, ...historyPage(input) }),
  ),
  route(endpoints.earn.getFinancialUserAsset, ({ input, caller }) => service.positions(caller, input.status)),
  route(endpoints.earn.getUserAccountBalance, ({ caller }) => service.balance(caller)),
];
