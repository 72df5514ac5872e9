import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useCashBalances } from '../api/cash';

/** The open account's balance per currency: available, and what a withdrawal under way holds. */
export function CashBalances() {
  const { t } = useTranslation('cash');
  const balances = useCashBalances();
  if (balances.isError) return <Text c="red">{t('balances.failed')}</Text>;
  if (!balances.data) return <Text c="dimmed">{t('balances.loading')}</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="cash-balances">
      {balances.data.map((b) => (
        <Paper key={b.currency} withBorder radius="lg" p="md" data-testid={`cash-balance-${b.currency}`}>
          <Stack gap={6}>
            <Text fw={700}>{b.currency}</Text>
            <Text
              fz={24}
              fw={700}
              style={{ fontVariantNumeric: 'tabular-nums' }}
              data-testid={`cash-available-${b.currency}`}
            >
              {formatAmount(b.available, { decimals: 2 })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('balances.frozen', { amount: formatAmount(b.frozen, { decimals: 2 }) })}
            </Text>
            <Group gap="xs" mt={4}>
              <Button
                component={Link}
                to={paths.assets.cashDeposit.href({ currency: b.currency })}
                size="compact-sm"
                variant="light"
              >
                {t('balances.topUp')}
              </Button>
              <Button
                component={Link}
                to={paths.assets.cashWithdraw.href({ currency: b.currency })}
                size="compact-sm"
                variant="default"
              >
                {t('balances.withdraw')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
