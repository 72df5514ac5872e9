import type { CoinConfig } from '@coffer/contract/assets';
import { walletType } from '@coffer/contract/assets';
import type { OtcPair } from '@coffer/contract/otc';
import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useWalletAssets } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';

/**
 * The available balances of the pair's two coins, where OTC settles them: the spot wallet for
 * coins, the fiat wallet for currencies (USD).
 */
export function OtcBalances({ pair, coins }: { pair: OtcPair; coins: CoinConfig[] }) {
  const { t } = useTranslation(['otc', 'money']);
  const spot = useWalletAssets(walletType.members.spot);
  const fiat = useWalletAssets(walletType.members.fiat);
  const rows = [
    { coin: pair.baseCoin, decimals: pair.baseDecimals },
    { coin: pair.quoteCoin, decimals: pair.quoteDecimals },
  ];
  const walletOf = (coin: string) => (coins.find((c) => c.coin === coin)?.isFiat ? fiat : spot);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('balances.title')}
        </Title>
        {rows.map(({ coin, decimals }) => {
          const wallet = walletOf(coin);
          const available = wallet.data?.items.find((i) => i.coin === coin)?.available ?? '0';
          return (
            <Group key={coin} justify="space-between" wrap="nowrap">
              <Text size="sm">{coin}</Text>
              {wallet.data ? (
                <Text
                  size="sm"
                  fw={600}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`otc-balance-${coin}`}
                >
                  {formatAmount(available, { decimals })} {coin}
                </Text>
              ) : wallet.isError ? (
                <Text size="sm" c="dimmed">
                  --
                </Text>
              ) : (
                <Skeleton h={16} w={100} />
              )}
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('balances.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
