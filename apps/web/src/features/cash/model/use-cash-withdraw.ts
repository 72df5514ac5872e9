import {
  type CashCurrency,
  cashCurrencies,
  cashWithdrawalProblem,
  cashWithdrawalTotal,
} from '@coffer/contract/cash';
import { errors } from '@coffer/contract/common';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { decimalOf, plainDecimal } from '../../../domain/money/amount-text';
import { Dec, formatAmount } from '../../../domain/money/format-amount';
import { newRequestId } from '../../../domain/money/request-id';
import { type ApiError, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useTranslation } from '../../../lib/react-i18n';
import type { Payee } from '../api/cash';

export interface WithdrawValues {
  payeeId: string;
  amount: string;
}

/** A withdrawal the form checked, waiting for the user's confirmation (facts, PIN, second factor). */
export interface PendingWithdrawal {
  currency: CashCurrency;
  payee: Payee;
  amount: string;
  fee: string;
  total: string;
  requestId: string;
}

/** The most that can be withdrawn: the available balance less the fee, no more than the maximum. */
export function maxCashWithdrawal(currency: CashCurrency, available: string): string {
  const rule = cashCurrencies[currency];
  let most = (decimalOf(available) ?? new Dec(0)).minus(rule.withdrawFee);
  if (most.gt(rule.withdrawMax)) most = new Dec(rule.withdrawMax);
  return most.gt(0) ? plainDecimal(most, rule.decimals) : '0';
}

/**
 * The state of the cash withdrawal form: the payee and the amount, checked with the contract's
 * rules (limits, fee, balance) before the confirmation opens; a refusal the server gives to the
 * amount or the payee lands under that field (the §8 words), anything else on the form.
 */
export function useCashWithdraw({
  currency,
  available,
}: {
  currency: CashCurrency;
  available: string | undefined;
}) {
  const { t } = useTranslation('cash');
  const rule = cashCurrencies[currency];
  const form = useForm<WithdrawValues>({ defaultValues: { payeeId: '', amount: '' } });
  const [pending, setPending] = useState<PendingWithdrawal | null>(null);
  const requestId = useRef(newRequestId());
  const limit = (value: string) =>
    `${formatAmount(value, { decimals: rule.decimals, style: 'limit' })} ${currency}`;

  const amountWords = (problem: 'belowMin' | 'aboveMax' | 'insufficient' | 'daily') =>
    ({
      belowMin: t('withdraw.errors.belowMin', { amount: limit(rule.withdrawMin) }),
      aboveMax: t('withdraw.errors.aboveMax', { amount: limit(rule.withdrawMax) }),
      daily: t('withdraw.errors.daily', { amount: limit(rule.withdrawDailyMax) }),
      insufficient: t('withdraw.errors.insufficient'),
    })[problem];

  const review = (payees: readonly Payee[]) =>
    form.handleSubmit(({ payeeId, amount }) => {
      const payee = payees.find((p) => String(p.id) === payeeId);
      if (!payee) return form.setError('payeeId', { message: t('withdraw.errors.choosePayee') });
      const value = decimalOf(amount);
      if (!value || value.lte(0)) return form.setError('amount', { message: t('withdraw.errors.amount') });
      const problem = cashWithdrawalProblem(currency, value.toFixed(), available);
      if (problem) return form.setError('amount', { message: amountWords(problem) });
      setPending({
        currency,
        payee,
        amount: value.toFixed(),
        fee: rule.withdrawFee,
        total: cashWithdrawalTotal(currency, value.toFixed()),
        requestId: requestId.current,
      });
    });

  /**
   * A refusal of the confirmed withdrawal: under the amount or the payee (the dialog closes: null),
   * else the dialog's message. A wrong PIN or code stays in the dialog (its own fields).
   */
  const placeRefusal = (error: ApiError): string | null => {
    const onAmount: Record<number, Parameters<typeof amountWords>[0]> = {
      [errors.belowSingleMinimum.code]: 'belowMin',
      [errors.aboveSingleMaximum.code]: 'aboveMax',
      [errors.dailyWithdrawalLimitExceeded.code]: 'daily',
      [errors.insufficientFiatBalance.code]: 'insufficient',
    };
    const amountProblem = error.code === null ? undefined : onAmount[error.code];
    if (amountProblem) {
      form.setError('amount', { message: amountWords(amountProblem) });
      return null;
    }
    if (error.code === errors.wrongWithdrawalAddress.code) {
      form.setError('payeeId', { message: t('withdraw.errors.payee') });
      return null;
    }
    return errorMessage(error);
  };

  const done = () => {
    requestId.current = newRequestId();
    form.reset({ payeeId: form.getValues('payeeId'), amount: '' });
    setPending(null);
  };

  return {
    form,
    rule,
    limit,
    pending,
    review,
    cancel: () => setPending(null),
    done,
    placeRefusal: (error: unknown) =>
      isApiError(error) ? placeRefusal(error) : t('withdraw.errors.unexpected'),
    fillMax:
      available === undefined
        ? undefined
        : () => form.setValue('amount', maxCashWithdrawal(currency, available)),
  };
}
