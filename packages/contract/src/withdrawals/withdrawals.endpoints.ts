import { appPath, describeEndpoint } from '../common/endpoint';
import { errors } from '../common/errors';
import type { withdrawalsEndpointSchemas } from './withdrawals.endpoint-schemas';

const user = { kind: 'user' } as const;
/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const hosts = ['base', 'merchant'] as const;
export const withdrawalsEndpoints = {
  /** Reserves amount + fee at once; the user then confirms with the code sent to them. */
  apply: describeEndpoint<typeof withdrawalsEndpointSchemas.apply>()({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/ApplyTransactionOut'),
    auth: user,
    fieldCodes: {
      [errors.securityVerificationFailed.code]: 'fundPassword',
      [errors.belowSingleMinimum.code]: 'amount',
      [errors.aboveSingleMaximum.code]: 'amount',
      [errors.dailyWithdrawalLimitExceeded.code]: 'amount',
      [errors.insufficientBalance.code]: 'amount',
      [errors.wrongWithdrawalAddress.code]: 'address',
    },
  }),
  confirm: describeEndpoint<typeof withdrawalsEndpointSchemas.confirm>()({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/ConfirmTransactionOut'),
    auth: user,
  }),
  /** GET in the spec; revokes while cancellable and releases the reservation. */
  cancel: describeEndpoint<typeof withdrawalsEndpointSchemas.cancel>()({
    hosts,
    method: 'GET',
    path: appPath('CoinTransactionOut/CancelApplyTransactionOut'),
    auth: user,
  }),
  getList: describeEndpoint<typeof withdrawalsEndpointSchemas.getList>()({
    hosts,
    method: 'POST',
    path: appPath('CoinTransactionOut/GetListByCoinTransactionOut'),
    auth: user,
  }),
};
