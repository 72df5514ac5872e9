import { describeEndpoints, routesOn, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { transfersEndpointSchemas } from './transfers.endpoint-schemas';

/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const on = routesOn(['base', 'merchant']);

export const transfersEndpoints = describeEndpoints<typeof transfersEndpointSchemas>()({
  /** Between the caller's own wallets; requestId makes a retry safe. */
  transfer: on.post('Transfer/Transfer', user, {
    fieldCodes: {
      [errors.insufficientBalance.code]: 'amount',
      [errors.transferBelowFee.code]: 'amount',
    },
  }),
  getTransferHistory: on.get('Transfer/GetTransferHistory', user),
});
