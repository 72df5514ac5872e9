import { errors, positiveAmountSchema, validationMessageKeys } from '@coffer/contract/common';
import {
  type ConvertOrder,
  type ConvertPairConfig,
  type ConvertQuote,
  convertEndpoints,
} from '@coffer/contract/convert';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { asInput } from '../../../domain/money/amount-text';
import { formatAmount } from '../../../domain/money/format-amount';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { orderOfQuote, requestQuote, useExecuteQuote } from '../api/convert';
import { amountProblem, type ConvertChoice, type ResolvedPair, resolvePair, targetsOf } from './pairs';
import { useCountdown } from './use-countdown';

const formSchema = z.object({ amount: positiveAmountSchema });
type FormValues = z.infer<typeof formSchema>;
const isValidationKey = (m: string): boolean => (validationMessageKeys as readonly string[]).includes(m);

/** The amount's message: a contract key translated, else the text the form set. */
export const amountMessage = (t: TFunction, error: FieldError | undefined) =>
  error?.message
    ? isValidationKey(error.message)
      ? t(`validation:${error.message}`)
      : error.message
    : undefined;

/**
 * Quotes renewed by themselves when one runs out, before the form waits for the user to ask again:
 * each counts against the server's 60 a minute, and a page left open should not spend them all.
 */
export const autoRenewals = 3;

/** A live quote and when it runs out on this device's clock. */
interface LiveQuote {
  quote: ConvertQuote;
  deadline: number;
  /** The amount text it was asked for: typing anything else drops it. */
  amount: string;
}

/** The words for refusing an amount before asking for a quote. */
export function refusalText(
  t: TFunction,
  coin: string,
  resolved: ResolvedPair,
  problem: ReturnType<typeof amountProblem>,
) {
  const limit = (v: string) =>
    `${formatAmount(v, { decimals: resolved.fromDecimals, style: 'limit' })} ${coin}`;
  if (problem === 'belowMinimum')
    return t('convert:form.errors.belowMinimum', { amount: limit(resolved.bounds.min) });
  if (problem === 'aboveMaximum')
    return t('convert:form.errors.aboveMaximum', { amount: limit(resolved.bounds.max) });
  if (problem === 'insufficient') return t('convert:form.errors.insufficient');
  return null;
}

/** The choice with `from` changed: the other coin kept when a pair still joins them, else its first partner. */
export function withFrom(pairs: ConvertPairConfig[], choice: ConvertChoice, from: string): ConvertChoice {
  if (from === choice.to) return { from, to: choice.from };
  const targets = targetsOf(pairs, from);
  return { from, to: targets.includes(choice.to) ? choice.to : (targets[0] ?? choice.to) };
}

/** What the market and the limit forms' state is made from. */
export interface ExchangeFormOptions {
  pairs: ConvertPairConfig[];
  choice: ConvertChoice;
  /** The paying coin's available balance in the flash-exchange wallet; undefined while it loads. */
  available: string | undefined;
  onChange: (next: ConvertChoice) => void;
}

/** The pair picker's actions; every one goes through `change`, which clears what the old pair filled in. */
export const pairActions = (
  pairs: ConvertPairConfig[],
  choice: ConvertChoice,
  change: (next: ConvertChoice) => void,
) => ({
  pickFrom: (from: string | null) => from && change(withFrom(pairs, choice, from)),
  pickTo: (to: string | null) => to && change({ ...choice, to }),
  swap: () => change({ from: choice.to, to: choice.from }),
});

/**
 * The state of the convert form: the pair the choice resolves to, the amount with its bounds and
 * the wallet's balance, a firm quote with its countdown (dropped when the amount, the pair or the
 * clock moves on), and the confirm that executes the quote once and keeps the order it became.
 * (Over 70 lines: one form's state and its two submits; the pure parts live in ./pairs.)
 */
export function useConvertForm({ pairs, choice, available, onChange }: ExchangeFormOptions) {
  const { t } = useTranslation(['convert', 'validation']);
  const execute = useExecuteQuote();
  const resolved = resolvePair(pairs, choice);
  const [live, setLive] = useState<LiveQuote | null>(null);
  const [expired, setExpired] = useState(false);
  const [order, setOrder] = useState<ConvertOrder | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { amount: '' } });
  const { handleSubmit, setError, setValue, reset, watch } = form;
  const amount = watch('amount');
  const [renewing, setRenewing] = useState(false);
  const renewalsLeft = useRef(autoRenewals);
  // A quote is bound to its amount: once the field says something else, it is gone.
  const quote = live && live.amount === amount ? live.quote : null;

  const dropQuote = () => {
    setLive(null);
    setExpired(false);
    setFormError(null);
  };
  const change = (next: ConvertChoice) => {
    dropQuote();
    reset({ amount: '' });
    onChange(next);
  };

  /** Asks for a firm quote of `value` and shows it, or shows why not. */
  const fetchQuote = async (value: string) => {
    if (!resolved) return;
    try {
      const next = await requestQuote({
        symbol: resolved.pair.symbol,
        side: resolved.side,
        fromAmount: value,
      });
      setLive({ quote: next, deadline: Date.now() + next.expiresInSeconds * 1000, amount: value });
      setExpired(next.expiresInSeconds <= 0);
    } catch (error) {
      setLive(null);
      setFormError(
        placeServerErrors(error, setError, ['amount'], {
          endpoint: convertEndpoints.quote,
          rename: { fromAmount: 'amount' },
          messages: { [errors.insufficientBalance.code]: () => t('convert:form.errors.insufficient') },
        }),
      );
    }
  };

  // A quote that runs out is renewed by itself a few times; then it stays expired until asked again.
  const renewOrExpire = () => {
    const stillAsked = live && live.amount === form.getValues('amount');
    if (!stillAsked || execute.isPending || renewalsLeft.current <= 0) return setExpired(true);
    renewalsLeft.current -= 1;
    setRenewing(true);
    void fetchQuote(live.amount).finally(() => setRenewing(false));
  };
  const secondsLeft = useCountdown(live?.deadline ?? null, renewOrExpire);

  const getQuote = handleSubmit(async ({ amount: value }) => {
    if (!resolved) return;
    setFormError(null);
    const refused = refusalText(t, choice.from, resolved, amountProblem(value, resolved, available));
    if (refused) return setError('amount', { message: refused }, { shouldFocus: true });
    renewalsLeft.current = autoRenewals;
    await fetchQuote(value);
  });

  const confirm = async () => {
    if (!quote || expired || renewing) return;
    setFormError(null);
    const input = { quoteId: quote.quoteId, fromAmount: quote.fromAmount };
    try {
      setOrder(await execute.mutateAsync(input));
    } catch (error) {
      // No answer: the quote may have executed all the same; the server knows by its id.
      if (isApiError(error) && error.kind !== 'business') {
        const done = await orderOfQuote(quote.quoteId).catch(() => null);
        if (done) return setOrder(done);
      }
      if (isApiError(error) && error.code === errors.quoteExpired.code) setExpired(true);
      setFormError(
        placeServerErrors(error, setError, ['amount'], {
          endpoint: convertEndpoints.execute,
          rename: { fromAmount: 'amount' },
          messages: { [errors.insufficientBalance.code]: () => t('convert:form.errors.insufficient') },
        }),
      );
    }
  };

  return {
    form,
    resolved,
    amount,
    quote,
    expired,
    secondsLeft,
    order,
    formError,
    confirming: execute.isPending,
    renewing,
    problem: resolved && amount ? safeProblem(amount, resolved, available) : undefined,
    getQuote,
    confirm,
    ...pairActions(pairs, choice, change),
    fillMax: () =>
      available !== undefined &&
      setValue('amount', asInput(available, resolved?.fromDecimals ?? 8), { shouldValidate: true }),
    startOver: () => {
      setOrder(null);
      dropQuote();
      reset({ amount: '' });
    },
    amountError: (error: FieldError | undefined) => amountMessage(t, error),
  };
}

/** The amount's problem while it is typed; nothing for text that is not a number yet. */
export function safeProblem(amount: string, resolved: ResolvedPair, available: string | undefined) {
  if (!positiveAmountSchema.safeParse(amount).success) return undefined;
  return amountProblem(amount, resolved, available);
}

export type ConvertFormState = ReturnType<typeof useConvertForm>;
