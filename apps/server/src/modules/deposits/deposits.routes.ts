import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { DepositsService } from './deposits.module';

export const depositsRoutes = (service: DepositsService) => [
  route(endpoints.deposits.getAddress, ({ input, caller }) => service.address(caller, input)),
  route(endpoints.deposits.getList, ({ input, caller }) =>
    service.list(caller, {
      coin: input.coin,
      status: input.status,
      skip: input.SkipCount,
      take: input.MaxResultCount,
    }),
  ),
];
