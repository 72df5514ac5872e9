import { errors, positiveAmountSchema } from '@coffer/contract/common';
import { type ConvertLimitOrder, convertEndpoints, convertReceivedAmount } from '@coffer/contract/convert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { asInput } from '../../../domain/money/amount-text';
import { useTranslation } from '../../../lib/react-i18n';
import { useCreateLimitOrder } from '../api/convert';
import { amountProblem, type ConvertChoice, type ResolvedPair, resolvePair } from './pairs';
import {
  amountMessage,
  type ExchangeFormOptions,
  pairActions,
  refusalText,
  safeProblem,
} from './use-convert-form';

const formSchema = z.object({ amount: positiveAmountSchema, limitPrice: positiveAmountSchema });
type FormValues = z.infer<typeof formSchema>;

const isAmount = (text: string) => positiveAmountSchema.safeParse(text).success;

/**
 * What the user would receive at `limitPrice` by the contract's rule (truncated as the server
 * fills), or null while the amount or the price is not a number yet.
 */
export function receivedAtLimit(resolved: ResolvedPair | undefined, amount: string, limitPrice: string) {
  if (!resolved || !isAmount(amount) || !isAmount(limitPrice)) return null;
  return convertReceivedAmount({
    side: resolved.side,
    fromAmount: amount,
    price: limitPrice,
    toDecimals: resolved.toDecimals,
  });
}

/**
 * The state of the limit-order form: the pair, the amount paid (bounds and balance as for a
 * quote), the limit price (quote coin per base coin, the pair's price decimals), what it would
 * receive at that price, and the submit that places the order and keeps it.
 */
export function useLimitForm({ pairs, choice, available, onChange }: ExchangeFormOptions) {
  const { t } = useTranslation(['convert', 'validation']);
  const place = useCreateLimitOrder();
  const resolved = resolvePair(pairs, choice);
  const [order, setOrder] = useState<ConvertLimitOrder | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', limitPrice: '' },
  });
  const { handleSubmit, setError, setValue, reset, watch } = form;
  const [amount, limitPrice] = watch(['amount', 'limitPrice']);
  const receive = receivedAtLimit(resolved, amount, limitPrice);

  const change = (next: ConvertChoice) => {
    setFormError(null);
    reset({ amount: '', limitPrice: '' });
    onChange(next);
  };

  const submit = handleSubmit(async (values) => {
    if (!resolved) return;
    setFormError(null);
    const problem = amountProblem(values.amount, resolved, available);
    const refused = refusalText(t, choice.from, resolved, problem);
    if (refused) return setError('amount', { message: refused }, { shouldFocus: true });
    if (receivedAtLimit(resolved, values.amount, values.limitPrice) === '0')
      return setError(
        'amount',
        { message: t('convert:limit.errors.receivesNothing') },
        { shouldFocus: true },
      );
    try {
      setOrder(
        await place.mutateAsync({
          symbol: resolved.pair.symbol,
          side: resolved.side,
          fromAmount: values.amount,
          limitPrice: values.limitPrice,
        }),
      );
    } catch (error) {
      setFormError(
        placeServerErrors(error, setError, ['amount', 'limitPrice'], {
          endpoint: convertEndpoints.createLimitOrder,
          rename: { fromAmount: 'amount' },
          messages: { [errors.insufficientBalance.code]: () => t('convert:form.errors.insufficient') },
        }),
      );
    }
  });

  return {
    form,
    resolved,
    receive,
    order,
    formError,
    problem: resolved ? safeProblem(amount, resolved, available) : undefined,
    submit,
    ...pairActions(pairs, choice, change),
    fillMax: () =>
      available !== undefined &&
      setValue('amount', asInput(available, resolved?.fromDecimals ?? 8), { shouldValidate: true }),
    fillPrice: (price: string) =>
      setValue('limitPrice', asInput(price, resolved?.pair.priceDecimals ?? 8), { shouldValidate: true }),
    startOver: () => {
      setOrder(null);
      setFormError(null);
      reset({ amount: '', limitPrice: '' });
    },
    fieldError: (error: FieldError | undefined) => amountMessage(t, error),
  };
}

export type LimitFormState = ReturnType<typeof useLimitForm>;
