import { Alert, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { decimalOf } from '../../../domain/money/amount-text';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useGlobalBalances } from '../api/global-account';

/** The global account's balance per currency: available, and what is held. */
export function GlobalBalances() {
  const { t } = useTranslation('global-account');
  const balances = useGlobalBalances();
  if (balances.isError) return <Alert color="red">{t('balances.failed')}</Alert>;
  if (!balances.data) return <Loader size="sm" />;
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }} data-testid="global-balances">
      {balances.data.map((b) => (
        <Paper
          key={b.currency}
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          data-testid={`global-balance-${b.currency}`}
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed" fw={600}>
              {b.currency}
            </Text>
            <Text
              fz={{ base: 'md', sm: 'xl' }}
              fw={700}
              style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
              data-testid={`global-available-${b.currency}`}
            >
              {formatAmount(b.available, { decimals: 2 })}
            </Text>
            {decimalOf(b.frozen)?.gt(0) && (
              <Text size="xs" c="dimmed">
                {t('balances.held', { amount: formatAmount(b.frozen, { decimals: 2 }) })}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
