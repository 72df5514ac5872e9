import { errors, validationMessageKeys } from '@coffer/contract/common';
import type { TFunction } from 'i18next';
import { type ApiError, errorNumber } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { kycBlock, type WithdrawBlock } from './withdraw-block';

export type WithdrawField = 'address' | 'amount' | 'fundPassword';

export const isValidationKey = (m: string): boolean =>
  (validationMessageKeys as readonly string[]).includes(m);

/**
 * Where a refused application shows: a wrong PIN, a limit, the balance or the address on its
 * field; an identity or fund PIN problem as the page's block; a field the server named on that
 * field; anything else as the form's message (the return value, null when placed elsewhere). Keys
 * carry their namespace: `t` is the caller's.
 */
export function placeWithdrawError(
  error: ApiError,
  {
    t,
    setFieldError,
    onBlocked,
    limitText,
  }: {
    t: TFunction;
    setFieldError: (field: WithdrawField, message: string) => void;
    onBlocked: (block: WithdrawBlock) => void;
    limitText: (value: string | null) => string;
  },
): string | null {
  switch (error.code) {
    case errors.securityVerificationFailed.code:
      setFieldError('fundPassword', t('withdrawals:withdraw.errors.wrongPin'));
      return null;
    case errors.belowSingleMinimum.code:
      setFieldError(
        'amount',
        t('withdrawals:withdraw.errors.belowMin', { amount: limitText(error.details) }),
      );
      return null;
    case errors.aboveSingleMaximum.code:
      setFieldError(
        'amount',
        t('withdrawals:withdraw.errors.aboveMax', { amount: limitText(error.details) }),
      );
      return null;
    case errors.dailyWithdrawalLimitExceeded.code:
      setFieldError('amount', t('withdrawals:withdraw.errors.daily', { amount: limitText(error.details) }));
      return null;
    case errors.insufficientBalance.code:
    case errors.merchantBalanceInsufficient.code:
      setFieldError('amount', t('withdrawals:withdraw.errors.insufficient'));
      return null;
    case errors.wrongWithdrawalAddress.code:
      setFieldError('address', t('withdrawals:withdraw.errors.address'));
      return null;
    case errors.kycNotCertified.code:
      onBlocked(kycBlock(errorNumber(error, 'kycStatus')));
      return null;
    case errors.forbidden.code:
      if (error.details === 'fundPasswordNotSet') {
        onBlocked({ kind: 'fundPin' });
        return null;
      }
      break;
    case errors.invalidInput.code: {
      let placed = false;
      for (const v of error.validationErrors ?? []) {
        if (v.field === 'amount' || v.field === 'address' || v.field === 'fundPassword') {
          setFieldError(
            v.field,
            isValidationKey(v.message) ? v.message : t('withdrawals:withdraw.errors.invalid'),
          );
          placed = true;
        }
      }
      if (placed) return null;
      break;
    }
  }
  return errorMessage(error);
}
