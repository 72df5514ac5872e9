import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { AmountField } from '../../../domain/money/amount-input';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useConvertPrices } from '../api/convert';
import type { ResolvedPair } from '../model/pairs';
import { type LimitFormState, useLimitForm } from '../model/use-limit-form';
import { ExchangeFormFrame, type ExchangeFormProps, ExchangeSubmit } from './convert-form';
import { LimitResult } from './limit-result';

const tabular = { fontVariantNumeric: 'tabular-nums' } as const;

/** The limit price (quote coin per base coin), with the market's reference price to start from. */
function LimitPriceField({ state, resolved }: { state: LimitFormState; resolved: ResolvedPair }) {
  const { t } = useTranslation('convert');
  const { pair } = resolved;
  const prices = useConvertPrices();
  const reference = prices.data?.find((p) => p.symbol === pair.symbol)?.referencePrice ?? null;
  // A price reads as an amount of the quote coin, padded like every other ('64,250.50').
  const shown = (v: string) => formatAmount(v, { decimals: pair.priceDecimals });
  return (
    <Stack gap={4}>
      <AmountField
        control={state.form.control}
        name="limitPrice"
        label={t('limit.price', { base: pair.baseCoin, quote: pair.quoteCoin })}
        decimals={pair.priceDecimals}
        coin={pair.quoteCoin}
        disabled={!pair.enabled}
        description={t(resolved.side === 'buy' ? 'limit.fillsBuy' : 'limit.fillsSell', {
          base: pair.baseCoin,
        })}
        message={state.fieldError}
        testId="convert-limit-price"
      />
      <Group gap={6} wrap="wrap" data-testid="convert-reference-price">
        <Text size="xs" c="dimmed">
          {reference
            ? t('limit.reference', { price: `${shown(reference)} ${pair.quoteCoin}`, base: pair.baseCoin })
            : prices.isPending
              ? t('limit.referenceLoading')
              : t('limit.referenceMissing')}
        </Text>
        {reference && (
          <Anchor component="button" type="button" size="xs" onClick={() => state.fillPrice(reference)}>
            {t('limit.useReference')}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}

/** What the order would receive at its limit price, and how long it stays. */
function LimitSummary({ state, resolved }: { state: LimitFormState; resolved: ResolvedPair }) {
  const { t } = useTranslation('convert');
  const toCoin = resolved.side === 'sell' ? resolved.pair.quoteCoin : resolved.pair.baseCoin;
  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-default-hover)">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          <Text size="sm" c="dimmed">
            {t('limit.receive')}
          </Text>
          <Text
            size="sm"
            fw={600}
            ta="right"
            style={{ ...tabular, whiteSpace: 'nowrap' }}
            data-testid="convert-limit-receive"
          >
            {state.receive === null
              ? '--'
              : `${formatAmount(state.receive, { decimals: resolved.toDecimals })} ${toCoin}`}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('limit.validity')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * A limit order: the pair, the amount paid, a limit price; the amount is reserved from the
 * flash-exchange wallet until the price is reached (it then fills at the limit price), the order
 * is cancelled, or it expires. State and submit live in `useLimitForm`; this only renders.
 */
export function LimitForm(props: ExchangeFormProps) {
  const { t } = useTranslation('convert');
  const state = useLimitForm(props);
  const { resolved } = state;
  if (state.order) return <LimitResult order={state.order} onAgain={state.startOver} />;
  return (
    <ExchangeFormFrame
      {...props}
      state={state}
      onSubmit={state.submit}
      testId="convert-limit-form"
      message={state.fieldError}
      fields={
        resolved && (
          <>
            <LimitPriceField state={state} resolved={resolved} />
            <LimitSummary state={state} resolved={resolved} />
          </>
        )
      }
      action={<ExchangeSubmit state={state} label={t('limit.place')} testId="convert-limit-place" />}
    />
  );
}
