import type { CoinConfig } from '@coffer/contract/assets';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { type WalletTypeValue, walletAssetsQueryOptions } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';

/** One coin's available balance in each wallet it can move between (beside the transfer form). */
export function WalletBalancesCard({ coin, wallets }: { coin: CoinConfig; wallets: WalletTypeValue[] }) {
  const { t } = useTranslation(['transfers', 'money']);
  const results = useQueries({ queries: wallets.map((w) => walletAssetsQueryOptions(w)) });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('transfer.balances', { coin: coin.coin })}
        </Title>
        {wallets.map((w, i) => {
          const row = results[i]?.data?.items.find((x) => x.coin === coin.coin);
          return (
            <Group key={w} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{t(`money:wallet.${w}`)}</Text>
              {results[i]?.data ? (
                <Text
                  size="sm"
                  fw={600}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`transfer-balance-${w}`}
                >
                  {formatAmount(row?.available ?? '0', { decimals: coin.decimals })} {coin.coin}
                </Text>
              ) : (
                <Skeleton h={16} w={100} />
              )}
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('transfer.balancesHint')}
        </Text>
      </Stack>
    </Paper>
  );
}
