import { type CoinConfig, chainAddressSchema, walletType } from '@coffer/contract/assets';
import { fundPinSchema } from '@coffer/contract/auth';
import { positiveAmountSchema } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAddressBook } from '../../../domain/money/address-book';
import { useWalletAssets } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { newRequestId } from '../../../domain/money/request-id';
import { isApiError } from '../../../lib/http/api-error';
import { useApplyWithdrawal } from '../api/withdrawals';
import { maxWithdrawable, type WithdrawLimits, withdrawQuote } from './amounts';
import type { AppliedWithdrawal } from './applied-withdrawal';
import type { WithdrawBlock } from './withdraw-block';
import { isValidationKey, placeWithdrawError } from './withdraw-server-errors';

/** The browser checks what the server checks, with the contract's schemas and message keys. */
const formSchema = z.object({
  address: chainAddressSchema,
  amount: positiveAmountSchema,
  fundPassword: fundPinSchema,
});
export type WithdrawFormValues = z.input<typeof formSchema>;

/** An address book entry as the address select offers it (waiting ones shown, not choosable). */
export interface AddressOption {
  value: string;
  label: string;
  disabled: boolean;
  usableFrom: string | null;
}

type BookEntry = NonNullable<ReturnType<typeof useAddressBook>['data']>[number];

function addressOptions(
  book: BookEntry[],
  coin: string | undefined,
  network: string | null,
  now = Date.now(),
): AddressOption[] {
  return book
    .filter((e) => e.coin === coin && e.network === network)
    .map((e) => {
      const waiting = new Date(e.usableFrom).getTime() > now;
      const short = e.address.length > 24 ? `${e.address.slice(0, 12)}…${e.address.slice(-8)}` : e.address;
      return {
        value: e.address,
        label: e.label ? `${e.label} · ${short}` : short,
        disabled: waiting,
        usableFrom: waiting ? e.usableFrom : null,
      };
    });
}

/**
 * The state of the withdrawal form: the chosen network's limits and the spot balance, the quote
 * for the amount typed, the address book entries for the coin and network, and the submit that
 * checks the limits, applies (one idempotency key per attempt) and places a refusal on its field.
 */
export function useWithdrawForm({
  coin,
  network,
  onBlocked,
  onApplied,
}: {
  coin: CoinConfig | undefined;
  network: string | null;
  onBlocked: (block: WithdrawBlock) => void;
  onApplied: (withdrawal: AppliedWithdrawal) => void;
}) {
  const { t } = useTranslation(['withdrawals', 'money']);
  const applyWithdrawal = useApplyWithdrawal().mutateAsync;
  const spot = useWalletAssets(walletType.members.spot);
  const book = useAddressBook();
  const requestId = useRef(newRequestId());
  const [formError, setFormError] = useState<string | null>(null);
  const config = coin?.networks.find((n) => n.network === network);
  const held = spot.data?.items.find((i) => i.coin === coin?.coin);
  const decimals = coin?.decimals ?? 8;
  const limits: WithdrawLimits | undefined =
    config && held
      ? {
          available: held.available,
          fee: config.withdrawFee,
          min: config.withdrawMin,
          max: config.withdrawMax,
          decimals,
        }
      : undefined;

  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: '', amount: '', fundPassword: '' },
  });
  const { handleSubmit, setError, setValue, watch, reset } = form;
  const quote = limits ? withdrawQuote(watch('amount'), limits) : undefined;

  const unit = coin?.coin ?? '';
  const amountText = (value: string | null) => `${formatAmount(value ?? '0', { decimals })} ${unit}`;
  const limitText = (value: string | null) =>
    `${formatAmount(value ?? '0', { decimals, style: 'limit' })} ${unit}`;

  /**
   * A field's message: a contract key is translated; text this form set itself (no `type`) is
   * shown; anything else zod said (a type mismatch, an empty choice) gives way to `fallback`.
   */
  const message = (error: FieldError | undefined, fallback = t('withdraw.errors.invalid')) => {
    if (!error?.message) return error ? fallback : undefined;
    if (isValidationKey(error.message)) return t(`validation:${error.message}`);
    return error.type ? fallback : error.message;
  };

  const submit = handleSubmit(async (values) => {
    if (!coin || !config || !limits) return;
    setFormError(null);
    const problem = withdrawQuote(values.amount, limits).problem;
    if (problem === 'belowMin')
      return setError('amount', {
        message: t('withdraw.errors.belowMin', { amount: limitText(config.withdrawMin) }),
      });
    if (problem === 'aboveMax')
      return setError('amount', {
        message: t('withdraw.errors.aboveMax', { amount: limitText(config.withdrawMax) }),
      });
    if (problem === 'insufficient') return setError('amount', { message: t('withdraw.errors.insufficient') });
    try {
      const applied = await applyWithdrawal({
        coin: coin.coin,
        network: config.network,
        address: values.address,
        amount: values.amount,
        fundPassword: values.fundPassword,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      reset({ address: values.address, amount: '', fundPassword: '' });
      onApplied(applied);
    } catch (error) {
      if (!isApiError(error)) return;
      const setFieldError = (field: 'address' | 'amount' | 'fundPassword', text: string) =>
        setError(field, { message: text });
      setFormError(placeWithdrawError(error, { t, setFieldError, onBlocked, limitText }));
    }
  });

  const fillMax = limits
    ? () => setValue('amount', maxWithdrawable(limits), { shouldValidate: true })
    : undefined;

  return {
    form,
    config,
    held,
    decimals,
    quote,
    addresses: addressOptions(book.data ?? [], coin?.coin, network),
    formError,
    submit,
    fillMax,
    message,
    amountText,
    limitText,
  };
}
