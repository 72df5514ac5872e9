import { endpoints } from '@coffer/contract';
import { walletForHost, walletHistoryQuery } from '../../lib/host-wallet';
import { route } from '../../plugins/routes';
import type { DepositsService } from './deposits.module';

export const depositsRoutes = (service: DepositsService) => [
  // On the merchant host: the merchant's cloud wallet (lib/host-wallet.ts).
  route(endpoints.deposits.getAddress, ({ input, caller, host }) =>
    service.address(caller, { ...input, wallet: walletForHost(host, caller) }),
  ),
  route(endpoints.deposits.getList, ({ input, caller, host }) =>
    service.list(caller, walletHistoryQuery(input, caller, host)),
  ),
];
