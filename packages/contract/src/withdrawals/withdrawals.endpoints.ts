import { byRole, describeEndpoints, readKey, user, withdrawKey } from '../common/endpoint';
import { errors } from '../common/errors';
import type { withdrawalsEndpointSchemas } from './withdrawals.endpoint-schemas';

export const withdrawalsEndpoints = describeEndpoints<typeof withdrawalsEndpointSchemas>()({
  /** Reserves amount + fee at once; the user then confirms with the code sent to them. */
  apply: byRole.post('CoinTransactionOut/ApplyTransactionOut', withdrawKey, {
    summary: 'Apply for a withdrawal to an address-book address',
    errors: [
      'currencyNotSupported',
      'currencyWithdrawalClosed',
      'kycNotCertified',
      'withdrawalDisabled',
      'securityVerificationFailed',
      'conflict',
    ],
    idempotent: true,
    fieldCodes: {
      [errors.securityVerificationFailed.code]: 'fundPassword',
      [errors.belowSingleMinimum.code]: 'amount',
      [errors.aboveSingleMaximum.code]: 'amount',
      [errors.dailyWithdrawalLimitExceeded.code]: 'amount',
      [errors.insufficientBalance.code]: 'amount',
      [errors.wrongWithdrawalAddress.code]: 'address',
    },
  }),
  confirm: byRole.post('CoinTransactionOut/ConfirmTransactionOut', user),
  /** GET in the spec; revokes while cancellable and releases the reservation. */
  cancel: byRole.get('CoinTransactionOut/CancelApplyTransactionOut', withdrawKey, {
    summary: 'Cancel a withdrawal while it can be cancelled',
    errors: ['withdrawalOrderNotFound', 'orderStatusInvalid'],
    idempotent: true,
  }),
  getList: byRole.post('CoinTransactionOut/GetListByCoinTransactionOut', readKey, {
    summary: 'Withdrawals, newest first',
  }),
});
