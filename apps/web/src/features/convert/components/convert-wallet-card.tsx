import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain/money/format-amount';
import { useConvertWallet } from '../api/convert';

/** The flash-exchange wallet's balance of the two coins of the pair in view (beside the form). */
export function ConvertWalletCard({
  coins,
  decimalsOf,
  transferHref,
}: {
  coins: string[];
  decimalsOf: (coin: string) => number;
  transferHref: string;
}) {
  const { t } = useTranslation('convert');
  const wallet = useConvertWallet();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {t('wallet.title')}
        </Title>
        {wallet.isError && (
          <Text size="sm" c="red">
            {t('wallet.failed')}
          </Text>
        )}
        {coins.map((coin) => {
          const row = wallet.data?.items.find((x) => x.coin === coin);
          return (
            <Group key={coin} justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{coin}</Text>
              {wallet.data ? (
                <Text
                  size="sm"
                  fw={600}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`convert-wallet-${coin}`}
                >
                  {formatAmount(row?.available ?? '0', { decimals: decimalsOf(coin) })} {coin}
                </Text>
              ) : (
                !wallet.isError && <Skeleton h={16} w={100} />
              )}
            </Group>
          );
        })}
        <Text size="xs" c="dimmed">
          {t('wallet.hint')}{' '}
          <Anchor component={Link} to={transferHref} size="xs">
            {t('wallet.transfer')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
