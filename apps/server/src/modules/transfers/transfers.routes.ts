import { endpoints } from '@coffer/contract';
import { route } from '../../plugins/routes';
import type { TransferService } from './transfers.module';

export const transferRoutes = (service: TransferService) => [
  route(endpoints.transfers.transfer, ({ input, caller }) => service.transfer(caller, input)),
  route(endpoints.transfers.getTransferHistory, ({ input, caller }) =>
    service.history(caller, { coin: input.coin, skip: input.SkipCount, take: input.MaxResultCount }),
  ),
];
