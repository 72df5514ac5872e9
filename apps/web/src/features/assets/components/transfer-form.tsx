import { type CoinConfig, walletsFor } from '@coffer/contract/assets';
import { errors, positiveAmountSchema, validationMessageKeys } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, Select, Stack, Text, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AlertIcon, SwapVerticalIcon } from '../../../components/icons';
import { AmountInput } from '../../../domain/money/amount-input';
import { formatAmount } from '../../../domain/money/format-amount';
import { isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { notifySuccess } from '../../../lib/overlays';
import { type WalletTypeValue, walletAssetsQueryOptions } from '../api/balances';
import { useMakeTransfer } from '../api/transfers';
import { asInput, transferQuote } from '../model/amounts';
import { newRequestId } from '../model/request-id';
import { CoinSelect } from './coin-network';

const formSchema = z.object({ amount: positiveAmountSchema });
const isValidationKey = (m: string): boolean => (validationMessageKeys as readonly string[]).includes(m);

export interface TransferChoice {
  coin: string;
  from: WalletTypeValue;
  to: WalletTypeValue;
}

/**
 * Moves a coin between two of the user's own wallets (spot, flash exchange, fiat; merchants also
 * the cloud wallet). The fee, when the coin has one, comes out of the amount.
 */
export function TransferForm({
  coins,
  isMerchant,
  choice,
  onChange,
  blockedUntil,
}: {
  coins: CoinConfig[];
  isMerchant: boolean;
  choice: TransferChoice | null;
  onChange: (next: TransferChoice) => void;
  /** The hold after a security change (spec §9); transfers wait until then. */
  blockedUntil: string | null;
}) {
  const { t } = useTranslation('assets');
  const makeTransfer = useMakeTransfer().mutateAsync;
  const coin = coins.find((c) => c.coin === choice?.coin);
  const wallets = coin ? walletsFor(coin, isMerchant) : [];
  const from = useQuery({ ...walletAssetsQueryOptions(choice?.from ?? 0), enabled: Boolean(choice) });
  const held = from.data?.items.find((i) => i.coin === choice?.coin);
  const available = held?.available ?? '0';
  const decimals = coin?.decimals ?? 8;
  const requestId = useRef(newRequestId());
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, watch, reset, formState } = useForm<{ amount: string }>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '' },
  });
  const amount = watch('amount');
  const quote = coin ? transferQuote(amount, coin.transferFee, available) : undefined;
  const unit = coin?.coin ?? '';
  const amountText = (v: string) => `${formatAmount(v, { decimals })} ${unit}`;
  const feeText = `${formatAmount(coin?.transferFee, { decimals, style: 'limit' })} ${unit}`;

  const pickCoin = (code: string | null) => {
    const next = coins.find((c) => c.coin === code);
    if (!next) return;
    const [a, b] = walletsFor(next, isMerchant);
    if (a !== undefined && b !== undefined) onChange({ coin: next.coin, from: a, to: b });
    reset({ amount: '' });
  };
  const setWallet = (side: 'from' | 'to', value: WalletTypeValue) => {
    if (!choice) return;
    const other = side === 'from' ? 'to' : 'from';
    // Picking the other side's wallet swaps them: the two always differ.
    const next = { ...choice, [side]: value } as TransferChoice;
    if (next[other] === value) next[other] = choice[side];
    onChange(next);
  };

  const submit = handleSubmit(async ({ amount: value }) => {
    if (!choice || !coin) return;
    setFormError(null);
    const check = transferQuote(value, coin.transferFee, available);
    if (check.problem === 'insufficient')
      return setError('amount', { message: t('transfer.errors.insufficient') });
    if (check.problem === 'belowFee')
      return setError('amount', {
        message: t('transfer.errors.belowFee', { amount: feeText }),
      });
    try {
      await makeTransfer({
        coin: coin.coin,
        amount: value,
        fromWalletType: choice.from,
        toWalletType: choice.to,
        requestId: requestId.current,
      });
      requestId.current = newRequestId();
      reset({ amount: '' });
      void notifySuccess(
        t('transfer.done', {
          amount: amountText(value),
          from: t(`wallet.${choice.from}`),
          to: t(`wallet.${choice.to}`),
        }),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.code === errors.insufficientBalance.code)
        setError('amount', { message: t('transfer.errors.insufficient') });
      else if (error.code === errors.transferBelowFee.code)
        setError('amount', {
          message: t('transfer.errors.belowFee', { amount: feeText }),
        });
      else setFormError(errorMessage(error));
    }
  });

  const walletOptions = wallets.map((w) => ({ value: String(w), label: t(`wallet.${w}`) }));
  const disabled = Boolean(blockedUntil) || (coin ? !coin.transferEnabled : true);

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate data-testid="transfer-form">
        <Stack gap="lg">
          <CoinSelect
            coins={coins}
            value={choice?.coin ?? null}
            onChange={pickCoin}
            label={t('form.coin')}
            testId="transfer-coin"
          />
          {coin && choice && (
            <>
              {!coin.transferEnabled && (
                <Alert color="orange" icon={<AlertIcon />}>
                  {t('transfer.disabled', { coin: coin.coin })}
                </Alert>
              )}
              <Stack gap={4}>
                <Select
                  label={t('transfer.from')}
                  data={walletOptions}
                  value={String(choice.from)}
                  onChange={(v) => v && setWallet('from', Number(v) as WalletTypeValue)}
                  allowDeselect={false}
                  data-testid="transfer-from"
                />
                <Group justify="center">
                  <Tooltip label={t('transfer.swap')} withArrow>
                    <ActionIcon
                      variant="light"
                      radius="xl"
                      size="lg"
                      onClick={() => onChange({ ...choice, from: choice.to, to: choice.from })}
                      aria-label={t('transfer.swap')}
                      data-testid="transfer-swap"
                    >
                      <SwapVerticalIcon />
                    </ActionIcon>
                  </Tooltip>
                </Group>
                <Select
                  label={t('transfer.to')}
                  data={walletOptions}
                  value={String(choice.to)}
                  onChange={(v) => v && setWallet('to', Number(v) as WalletTypeValue)}
                  allowDeselect={false}
                  data-testid="transfer-to"
                />
              </Stack>
              <Controller
                control={control}
                name="amount"
                render={({ field, fieldState }) => (
                  <AmountInput
                    label={t('transfer.amount')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    decimals={decimals}
                    coin={coin.coin}
                    disabled={disabled}
                    description={t('transfer.available', { amount: amountText(available) })}
                    error={
                      fieldState.error?.message
                        ? isValidationKey(fieldState.error.message)
                          ? t(`validation:${fieldState.error.message}`)
                          : fieldState.error.message
                        : undefined
                    }
                    onMax={() => setValue('amount', asInput(available, decimals), { shouldValidate: true })}
                    testId="transfer-amount"
                  />
                )}
              />
              <Stack gap={6}>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('transfer.fee')}
                  </Text>
                  <Text size="sm" fw={600}>
                    {feeText}
                  </Text>
                </Group>
                <Group justify="space-between">
                  <Text size="sm" c="dimmed">
                    {t('transfer.receive')}
                  </Text>
                  <Text size="sm" fw={600} data-testid="transfer-receive">
                    {quote?.receive ? amountText(quote.receive) : '--'}
                  </Text>
                </Group>
              </Stack>
              {formError && (
                <Alert color="red" icon={<AlertIcon />}>
                  {formError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                loading={formState.isSubmitting}
                disabled={disabled}
                data-testid="transfer-submit"
              >
                {t('transfer.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
