import { type CoinConfig, chainAddressSchema } from '@coffer/contract/assets';
import { fundPinSchema } from '@coffer/contract/auth';
import { positiveAmountSchema } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddressBook } from '../../../domain/money/address-book';
import { useWalletAssets } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { useMoneyWallet } from '../../../domain/money/money-wallet';
import { newRequestId } from '../../../domain/money/request-id';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useApplyWithdrawal } from '../api/withdrawals';
import { maxWithdrawable, type WithdrawLimits, withdrawQuote } from './amounts';
import type { AppliedWithdrawal } from './applied-withdrawal';
import type { WithdrawBlock } from './withdraw-block';
import { isValidationKey, placeWithdrawError, type WithdrawField } from './withdraw-server-errors';

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

type NetworkConfig = CoinConfig['networks'][number];

/** The rules an amount is checked against: the network's fee and limits, the spot balance. */
function limitsOf(
  config: NetworkConfig | undefined,
  held: { available: string } | undefined,
  decimals: number,
): WithdrawLimits | undefined {
  if (!config || !held) return undefined;
  return {
    available: held.available,
    fee: config.withdrawFee,
    min: config.withdrawMin,
    max: config.withdrawMax,
    decimals,
  };
}

/** What the server would refuse about the amount, said before sending (null when it is fine). */
function localRefusal(
  problem: ReturnType<typeof withdrawQuote>['problem'],
  config: NetworkConfig,
  t: TFunction,
  limitText: (value: string | null) => string,
): string | null {
  if (problem === 'belowMin')
    return t('withdrawals:withdraw.errors.belowMin', { amount: limitText(config.withdrawMin) });
  if (problem === 'aboveMax')
    return t('withdrawals:withdraw.errors.aboveMax', { amount: limitText(config.withdrawMax) });
  if (problem === 'insufficient') return t('withdrawals:withdraw.errors.insufficient');
  return null;
}

/** An amount with its coin (cut to the coin's decimals), and a limit or fee the same way, unpadded. */
function amountTexts(decimals: number, unit: string) {
  return {
    amountText: (value: string | null) => `${formatAmount(value ?? '0', { decimals })} ${unit}`,
    limitText: (value: string | null) =>
      `${formatAmount(value ?? '0', { decimals, style: 'limit' })} ${unit}`,
  };
}

/**
 * A field's message: a contract key is translated; text this form set itself (no `type`) is
 * shown; anything else zod said (a type mismatch, an empty choice) gives way to `fallback`.
 */
function fieldMessage(t: TFunction, error: FieldError | undefined, fallback: string) {
  if (!error?.message) return error ? fallback : undefined;
  if (isValidationKey(error.message)) return t(`validation:${error.message}`);
  return error.type ? fallback : error.message;
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
  // The wallet the page works on: spot, or a merchant's cloud wallet (money-wallet.tsx).
  const spot = useWalletAssets(useMoneyWallet().wallet);
  const book = useAddressBook();
  const requestId = useRef(newRequestId());
  const [formError, setFormError] = useState<string | null>(null);
  const config = coin?.networks.find((n) => n.network === network);
  const held = spot.data?.items.find((i) => i.coin === coin?.coin);
  const decimals = coin?.decimals ?? 8;
  const limits = limitsOf(config, held, decimals);

  const form = useForm<WithdrawFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: '', amount: '', fundPassword: '' },
  });
  const { handleSubmit, setError, setValue, watch, reset } = form;
  const quote = limits ? withdrawQuote(watch('amount'), limits) : undefined;

  const { amountText, limitText } = amountTexts(decimals, coin?.coin ?? '');
  const message = (error: FieldError | undefined, fallback = t('withdraw.errors.invalid')) =>
    fieldMessage(t, error, fallback);

  const submit = handleSubmit(async (values) => {
    if (!coin || !config || !limits) return;
    setFormError(null);
    const refused = localRefusal(withdrawQuote(values.amount, limits).problem, config, t, limitText);
    if (refused) return setError('amount', { message: refused });
    try {
      const { address, amount, fundPassword } = values;
      const input = { coin: coin.coin, network: config.network, address, amount, fundPassword };
      const applied = await applyWithdrawal({ ...input, requestId: requestId.current });
      requestId.current = newRequestId();
      reset({ address: values.address, amount: '', fundPassword: '' });
      onApplied(applied);
    } catch (error) {
      if (!isApiError(error)) return;
      const setFieldError = (field: WithdrawField, text: string) => setError(field, { message: text });
      setFormError(placeWithdrawError(error, { t, setFieldError, onBlocked, limitText }));
    }
  });

  const fillMax = limits && (() => setValue('amount', maxWithdrawable(limits), { shouldValidate: true }));

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
