import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  receiptsByCoin,
  startOfToday,
  todayOrdersMax,
  todayOrdersQueryOptions,
  useRecentOrders,
  useReviewCounts,
} from '../../../domain/merchant/payment-orders';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { QueryState } from './merchant-frame';

const toTransactions = paths.merchant.transaction.href();

/** A card's title with the link to the transactions page. */
function CardTitle({ title }: { title: string }) {
  const { t } = useTranslation('merchant');
  return (
    <Group justify="space-between" mb="sm" gap="xs">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Anchor component={Link} to={toTransactions} size="sm">
        {t('overview.toTransactions')}
      </Anchor>
    </Group>
  );
}

/** What was credited to the cloud wallet today from paid orders, per coin. */
export function TodayReceipts() {
  const { t } = useTranslation('merchant');
  // Midnight of the day the screen opened: a new day is a new key (and a new fetch) on reload.
  const [since] = useState(startOfToday);
  const today = useQuery(todayOrdersQueryOptions(since));
  const sums = today.data ? receiptsByCoin(today.data.items) : [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="today-receipts">
      <CardTitle title={t('overview.today')} />
      {!today.data ? (
        <QueryState isError={today.isError} isLoading={today.isLoading} />
      ) : sums.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="today-receipts-empty">
          {t('overview.noReceipts')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {sums.map((s) => (
            <Stack key={s.coin} gap={0}>
              <Text size="xs" c="dimmed">
                {s.coin}
              </Text>
              {/* The exact sum: a coin's receipts keep all their decimals. */}
              <Text fw={600} ff="monospace" data-testid={`today-${s.coin}`}>
                {s.amount}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
      {today.data && today.data.totalCount > todayOrdersMax && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('overview.todayCapped', { n: todayOrdersMax })}
        </Text>
      )}
    </Paper>
  );
}

/** The payments, refunds and transfers waiting for the merchant's review. */
export function ReviewCounts() {
  const { t } = useTranslation('merchant');
  const counts = useReviewCounts();
  const values = counts.data
    ? { payments: counts.data.payment, refunds: counts.data.refund, transfers: counts.data.transfer }
    : null;
  return (
    <Paper withBorder radius="md" p="md">
      <CardTitle title={t('overview.review')} />
      {!values ? (
        <QueryState isError={counts.isError} isLoading={counts.isLoading} />
      ) : (
        <SimpleGrid cols={3}>
          {(['payments', 'refunds', 'transfers'] as const).map((k) => (
            <Stack key={k} gap={0}>
              <Text size="xs" c="dimmed">
                {t(`overview.${k}`)}
              </Text>
              <Text
                fw={600}
                fz="xl"
                ff="monospace"
                c={values[k] > 0 ? 'orange' : undefined}
                data-testid={`review-${k}`}
              >
                {values[k]}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
}

/** The latest payment orders, newest first, each opening the transactions page. */
export function RecentOrders() {
  const { t, i18n } = useTranslation('merchant');
  const recent = useRecentOrders();
  // In the order currency's decimals, as the order detail and the hosted page show it (25.50 USD).
  const { formatIn } = useCoinDecimals();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Paper withBorder radius="md" p="md">
      <CardTitle title={t('overview.recent')} />
      {!recent.data ? (
        <QueryState isError={recent.isError} isLoading={recent.isLoading} />
      ) : recent.data.items.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="recent-orders-empty">
          {t('overview.noOrders')}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="recent-orders">
          {recent.data.items.map((o) => (
            <Group key={o.orderId} justify="space-between" wrap="nowrap" gap="sm" data-testid="recent-order">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={toTransactions} size="sm" fw={600} truncate="end">
                  {o.merchantOrderNo}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatDateTime(o.createdAt, language)}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {o.needsReview && (
                  <Badge color="orange" variant="light" size="sm">
                    {t('overview.needsReview')}
                  </Badge>
                )}
                <Text size="sm" ff="monospace" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatIn(o.amount, o.currency)} {o.currency}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
