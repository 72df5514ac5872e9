import { Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { distributionQueryOptions } from '../api/valuation';
import { chartColorOf } from '../model/chart-colors';

// The chart library loads only when a chart is drawn (DESIGN §2: charts load lazily).
const DistributionChart = lazy(() => import('./distribution-chart'));

/** How the total splits across coins: a ring chart and, beside it, the same numbers as text. */
export function DistributionCard() {
  const { t } = useTranslation('assets');
  const { data, isError } = useQuery(distributionQueryOptions());
  const items = data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} h="100%">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('overview.distribution')}
        </Title>
        {!data && !isError && <Skeleton h={180} />}
        {isError && <Text c="dimmed">{t('overview.distributionFailed')}</Text>}
        {data && items.length === 0 && (
          <Text c="dimmed" py="lg">
            {t('overview.distributionEmpty')}
          </Text>
        )}
        {data && items.length > 0 && (
          <Group align="center" gap="xl" wrap="wrap" justify="center">
            <Center w={180} h={180}>
              <Suspense fallback={<Skeleton circle h={180} />}>
                <DistributionChart
                  items={items}
                  size={180}
                  label={t('overview.distributionChart', { currency: data.currency })}
                />
              </Suspense>
            </Center>
            <Stack gap={8} style={{ flex: '1 1 200px' }} component="ul" m={0} p={0}>
              {items.map((item) => (
                <Group key={item.coin} justify="space-between" gap="sm" component="li" wrap="nowrap">
                  <Group gap={8} wrap="nowrap">
                    <span
                      aria-hidden="true"
                      style={{
                        width: 10,
                        height: 10,
                        borderRadius: 3,
                        background: chartColorOf(item.coin),
                        flexShrink: 0,
                      }}
                    />
                    <Text size="sm" fw={600}>
                      {item.coin}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {item.percent}%
                    </Text>
                  </Group>
                  <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatAmount(item.value)} {data.currency}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
