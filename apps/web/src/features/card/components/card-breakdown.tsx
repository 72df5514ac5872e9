import { type CardQuote, cardArrivalMinutes, cardFeeRule } from '@coffer/contract/card';
import { Group, Stack, Text } from '@mantine/core';
import { formatAmount, formatPercent } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';

type Breakdown = Pick<
  CardQuote,
  'coin' | 'fiatCurrency' | 'fiatAmount' | 'fee' | 'networkFee' | 'rate' | 'usdRate' | 'cryptoAmount'
>;

const Line = ({ label, value, testId }: { label: string; value: string; testId: string }) => (
  <Group justify="space-between" wrap="nowrap" gap="xs">
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <Text size="sm" fw={500} ta="right" data-testid={testId}>
      {value}
    </Text>
  </Group>
);

/** The breakdown shown before payment (spec §9): the fee and its formula, network fee, rate, total, what arrives. */
export function CardBreakdown({ quote, coinDecimals }: { quote: Breakdown; coinDecimals: number }) {
  const { t } = useTranslation('card');
  const fiat = (v: string) => `${formatAmount(v, { decimals: 2 })} ${quote.fiatCurrency}`;
  const coin = (v: string) => `${formatAmount(v, { decimals: coinDecimals, style: 'limit' })} ${quote.coin}`;
  return (
    <Stack gap={6} data-testid="card-breakdown">
      <Line label={t('breakdown.total')} value={fiat(quote.fiatAmount)} testId="card-total" />
      <Line label={t('breakdown.fee')} value={fiat(quote.fee)} testId="card-fee" />
      <Text size="xs" c="dimmed" data-testid="card-fee-formula">
        {t('breakdown.formula', {
          percent: formatPercent(cardFeeRule.rate),
          minimumUsd: cardFeeRule.minimumUsd,
          fiatCurrency: quote.fiatCurrency,
          usdRate: quote.usdRate,
        })}
      </Text>
      <Line
        label={t('breakdown.rate')}
        value={`1 ${quote.coin} = ${quote.rate} ${quote.fiatCurrency}`}
        testId="card-rate"
      />
      <Line label={t('breakdown.networkFee')} value={coin(quote.networkFee)} testId="card-network-fee" />
      <Line label={t('breakdown.receive')} value={coin(quote.cryptoAmount)} testId="card-receive" />
      <Text size="xs" c="dimmed">
        {t('breakdown.arrival', { min: cardArrivalMinutes.min, max: cardArrivalMinutes.max })}
      </Text>
    </Stack>
  );
}
