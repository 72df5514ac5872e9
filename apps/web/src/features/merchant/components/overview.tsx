import '@mantine/core/styles/Badge.css';
import { walletType } from '@coffer/contract/assets';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useWalletAssets } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useMerchantInfo } from '../api/merchant';
import { QueryState } from './merchant-frame';
import { RecentOrders, ReviewCounts, TodayReceipts } from './overview-orders';

/** The merchant type badge: official or trial (the profile menu shows the same). */
export function MerchantTypeBadge({ official }: { official: boolean }) {
  const { t } = useTranslation('merchant');
  return (
    <Badge color={official ? 'teal' : 'yellow'} variant="light" data-testid="merchant-type">
      {t(official ? 'type.official' : 'type.trial')}
    </Badge>
  );
}

/**
 * /merchant: cloud wallet balances, today's receipts, the counts waiting for review, recent orders;
 * kept current by the live stream (the frame's hook).
 */
export function MerchantOverview() {
  const { t } = useTranslation('merchant');
  const info = useMerchantInfo();
  const cloud = useWalletAssets(walletType.members.cloud);
  const rows = cloud.data && 'items' in cloud.data ? cloud.data.items : [];
  const held = rows.filter((a) => a.balance !== '0');
  return (
    <Stack gap="lg">
      {info.data && !info.data.isOfficial && (
        <Alert color="yellow" data-testid="trial-hint">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('overview.trialHint', { max: info.data.subMerchantMax ?? 0 })}</Text>
            <Button size="compact-sm" component={Link} to={paths.merchant.started.path}>
              {t('overview.apply')}
            </Button>
          </Group>
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {t('overview.balances')}
          </Title>
          {info.data && <MerchantTypeBadge official={info.data.isOfficial} />}
        </Group>
        {!cloud.data ? (
          <QueryState isError={cloud.isError} isLoading={cloud.isLoading} />
        ) : held.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('overview.noBalances')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {held.map((a) => (
              <Stack key={a.coin} gap={0}>
                <Text size="xs" c="dimmed">
                  {a.coin}
                </Text>
                <Text fw={600} ff="monospace">
                  {formatAmount(a.balance)}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TodayReceipts />
        <ReviewCounts />
      </SimpleGrid>
      <RecentOrders />
    </Stack>
  );
}
