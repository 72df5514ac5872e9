import type { ConvertOrder } from '@coffer/contract/convert';
import { Button, Group, Paper, Skeleton, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useConvertOrder, useConvertPairs } from '../api/convert';
import { decimalsIn } from '../model/pairs';
import { ExchangeStatusBadge } from './exchange-status-badge';
import { ResultTitle } from './result-title';

/** What a confirmed conversion became: paid, received, and its status as the server reports it now. */
export function ConvertResult({ order, onAgain }: { order: ConvertOrder; onAgain: () => void }) {
  const { t } = useTranslation('convert');
  const decimalsOf = decimalsIn(useConvertPairs().data ?? []);
  const current = useConvertOrder(order.orderId);
  const amount = (value: string, coin: string) =>
    `${formatAmount(value, { decimals: decimalsOf(coin) })} ${coin}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="convert-result">
      <Stack gap="md" align="stretch">
        <ResultTitle>{t('result.title')}</ResultTitle>
        <LabelValue
          label={t('result.paid')}
          value={amount(order.fromAmount, order.fromCoin)}
          testId="convert-result-paid"
        />
        <LabelValue
          label={t('result.received')}
          value={amount(order.toAmount, order.toCoin)}
          testId="convert-result-received"
          weight={700}
          size="lg"
        />
        <LabelValue
          label={t('history.status')}
          value={
            current.data ? <ExchangeStatusBadge status={current.data.status} /> : <Skeleton h={20} w={80} />
          }
        />
        <Group grow gap="sm">
          <Button variant="default" component={Link} to={paths.trading.convertOrder.href()}>
            {t('result.orders')}
          </Button>
          <Button onClick={onAgain} data-testid="convert-again">
            {t('result.again')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
