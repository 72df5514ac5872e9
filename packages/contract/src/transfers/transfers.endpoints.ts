import { byRole, describeEndpoints, readKey, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { transfersEndpointSchemas } from './transfers.endpoint-schemas';

export const transfersEndpoints = describeEndpoints<typeof transfersEndpointSchemas>()({
  /** Between the caller's own wallets; requestId makes a retry safe. */
  transfer: byRole.post('Transfer/Transfer', user, {
    fieldCodes: {
      [errors.insufficientBalance.code]: 'amount',
      [errors.transferBelowFee.code]: 'amount',
    },
  }),
  getTransferHistory: byRole.get('Transfer/GetTransferHistory', readKey, {
    summary: 'Transfers between wallets, newest first',
  }),
});
