import type { CardOrder } from '@coffer/contract/card';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { useCancelCardOrder, useCardOrder } from '../api/card';
import { CardBreakdown } from './card-breakdown';

/** The card order statuses (the P2P numbers of spec §4) and their colour. */
export const cardStatusColors: Record<number, string> = {
  1: 'gray',
  6: 'red',
  7: 'blue',
  8: 'blue',
  9: 'green',
};

/** The order the processor's page sent the buyer back to: its status, kept current by the live stream (useLiveCard). */
export function CardOrderStatus({ orderId, coinDecimals }: { orderId: string; coinDecimals: number }) {
  const { t } = useTranslation('card');
  const order = useCardOrder(orderId);
  const cancel = useCancelCardOrder();
  if (order.isError) return <Alert color="red">{t('order.failed')}</Alert>;
  if (!order.data) return <Text c="dimmed">{t('order.loading')}</Text>;
  const o: CardOrder = order.data;
  return (
    <Card withBorder padding="lg" data-testid="card-order">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('order.title')}</Title>
          <Text c={cardStatusColors[o.status] ?? 'gray'} fw={600} data-testid="card-order-status">
            {t(`status.${o.status}`)}
          </Text>
        </Group>
        {o.failureReason && (
          <Alert color="red" data-testid="card-order-reason">
            {t(`reason.${o.failureReason}`, { defaultValue: t('reason.other') })}
          </Alert>
        )}
        {o.status === 9 && (
          <Alert color="green">{t('order.arrived', { amount: o.cryptoAmount, coin: o.coin })}</Alert>
        )}
        {o.cardLast4 && (
          <Text size="sm" c="dimmed">
            {t('order.card', { brand: o.cardBrand ?? '', last4: o.cardLast4 })}
          </Text>
        )}
        <CardBreakdown quote={o} coinDecimals={coinDecimals} />
        {o.status === 7 && (
          <Button
            variant="default"
            color="red"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(o.orderId)}
          >
            {t('order.cancel')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
