import type { ConvertPairConfig } from '@coffer/contract/convert';
import { Alert, Button, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Control, FieldError, Path } from 'react-hook-form';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { AmountField } from '../../../domain/money/amount-input';
import { CoinSelect } from '../../../domain/money/coin-network';
import { formatAmount } from '../../../domain/money/format-amount';
import { SwapButton } from '../../../domain/money/swap-button';
import { useTranslation } from '../../../lib/react-i18n';
import type { ConvertChoice, ResolvedPair } from '../model/pairs';
import { convertibleCoins, targetsOf } from '../model/pairs';
import { useConvertForm } from '../model/use-convert-form';
import { ConvertResult } from './convert-result';
import { QuotePanel } from './quote-panel';

/** A coin with the name the user knows it by. */
export interface CoinName {
  coin: string;
  name: string;
}

/** What the pair picker changes (the market and the limit forms both have them). */
interface PairActions {
  pickFrom: (from: string | null) => unknown;
  pickTo: (to: string | null) => unknown;
  swap: () => unknown;
}

/** The coin paid and the coin received, with a button that swaps them. */
function PairPicker({
  state,
  pairs,
  choice,
  names,
}: {
  state: PairActions;
  pairs: ConvertPairConfig[];
  choice: ConvertChoice;
  names: (coin: string) => CoinName;
}) {
  const { t } = useTranslation('convert');
  return (
    <Stack gap={4}>
      <CoinSelect
        label={t('form.from')}
        coins={convertibleCoins(pairs).map(names)}
        value={choice.from}
        onChange={state.pickFrom}
        testId="convert-from"
      />
      <SwapButton label={t('form.swap')} onClick={state.swap} testId="convert-swap" />
      <CoinSelect
        label={t('form.to')}
        coins={targetsOf(pairs, choice.from).map(names)}
        value={choice.to}
        onChange={state.pickTo}
        testId="convert-to"
      />
    </Stack>
  );
}

/** The amount paid, with "max", the wallet's available balance and the pair's bounds. */
function ConvertAmount<T extends { amount: string }>({
  control,
  resolved,
  message,
  onMax,
  coin,
  available,
}: {
  control: Control<T>;
  resolved: ResolvedPair | undefined;
  message: (error: FieldError | undefined) => string | undefined;
  onMax: () => void;
  coin: string;
  available: string | undefined;
}) {
  const { t } = useTranslation('convert');
  const decimals = resolved?.fromDecimals ?? 8;
  const limit = (v: string | undefined) => formatAmount(v, { decimals, style: 'limit' });
  return (
    <AmountField
      control={control}
      name={'amount' as Path<T>}
      label={t('form.amount')}
      decimals={decimals}
      coin={coin}
      disabled={!resolved?.pair.enabled}
      description={
        <>
          <span data-testid="convert-available">
            {t('form.available', {
              amount: available === undefined ? '--' : `${formatAmount(available, { decimals })} ${coin}`,
            })}
          </span>
          {resolved && (
            <span>
              {' · '}
              {t('form.limits', { min: limit(resolved.bounds.min), max: limit(resolved.bounds.max), coin })}
            </span>
          )}
        </>
      }
      message={message}
      onMax={onMax}
      testId="convert-amount"
    />
  );
}

/** When the flash-exchange wallet cannot pay, the way to fill it from the coin's main wallet. */
function TransferOffer({ coin, transferHref }: { coin: string; transferHref: string }) {
  const { t } = useTranslation('convert');
  return (
    <Alert color="blue" icon={<AlertIcon />} data-testid="convert-transfer-offer">
      <Stack gap={6} align="flex-start">
        {t('form.shortBalance', { coin })}
        <Button component={Link} to={transferHref} size="compact-sm" variant="light">
          {t('form.transferIn', { coin })}
        </Button>
      </Stack>
    </Alert>
  );
}

/** What the market and the limit forms are given by the convert page. */
export interface ExchangeFormProps {
  /** The market / limit choice, shown at the top of the form. */
  modeSwitch?: ReactNode;
  pairs: ConvertPairConfig[];
  choice: ConvertChoice;
  onChange: (next: ConvertChoice) => void;
  /** What the flash-exchange wallet has of the paying coin; undefined while it loads. */
  available: string | undefined;
  names: (coin: string) => CoinName;
  /** The transfer page, set to move the paying coin into the flash-exchange wallet. */
  transferHref: string;
}

/**
 * The part the market and the limit forms share: the pair (and a word when it is disabled), the
 * amount paid, and the way to top the wallet up when it cannot pay.
 */
/** What the shared part of the market and the limit forms reads and changes of a form's state. */
type PairAmountState<T extends { amount: string }> = PairActions & {
  form: { control: Control<T> };
  resolved: ResolvedPair | undefined;
  problem: string | undefined;
  fillMax: () => void;
};

type PairAmountProps<T extends { amount: string }> = Pick<
  ExchangeFormProps,
  'pairs' | 'choice' | 'names' | 'available' | 'transferHref'
> & {
  state: PairAmountState<T>;
  message: (error: FieldError | undefined) => string | undefined;
};

export function PairAndAmount<T extends { amount: string }>({
  state,
  pairs,
  choice,
  names,
  available,
  transferHref,
  message,
}: PairAmountProps<T>) {
  const { t } = useTranslation('convert');
  const { resolved } = state;
  const short = state.problem === 'insufficient' || (available !== undefined && !/[1-9]/.test(available));
  return (
    <>
      <PairPicker state={state} pairs={pairs} choice={choice} names={names} />
      {resolved && !resolved.pair.enabled && (
        <Alert color="orange" icon={<AlertIcon />}>
          {t('form.pairDisabled', { symbol: resolved.pair.symbol })}
        </Alert>
      )}
      <ConvertAmount
        control={state.form.control}
        resolved={resolved}
        message={message}
        onMax={state.fillMax}
        coin={choice.from}
        available={available}
      />
      {short && <TransferOffer coin={choice.from} transferHref={transferHref} />}
    </>
  );
}

/**
 * The frame of the market and the limit forms: the market / limit choice, the pair and amount,
 * the form's own `fields`, its one error, then its `action`.
 */
export function ExchangeFormFrame<T extends { amount: string }>({
  onSubmit,
  testId,
  modeSwitch,
  state,
  fields,
  action,
  ...pairAmount
}: PairAmountProps<T> &
  Pick<ExchangeFormProps, 'modeSwitch'> & {
    onSubmit: () => void;
    testId: string;
    state: PairAmountState<T> & { formError: string | null | undefined };
    fields?: ReactNode;
    action: ReactNode;
  }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="lg">
          {modeSwitch}
          <PairAndAmount {...pairAmount} state={state} />
          {fields}
          {state.formError && (
            <Alert color="red" icon={<AlertIcon />} data-testid="convert-error">
              {state.formError}
            </Alert>
          )}
          {action}
        </Stack>
      </form>
    </Paper>
  );
}

/** The submit button of the market and the limit forms: busy while sending, off for a disabled pair. */
export function ExchangeSubmit({
  state,
  label,
  testId,
}: {
  state: { form: { formState: { isSubmitting: boolean } }; resolved: ResolvedPair | undefined };
  label: string;
  testId: string;
}) {
  return (
    <Button
      type="submit"
      size="md"
      loading={state.form.formState.isSubmitting}
      disabled={!state.resolved?.pair.enabled}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}

/**
 * Converts one coin into another on the flash-exchange wallet: the pair, the amount, a firm quote
 * with its countdown, confirm; then the order it became. State and submits live in
 * `useConvertForm`; this only renders.
 */
export function ConvertForm(props: ExchangeFormProps) {
  const { t } = useTranslation('convert');
  const state = useConvertForm(props);
  const { resolved } = state;
  if (state.order) return <ConvertResult order={state.order} onAgain={state.startOver} />;
  return (
    <ExchangeFormFrame
      {...props}
      state={state}
      onSubmit={state.getQuote}
      testId="convert-form"
      message={state.amountError}
      action={
        state.quote && resolved ? (
          <QuotePanel state={state} resolved={resolved} />
        ) : (
          <ExchangeSubmit state={state} label={t('form.getQuote')} testId="convert-quote" />
        )
      }
    />
  );
}
