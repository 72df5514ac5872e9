import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { WithdrawalsService } from './withdrawals.module';

export const withdrawalsRoutes = (service: WithdrawalsService) => [
  route(endpoints.withdrawals.apply, ({ input, caller }) => service.apply(caller, input)),
  route(endpoints.withdrawals.confirm, ({ input, caller }) => service.confirm(caller, input.rid, input.code)),
  route(endpoints.withdrawals.cancel, ({ input, caller }) => service.cancel(caller, input.rid)),
  route(endpoints.withdrawals.getList, ({ input, caller }) =>
    service.list(caller, {
      coin: input.coin,
      status: input.status,
      skip: input.SkipCount,
      take: input.MaxResultCount,
    }),
  ),
];
