import { describeEndpoints, routesOn, user } from '../common/endpoint';
import { errors } from '../common/errors';
import type { withdrawalsEndpointSchemas } from './withdrawals.endpoint-schemas';

/** "Host by role": merchants make the same calls on the merchant host (spec §6, §7). */
const on = routesOn(['base', 'merchant']);

export const withdrawalsEndpoints = describeEndpoints<typeof withdrawalsEndpointSchemas>()({
  /** Reserves amount + fee at once; the user then confirms with the code sent to them. */
  apply: on.post('CoinTransactionOut/ApplyTransactionOut', user, {
    fieldCodes: {
      [errors.securityVerificationFailed.code]: 'fundPassword',
      [errors.belowSingleMinimum.code]: 'amount',
      [errors.aboveSingleMaximum.code]: 'amount',
      [errors.dailyWithdrawalLimitExceeded.code]: 'amount',
      [errors.insufficientBalance.code]: 'amount',
      [errors.wrongWithdrawalAddress.code]: 'address',
    },
  }),
  confirm: on.post('CoinTransactionOut/ConfirmTransactionOut', user),
  /** GET in the spec; revokes while cancellable and releases the reservation. */
  cancel: on.get('CoinTransactionOut/CancelApplyTransactionOut', user),
  getList: on.post('CoinTransactionOut/GetListByCoinTransactionOut', user),
});
