import { endpoints } from '@coffer/contract';
import { requireMerchantOnMerchantHost } from '../../lib/host-wallet';
import { route } from '../../plugins/routes';
import type { TransferService } from './transfers.module';

export const transferRoutes = (service: TransferService) => [
  // Both hosts move between the caller's own wallets; the merchant host answers merchants only.
  route(endpoints.transfers.transfer, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.transfer(caller, input);
  }),
  route(endpoints.transfers.getTransferHistory, ({ input, caller, host }) => {
    requireMerchantOnMerchantHost(host, caller);
    return service.history(caller, { coin: input.coin, skip: input.SkipCount, take: input.MaxResultCount });
  }),
];
