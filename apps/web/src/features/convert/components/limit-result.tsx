import type { ConvertLimitOrder } from '@coffer/contract/convert';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../domain/money/format-amount';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useConvertPairs } from '../api/convert';
import { decimalsIn } from '../model/pairs';
import { ExchangeStatusBadge } from './exchange-status-badge';
import { ResultTitle } from './result-title';

/** A limit order just placed: what is reserved, at what price, until when; then on to the list. */
export function LimitResult({ order, onAgain }: { order: ConvertLimitOrder; onAgain: () => void }) {
  const { t, i18n } = useTranslation('convert');
  const pairs = useConvertPairs().data ?? [];
  const decimalsOf = decimalsIn(pairs);
  const priceDecimals = pairs.find((p) => p.symbol === order.symbol)?.priceDecimals ?? 8;
  const [base, quote] = order.symbol.split('/');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="convert-limit-result">
      <Stack gap="md">
        <ResultTitle>{t('limit.placedTitle')}</ResultTitle>
        <Text size="sm" c="dimmed">
          {t('limit.placedBody')}
        </Text>
        <LabelValue
          label={t('limit.reserved')}
          value={`${formatAmount(order.fromAmount, { decimals: decimalsOf(order.fromCoin) })} ${order.fromCoin}`}
          testId="convert-limit-result-paid"
        />
        <LabelValue
          label={t('limit.priceShort')}
          value={`1 ${base} = ${formatAmount(order.limitPrice, { decimals: priceDecimals, style: 'limit' })} ${quote}`}
        />
        <LabelValue
          label={t('limit.expires')}
          value={formatDateTime(order.expiresAt, i18n.resolvedLanguage ?? 'en')}
        />
        <LabelValue label={t('history.status')} value={<ExchangeStatusBadge status={order.status} />} />
        <Group grow gap="sm">
          <Button
            variant="default"
            component={Link}
            to={paths.trading.convertOrder.href({ tab: 'limit' })}
            data-testid="convert-limit-orders-link"
          >
            {t('limit.viewOrders')}
          </Button>
          <Button onClick={onAgain} data-testid="convert-limit-again">
            {t('limit.again')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
