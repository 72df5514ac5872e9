import { errors, positiveAmountSchema, validationMessageKeys } from '@coffer/contract/common';
import { type OtcPair, type OtcQuote, type OtcSide, otcCoins, otcEndpoints } from '@coffer/contract/otc';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { formatAmount } from '../../../domain/money/format-amount';
import { type ApiError, errorText, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { getOtcQuote, usePlaceOtcOrder } from '../api/otc';
import { useCountdown } from './use-countdown';

const formSchema = z.object({ quantity: positiveAmountSchema });
type OtcFormValues = z.infer<typeof formSchema>;
const fields = ['quantity'] as const;
const isValidationKey = (m: string): boolean => (validationMessageKeys as readonly string[]).includes(m);

/** A quote with the moment it arrived, for its countdown. */
interface HeldQuote {
  quote: OtcQuote;
  since: { seconds: number; since: number };
}

/** Codes after which the quote in hand cannot be used: the form asks for a new one. */
const quoteGoneCodes: readonly number[] = [
  errors.quoteExpired.code,
  errors.quoteNotFound.code,
  errors.otcOfferUnavailable.code,
];

const quantityMessage = (t: TFunction, error: FieldError | undefined) =>
  error?.message
    ? isValidationKey(error.message)
      ? t(`validation:${error.message}`)
      : error.message
    : undefined;

/** "Bought 0.5 BTC for 30,450.00 USDT." */
function doneText(t: TFunction, pair: OtcPair, quote: OtcQuote, quick: boolean) {
  const quantity = `${formatAmount(quote.quantity, { decimals: pair.baseDecimals })} ${pair.baseCoin}`;
  const total = `${formatAmount(quote.total, { decimals: pair.quoteDecimals })} ${pair.quoteCoin}`;
  const key = quick ? `form.done.quick.${quote.side}` : `form.done.order.${quote.side}`;
  return t(key, { quantity, total });
}

/**
 * No acceptor fills the quantity: with the range the desks offer (the refusal's data), say it, so
 * the user knows what to try; undefined when the refusal does not name it.
 */
function noOfferText(t: TFunction, error: ApiError, pair: OtcPair): string | undefined {
  const min = errorText(error, 'minQuantity');
  const max = errorText(error, 'maxQuantity');
  if (min === null || max === null) return undefined;
  const amount = (v: string) =>
    `${formatAmount(v, { decimals: pair.baseDecimals, style: 'limit' })} ${pair.baseCoin}`;
  return t('otc:form.noOfferRange', { min: amount(min), max: amount(max) });
}

/**
 * The state of the OTC form: the side and pair, the quantity, the quote in hand with its
 * countdown (any change of side, pair or quantity drops it), and the two ways to trade at it (an
 * order the acceptor answers, or a quick trade filled at once). Refusals land beside the quantity
 * when the contract names it, else as the form's message.
 */
export function useOtcForm({ pairs }: { pairs: OtcPair[] }) {
  const { t } = useTranslation(['otc', 'validation']);
  const place = usePlaceOtcOrder();
  const [side, setSideState] = useState<OtcSide>('buy');
  const [symbol, setSymbolState] = useState(pairs[0]?.symbol ?? null);
  const [held, setHeld] = useState<HeldQuote | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [placing, setPlacing] = useState<'order' | 'quick' | null>(null);
  const secondsLeft = useCountdown(held?.since ?? null);
  const pair = pairs.find((p) => p.symbol === symbol) ?? pairs[0];
  const form = useForm<OtcFormValues>({ resolver: zodResolver(formSchema), defaultValues: { quantity: '' } });
  const { handleSubmit, setError, reset } = form;
  const coins = pair ? otcCoins(pair, side) : null;
  // A quote is for one quantity: typing another drops it.
  useEffect(() => {
    const watching = form.watch((_, { name }) => {
      if (name === 'quantity') setHeld(null);
    });
    return () => watching.unsubscribe();
  }, [form]);

  const dropQuote = () => {
    setHeld(null);
    setFormError(null);
  };
  const setSide = (next: OtcSide) => {
    setSideState(next);
    dropQuote();
  };
  const setSymbol = (next: string | null) => {
    if (!next) return;
    setSymbolState(next);
    reset({ quantity: '' });
    dropQuote();
  };

  const requestQuote = handleSubmit(async ({ quantity }) => {
    if (!pair) return;
    setFormError(null);
    try {
      const quote = await getOtcQuote({ symbol: pair.symbol, side, quantity });
      setHeld({ quote, since: { seconds: quote.expiresInSeconds, since: Date.now() } });
    } catch (error) {
      setHeld(null);
      setFormError(
        placeServerErrors(error, setError, fields, {
          endpoint: otcEndpoints.getQuote,
          // Beside the quantity, with the range the desks offer when the server says it.
          messages: { [errors.otcNoOffer.code]: (e) => noOfferText(t, e, pair) ?? errorMessage(e) },
        }),
      );
    }
  });

  const trade = async (quick: boolean) => {
    if (!held || !pair) return;
    setFormError(null);
    setPlacing(quick ? 'quick' : 'order');
    try {
      const { quoteId, quantity } = held.quote;
      await place.mutateAsync({ quoteId, quantity, quick });
      void notifySuccess(doneText(t, pair, held.quote, quick));
      setHeld(null);
      reset({ quantity: '' });
    } catch (error) {
      const endpoint = quick ? otcEndpoints.createQuickTradeOrder : otcEndpoints.createOrder;
      setFormError(placeServerErrors(error, setError, fields, { endpoint }));
      if (isApiError(error) && error.code !== null && quoteGoneCodes.includes(error.code)) setHeld(null);
    } finally {
      setPlacing(null);
    }
  };

  return {
    form,
    pair,
    side,
    coins,
    quote: held?.quote ?? null,
    secondsLeft,
    expired: secondsLeft === 0,
    formError,
    placing,
    setSide,
    setSymbol,
    requestQuote,
    placeOrder: () => trade(false),
    quickTrade: () => trade(true),
    quantityMessage: (error: FieldError | undefined) => quantityMessage(t, error),
  };
}

export type OtcFormState = ReturnType<typeof useOtcForm>;
