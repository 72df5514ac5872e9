import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { LabelValue } from '../../../components/label-value';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import type { ResolvedPair } from '../model/pairs';
import type { ConvertFormState } from '../model/use-convert-form';

/**
 * The firm quote: the rate, what is paid and received, how long it holds (a countdown), and
 * confirm; a new quote on demand, or once it has run out.
 */
export function QuotePanel({ state, resolved }: { state: ConvertFormState; resolved: ResolvedPair }) {
  const { t } = useTranslation('convert');
  const quote = state.quote;
  if (!quote) return null;
  const { pair } = resolved;
  const total = Math.max(1, quote.expiresInSeconds);
  return (
    <Paper radius="md" p="md" bg="var(--mantine-color-default-hover)" data-testid="convert-quote-panel">
      <Stack gap="sm">
        <LabelValue
          label={t('quote.rate')}
          value={`1 ${pair.baseCoin} = ${formatAmount(quote.price, { decimals: pair.priceDecimals, style: 'limit' })} ${pair.quoteCoin}`}
          testId="convert-rate"
        />
        <LabelValue
          label={t('quote.pay')}
          value={`${formatAmount(quote.fromAmount, { decimals: resolved.fromDecimals })} ${quote.fromCoin}`}
          testId="convert-pay"
        />
        <LabelValue
          label={t('quote.receive')}
          value={`${formatAmount(quote.toAmount, { decimals: resolved.toDecimals })} ${quote.toCoin}`}
          testId="convert-receive"
        />
        <Stack gap={4}>
          <Text
            size="sm"
            c={state.expired ? 'orange' : undefined}
            data-testid="convert-countdown"
            aria-live="polite"
          >
            {state.renewing
              ? t('quote.renewing')
              : state.expired
                ? t('quote.expired')
                : t('quote.countdown', { seconds: state.secondsLeft })}
          </Text>
          <Progress
            value={state.expired ? 0 : (state.secondsLeft / total) * 100}
            size="sm"
            color={state.secondsLeft <= 3 ? 'orange' : undefined}
            aria-label={t('quote.validity')}
          />
        </Stack>
        <Group grow gap="sm">
          <Button
            variant={state.expired ? 'filled' : 'default'}
            onClick={() => void state.getQuote()}
            loading={state.form.formState.isSubmitting}
            disabled={state.confirming || state.renewing}
            data-testid="convert-refresh"
          >
            {state.expired ? t('quote.newQuote') : t('quote.refresh')}
          </Button>
          <Button
            onClick={() => void state.confirm()}
            loading={state.confirming}
            disabled={state.expired || state.renewing}
            data-testid="convert-confirm"
          >
            {t('quote.confirm')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
