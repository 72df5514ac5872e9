import { type CoinConfig, walletsFor } from '@coffer/contract/assets';
import { errors, positiveAmountSchema, validationMessageKeys } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { z } from 'zod';
import { asInput } from '../../../domain/money/amount-text';
import { type WalletTypeValue, walletAssetsQueryOptions } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { newRequestId } from '../../../domain/money/request-id';
import { type ApiError, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useMakeTransfer } from '../api/transfers';
import { transferQuote } from './amounts';

const formSchema = z.object({ amount: positiveAmountSchema });
const isValidationKey = (m: string): boolean => (validationMessageKeys as readonly string[]).includes(m);

export interface TransferChoice {
  coin: string;
  from: WalletTypeValue;
  to: WalletTypeValue;
}

/** The amount's message: a contract key translated, else the text the form set. */
const amountMessage = (t: TFunction, error: FieldError | undefined) =>
  error?.message
    ? isValidationKey(error.message)
      ? t(`validation:${error.message}`)
      : error.message
    : undefined;

/** The amount's words for a refusal (before sending, or the server's), else null. */
function amountRefusal(t: TFunction, problem: 'insufficient' | 'belowFee' | undefined, feeText: string) {
  if (problem === 'insufficient') return t('transfers:transfer.errors.insufficient');
  if (problem === 'belowFee') return t('transfers:transfer.errors.belowFee', { amount: feeText });
  return null;
}

const serverProblem = (error: ApiError) =>
  error.code === errors.insufficientBalance.code || error.code === errors.merchantBalanceInsufficient.code
    ? ('insufficient' as const)
    : error.code === errors.transferBelowFee.code
      ? ('belowFee' as const)
      : undefined;

/** The choice with one side's wallet changed; picking the other side's wallet swaps them (they always differ). */
function withWallet(choice: TransferChoice, side: 'from' | 'to', value: WalletTypeValue): TransferChoice {
  const other = side === 'from' ? 'to' : 'from';
  const next = { ...choice, [side]: value } as TransferChoice;
  if (next[other] === value) next[other] = choice[side];
  return next;
}

/** An amount and the coin's fee, each with its coin, cut to the coin's decimals. */
function transferTexts(coin: CoinConfig | undefined) {
  const decimals = coin?.decimals ?? 8;
  return {
    amountText: (v: string) => `${formatAmount(v, { decimals })} ${coin?.coin ?? ''}`,
    feeText: `${formatAmount(coin?.transferFee, { decimals, style: 'limit' })} ${coin?.coin ?? ''}`,
  };
}

/** "Moved 10 USDT from Digital assets to Fiat." */
const doneText = (t: TFunction, choice: TransferChoice, amount: string) =>
  t('transfers:transfer.done', {
    amount,
    from: t(`money:wallet.${choice.from}`),
    to: t(`money:wallet.${choice.to}`),
  });

/**
 * The state of the transfer form: the coin's wallets and the source wallet's balance, the amount
 * and what arrives, the wallet choice (picking the other side's wallet swaps them), and the submit
 * that checks the balance and fee, moves the money (one idempotency key per attempt) and says so.
 * (A little over 70 lines: one form's state and its submit; the pure parts are already above.)
 */
export function useTransferForm({
  coins,
  isMerchant,
  choice,
  onChange,
}: {
  coins: CoinConfig[];
  isMerchant: boolean;
  choice: TransferChoice | null;
  onChange: (next: TransferChoice) => void;
}) {
  const { t } = useTranslation(['transfers', 'money']);
  const makeTransfer = useMakeTransfer().mutateAsync;
  const coin = coins.find((c) => c.coin === choice?.coin);
  const from = useQuery({ ...walletAssetsQueryOptions(choice?.from ?? 0), enabled: Boolean(choice) });
  // Undefined until the source wallet's balances arrive (see transferQuote).
  const available = from.data
    ? (from.data.items.find((i) => i.coin === choice?.coin)?.available ?? '0')
    : undefined;
  const decimals = coin?.decimals ?? 8;
  const requestId = useRef(newRequestId());
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '' },
  });
  const { handleSubmit, setError, setValue, watch, reset } = form;
  const quote = coin ? transferQuote(watch('amount'), coin.transferFee, available) : undefined;
  const { amountText, feeText } = transferTexts(coin);

  const pickCoin = (code: string | null) => {
    const next = coins.find((c) => c.coin === code);
    if (!next) return;
    const [a, b] = walletsFor(next, isMerchant);
    if (a !== undefined && b !== undefined) onChange({ coin: next.coin, from: a, to: b });
    reset({ amount: '' });
  };
  const setWallet = (side: 'from' | 'to', value: WalletTypeValue) =>
    choice && onChange(withWallet(choice, side, value));

  const submit = handleSubmit(async ({ amount: value }) => {
    if (!choice || !coin) return;
    setFormError(null);
    const refused = amountRefusal(t, transferQuote(value, coin.transferFee, available).problem, feeText);
    if (refused) return setError('amount', { message: refused });
    try {
      const wallets = { fromWalletType: choice.from, toWalletType: choice.to };
      await makeTransfer({ coin: coin.coin, amount: value, ...wallets, requestId: requestId.current });
      requestId.current = newRequestId();
      reset({ amount: '' });
      void notifySuccess(doneText(t, choice, amountText(value)));
    } catch (error) {
      if (!isApiError(error)) throw error;
      const onAmount = amountRefusal(t, serverProblem(error), feeText);
      if (onAmount) setError('amount', { message: onAmount });
      else setFormError(errorMessage(error));
    }
  });

  return {
    form,
    coin,
    wallets: coin ? walletsFor(coin, isMerchant) : [],
    available,
    decimals,
    quote,
    amountText,
    feeText,
    formError,
    pickCoin,
    setWallet,
    submit,
    amountError: (error: FieldError | undefined) => amountMessage(t, error),
    fillMax: () =>
      available !== undefined && setValue('amount', asInput(available, decimals), { shouldValidate: true }),
  };
}

export type TransferFormState = ReturnType<typeof useTransferForm>;
