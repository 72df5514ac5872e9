import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { transfersEndpointSchemas } from './transfers.endpoint-schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;

export const transfersEndpoints = {
  /** Between the caller's own wallets; requestId makes a retry safe. */
  transfer: describeEndpoint<typeof transfersEndpointSchemas.transfer>()({
    hosts,
    method: 'POST',
    path: appPath('Transfer/Transfer'),
    auth: user,
    fieldCodes: {
      [errors.insufficientBalance.code]: 'amount',
      [errors.transferBelowFee.code]: 'amount',
    },
  }),
  getTransferHistory: describeEndpoint<typeof transfersEndpointSchemas.getTransferHistory>()({
    hosts,
    method: 'GET',
    path: appPath('Transfer/GetTransferHistory'),
    auth: user,
  }),
};
