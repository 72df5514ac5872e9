import { endpoints } from '@coffer/contract';
import { walletForHost, walletHistoryQuery } from '../../lib/host-wallet';
import { route } from '../../plugins/routes';
import type { WithdrawalsService } from './withdrawals.module';

// On the merchant host: the merchant's cloud wallet (lib/host-wallet.ts). A withdrawal is confirmed
// or revoked by its rid, whichever wallet it debits; the merchant host still answers merchants only.
export const withdrawalsRoutes = (service: WithdrawalsService) => [
  route(endpoints.withdrawals.apply, ({ input, caller, host }) =>
    service.apply(caller, { ...input, wallet: walletForHost(host, caller) }),
  ),
  route(endpoints.withdrawals.confirm, ({ input, caller, host }) => {
    walletForHost(host, caller);
    return service.confirm(caller, input.rid, input.code);
  }),
  route(endpoints.withdrawals.cancel, ({ input, caller, host }) => {
    walletForHost(host, caller);
    return service.cancel(caller, input.rid);
  }),
  route(endpoints.withdrawals.getList, ({ input, caller, host }) =>
    service.list(caller, walletHistoryQuery(input, caller, host)),
  ),
];
