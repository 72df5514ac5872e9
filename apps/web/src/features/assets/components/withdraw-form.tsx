import { type CoinConfig, chainAddressSchema, walletType } from '@coffer/contract/assets';
import { fundPinSchema } from '@coffer/contract/auth';
import { errors, positiveAmountSchema, validationMessageKeys } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Divider, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { AmountInput } from '../../../domain/money/amount-input';
import { formatAmount } from '../../../domain/money/format-amount';
import { FundPinInput } from '../../../domain/money/fund-pin-input';
import { formatDateTime } from '../../../lib/format-date';
import { type ApiError, errorNumber, isApiError } from '../../../lib/http/api-error';
import { errorMessage } from '../../../lib/http/error-handler';
import { useAddressBook } from '../api/address-book';
import { useWalletAssets } from '../api/balances';
import { useApplyWithdrawal } from '../api/withdrawals';
import { maxWithdrawable, type WithdrawLimits, withdrawQuote } from '../model/amounts';
import { newRequestId } from '../model/request-id';
import { CoinSelect, NetworkPicker } from './coin-network';
import { kycBlock, type WithdrawBlock } from './withdraw-gate';

/** The browser checks what the server checks, with the contract's schemas and message keys. */
const formSchema = z.object({
  address: chainAddressSchema,
  amount: positiveAmountSchema,
  fundPassword: fundPinSchema,
});
type FormValues = z.input<typeof formSchema>;

export interface AppliedWithdrawal {
  rid: string;
  coin: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  total: string;
  status: number;
  confirmed: boolean;
}

const isValidationKey = (m: string): boolean => (validationMessageKeys as readonly string[]).includes(m);

function Line({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The withdrawal form: coin, network, an address from the address book, the amount (cut to the
 * coin's decimals, with "max"), the fee and what arrives, and the fund PIN. A successful
 * application hands the withdrawal to `onApplied`, which asks for the e-mailed code. The page
 * keys it by coin and network, so another choice starts a clean form.
 */
export function WithdrawForm({
  coins,
  coin,
  network,
  onChange,
  block,
  onBlocked,
  onApplied,
}: {
  coins: CoinConfig[];
  coin: CoinConfig | undefined;
  network: string | null;
  onChange: (next: { coin: string; network: string | null }) => void;
  block: WithdrawBlock | null;
  onBlocked: (block: WithdrawBlock) => void;
  onApplied: (withdrawal: AppliedWithdrawal) => void;
}) {
  const { t, i18n } = useTranslation('assets');
  const language = i18n.resolvedLanguage ?? 'en';
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

  const { control, handleSubmit, setError, setValue, watch, reset, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: '', amount: '', fundPassword: '' },
  });
  const amount = watch('amount');
  const quote = limits ? withdrawQuote(amount, limits) : undefined;

  const now = Date.now();
  const entries = (book.data ?? []).filter((e) => e.coin === coin?.coin && e.network === network);
  const addressOptions = entries.map((e) => {
    const waiting = new Date(e.usableFrom).getTime() > now;
    const short = e.address.length > 24 ? `${e.address.slice(0, 12)}…${e.address.slice(-8)}` : e.address;
    return {
      value: e.address,
      label: e.label ? `${e.label} · ${short}` : short,
      disabled: waiting,
      usableFrom: waiting ? e.usableFrom : null,
    };
  });

  /**
   * A field's message: a contract key is translated; text this form set itself (no `type`) is
   * shown; anything else zod said (a type mismatch, an empty choice) gives way to `fallback`.
   */
  const message = (error: FieldError | undefined, fallback = t('withdraw.errors.invalid')) => {
    if (!error?.message) return error ? fallback : undefined;
    if (isValidationKey(error.message)) return t(`validation:${error.message}`);
    return error.type ? fallback : error.message;
  };
  const unit = coin?.coin ?? '';
  const amountText = (value: string | null) => `${formatAmount(value ?? '0', { decimals })} ${unit}`;
  const limitText = (value: string | null) =>
    `${formatAmount(value ?? '0', { decimals, style: 'limit' })} ${unit}`;

  function showServerError(error: ApiError) {
    switch (error.code) {
      case errors.securityVerificationFailed.code:
        setError('fundPassword', { message: t('withdraw.errors.wrongPin') });
        return;
      case errors.belowSingleMinimum.code:
        setError('amount', { message: t('withdraw.errors.belowMin', { amount: limitText(error.details) }) });
        return;
      case errors.aboveSingleMaximum.code:
        setError('amount', { message: t('withdraw.errors.aboveMax', { amount: limitText(error.details) }) });
        return;
      case errors.dailyWithdrawalLimitExceeded.code:
        setError('amount', { message: t('withdraw.errors.daily', { amount: limitText(error.details) }) });
        return;
      case errors.insufficientBalance.code:
        setError('amount', { message: t('withdraw.errors.insufficient') });
        return;
      case errors.wrongWithdrawalAddress.code:
        setError('address', { message: t('withdraw.errors.address') });
        return;
      case errors.kycNotCertified.code:
        onBlocked(kycBlock(errorNumber(error, 'kycStatus')));
        return;
      case errors.forbidden.code:
        if (error.details === 'fundPasswordNotSet') {
          onBlocked({ kind: 'fundPin' });
          return;
        }
        break;
      case errors.invalidInput.code: {
        let placed = false;
        for (const v of error.validationErrors ?? []) {
          if (v.field === 'amount' || v.field === 'address' || v.field === 'fundPassword') {
            setError(v.field, {
              message: isValidationKey(v.message) ? v.message : t('withdraw.errors.invalid'),
            });
            placed = true;
          }
        }
        if (placed) return;
        break;
      }
    }
    setFormError(errorMessage(error));
  }

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
      if (isApiError(error)) showServerError(error);
    }
  });

  const disabled = Boolean(block) || !config?.withdrawEnabled;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate data-testid="withdraw-form">
        <Stack gap="lg">
          <CoinSelect
            coins={coins}
            value={coin?.coin ?? null}
            onChange={(c) => {
              const next = coins.find((x) => x.coin === c);
              const first = next?.networks.find((n) => n.withdrawEnabled);
              if (next) onChange({ coin: next.coin, network: first?.network ?? null });
            }}
            label={t('form.coin')}
            testId="withdraw-coin"
          />
          {coin && (
            <NetworkPicker
              label={t('form.network')}
              networks={coin.networks.map((n) => ({
                network: n.network,
                networkName: n.networkName,
                disabled: !n.withdrawEnabled,
              }))}
              value={network}
              onChange={(n) => onChange({ coin: coin.coin, network: n })}
            />
          )}
          {coin && config && (
            <>
              <Controller
                control={control}
                name="address"
                render={({ field, fieldState }) => (
                  <Stack gap={4}>
                    <Select
                      label={t('withdraw.address')}
                      placeholder={entries.length ? t('withdraw.chooseAddress') : t('withdraw.noAddresses')}
                      data={addressOptions}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      onBlur={field.onBlur}
                      error={message(fieldState.error, t('withdraw.errors.chooseAddress'))}
                      disabled={disabled}
                      allowDeselect={false}
                      nothingFoundMessage={t('withdraw.noAddresses')}
                      renderOption={({ option }) => {
                        const o = addressOptions.find((x) => x.value === option.value);
                        return (
                          <Stack gap={0}>
                            <Text size="sm">{option.label}</Text>
                            {o?.usableFrom && (
                              <Text size="xs" c="dimmed">
                                {t('withdraw.usableFrom', { time: formatDateTime(o.usableFrom, language) })}
                              </Text>
                            )}
                          </Stack>
                        );
                      }}
                      data-testid="withdraw-address"
                    />
                    <Anchor
                      component={Link}
                      to={paths.assets.address.href({ coin: coin.coin, network: config.network })}
                      size="xs"
                    >
                      {t('withdraw.manageAddresses')}
                    </Anchor>
                  </Stack>
                )}
              />
              <Controller
                control={control}
                name="amount"
                render={({ field, fieldState }) => (
                  <AmountInput
                    label={t('withdraw.amount')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    decimals={decimals}
                    coin={coin.coin}
                    disabled={disabled}
                    error={message(fieldState.error)}
                    description={t('withdraw.available', {
                      amount: held ? amountText(held.available) : '--',
                    })}
                    onMax={
                      limits
                        ? () => setValue('amount', maxWithdrawable(limits), { shouldValidate: true })
                        : undefined
                    }
                    testId="withdraw-amount"
                  />
                )}
              />
              <Stack gap={6} data-testid="withdraw-quote">
                <Line label={t('withdraw.fee')} value={limitText(config.withdrawFee)} testId="withdraw-fee" />
                <Line
                  label={t('withdraw.receive')}
                  value={quote?.receive ? amountText(quote.receive) : '--'}
                  testId="withdraw-receive"
                />
                <Line
                  label={t('withdraw.total')}
                  value={quote?.total ? amountText(quote.total) : '--'}
                  testId="withdraw-total"
                />
                <Divider my={4} />
                <Line
                  label={t('withdraw.limits')}
                  value={`${formatAmount(config.withdrawMin, { decimals, style: 'limit' })} – ${limitText(config.withdrawMax)}`}
                />
                <Line label={t('withdraw.dailyLimit')} value={limitText(config.withdrawDailyMax)} />
              </Stack>
              <Controller
                control={control}
                name="fundPassword"
                render={({ field, fieldState }) => (
                  <FundPinInput
                    label={t('withdraw.fundPin')}
                    description={t('withdraw.fundPinHint')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    disabled={disabled}
                    error={message(fieldState.error)}
                    testId="withdraw-pin"
                  />
                )}
              />
              {formError && (
                <Alert color="red" icon={<AlertIcon />} data-testid="withdraw-error">
                  {formError}
                </Alert>
              )}
              <Button
                type="submit"
                size="md"
                loading={formState.isSubmitting}
                disabled={disabled}
                data-testid="withdraw-submit"
              >
                {t('withdraw.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Paper>
  );
}
