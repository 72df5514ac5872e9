import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useInventory } from '../api/acceptor';

/** The desk's inventory per coin: what it holds, what is free to quote, what awaiting orders hold. */
export function InventoryCard({ decimalsOf }: { decimalsOf: (coin: string) => number }) {
  const { t } = useTranslation(['acceptor', 'money']);
  const inventory = useInventory();
  const amount = (value: string, coin: string) =>
    `${formatAmount(value, { decimals: decimalsOf(coin) })} ${coin}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="sm" data-testid="acceptor-inventory">
        <Title order={2} fz="md">
          {t('inventory.title')}
        </Title>
        {inventory.isError && (
          <Text size="sm" c="red">
            {t('money:history.failed')}
          </Text>
        )}
        {inventory.isPending && <Skeleton h={60} />}
        {inventory.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('inventory.empty')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {inventory.data?.map((item) => (
            <Stack key={item.coin} gap={2}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600}>
                  {item.coin}
                </Text>
                <Text
                  size="sm"
                  fw={600}
                  style={{ fontVariantNumeric: 'tabular-nums' }}
                  data-testid={`inventory-${item.coin}`}
                >
                  {amount(item.available, item.coin)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" ta="right">
                {t('inventory.detail', {
                  balance: amount(item.balance, item.coin),
                  reserved: amount(item.reserved, item.coin),
                })}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('inventory.hint')}
        </Text>
      </Stack>
    </Paper>
  );
}
