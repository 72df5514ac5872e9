import { endpoints } from '@coffer/contract';
import { walletForHost, walletHistoryQuery } from '../../lib/host-wallet';
import { route } from '../../plugins/routes';
import { idempotencyKeyOf } from '../api-keys/api-keys.module';
import type { WithdrawalsService } from './withdrawals.module';

// On the merchant host: the merchant's cloud wallet (lib/host-wallet.ts). A withdrawal is confirmed
// or revoked by its rid, whichever wallet it debits; the merchant host still answers merchants only.
export const withdrawalsRoutes = (service: WithdrawalsService) => [
  // A signed request's Idempotency-Key is also the withdrawal's request id: two retries racing reserve once.
  route(endpoints.withdrawals.apply, ({ input, caller, host, request }) => {
    const requestId =
      input.requestId ?? (caller.apiKeyId === undefined ? undefined : idempotencyKeyOf(request));
    return service.apply(caller, { ...input, requestId, wallet: walletForHost(host, caller) });
  }),
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
