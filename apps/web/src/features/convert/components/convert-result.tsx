import type { ConvertOrder } from '@coffer/contract/convert';
import { Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../domain/money/format-amount';
import { useConvertOrder, useConvertPairs } from '../api/convert';
import { decimalsIn } from '../model/pairs';
import { ExchangeStatusBadge } from './exchange-status-badge';

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
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" radius="xl" size="lg" variant="light">
            <CheckIcon />
          </ThemeIcon>
          <Title order={2} fz="lg">
            {t('result.title')}
          </Title>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('quote.pay')}
          </Text>
          <Text size="sm" fw={600} data-testid="convert-result-paid">
            {amount(order.fromAmount, order.fromCoin)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('result.received')}
          </Text>
          <Text size="lg" fw={700} data-testid="convert-result-received">
            {amount(order.toAmount, order.toCoin)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('history.status')}
          </Text>
          {current.data ? <ExchangeStatusBadge status={current.data.status} /> : <Skeleton h={20} w={80} />}
        </Group>
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
