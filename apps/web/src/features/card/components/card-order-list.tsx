import { Card, Stack, Table, Text, Title } from '@mantine/core';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { useCardOrders } from '../api/card';

/** The latest card orders (or quick buys), newest first. */
export function CardOrderList({ kind }: { kind: 'card' | 'quick' }) {
  const { t } = useTranslation('card');
  const orders = useCardOrders(kind);
  const items = orders.data?.items ?? [];
  return (
    <Card withBorder padding="lg" data-testid={`card-orders-${kind}`}>
      <Stack gap="sm">
        <Title order={4}>{kind === 'quick' ? t('list.quickTitle') : t('list.title')}</Title>
        {orders.isError && <Text c="red">{t('order.failed')}</Text>}
        {orders.data && items.length === 0 && <Text c="dimmed">{t('list.empty')}</Text>}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={360}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.time')}</Table.Th>
                  <Table.Th>{t('list.paid')}</Table.Th>
                  <Table.Th>{t('list.receive')}</Table.Th>
                  <Table.Th>{t('list.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((o) => (
                  <Table.Tr key={o.orderId}>
                    <Table.Td>{new Date(o.createdAt).toLocaleString()}</Table.Td>
                    <Table.Td>{`${formatAmount(o.fiatAmount)} ${o.fiatCurrency}`}</Table.Td>
                    <Table.Td>{`${o.cryptoAmount} ${o.coin}`}</Table.Td>
                    <Table.Td>{t(`status.${o.status}`)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
