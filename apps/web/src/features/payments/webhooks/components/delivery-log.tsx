import '@mantine/core/styles/Badge.css';
import './styles';
import { type WebhookDelivery, webhookDeliveryStatus } from '@coffer/contract/payments';
import { Badge, Button, Card, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { LabelValue } from '../../../../components/label-value';
import { LabelledPagination } from '../../../../components/labelled-pagination';
import { formatDateTime } from '../../../../lib/format-date';
import { useTranslation } from '../../../../lib/react-i18n';
import { deliveriesPageSize, useRedeliverWebhook, useWebhookDeliveries } from '../api/webhooks';
import { deliveryFailure } from '../model/delivery-failure';
import { QueryState } from './query-state';

const statusColor = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

function StatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation('payments');
  const key = webhookDeliveryStatus.keyOf(status) ?? 'pending';
  return (
    <Badge color={statusColor[key]} variant="light" style={{ flexShrink: 0, minWidth: 'max-content' }}>
      {t(`webhooks.status.${key}`)}
    </Badge>
  );
}

/** The last answer: its HTTP status, and why it failed in the reader's language, the raw words beside. */
function LastAnswer({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('payments');
  const failure = deliveryFailure(delivery);
  return (
    <Stack gap={2} data-testid={`webhook-answer-${delivery.id}`}>
      <Text size="sm">{delivery.lastStatusCode ?? '—'}</Text>
      {failure && (
        <>
          <Text size="xs" c="red">
            {t(`webhooks.failure.${failure}`, { code: delivery.lastStatusCode })}
          </Text>
          <Text
            size="xs"
            c="dimmed"
            ff="monospace"
            lineClamp={2}
            style={{ overflowWrap: 'anywhere' }}
            title={delivery.lastError ?? ''}
          >
            {delivery.lastError}
          </Text>
        </>
      )}
    </Stack>
  );
}

/** A delivery on a phone: the table's columns as lines of a card, so nothing scrolls sideways. */
function DeliveryCard({
  delivery: d,
  when,
  redeliver,
}: {
  delivery: WebhookDelivery;
  when: (iso: string | null) => string;
  redeliver: ReactNode;
}) {
  const { t } = useTranslation('payments');
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`webhook-delivery-card-${d.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {d.eventType}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {d.endpointUrl}
            </Text>
          </Stack>
          <StatusBadge status={d.status} />
        </Group>
        <LabelValue label={t('webhooks.log.attempts')} value={d.attempts} weight={400} />
        <LastAnswer delivery={d} />
        <LabelValue label={t('webhooks.log.next')} value={when(d.nextAttemptAt)} weight={400} />
        <LabelValue label={t('webhooks.log.deliveredAt')} value={when(d.deliveredAt)} weight={400} />
        <Group justify="flex-end">{redeliver}</Group>
      </Stack>
    </Paper>
  );
}

/** The delivery log: each delivery's event, attempts, last answer and timing, with redelivery. */
export function DeliveryLog() {
  const { t, i18n } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(page);
  const redeliver = useRedeliverWebhook();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '—');
  const items = deliveries.data?.items ?? [];
  const redeliverButton = (d: WebhookDelivery) => (
    <Button
      size="xs"
      variant="light"
      loading={redeliver.isPending && redeliver.variables === d.id}
      onClick={() => redeliver.mutate(d.id)}
      data-testid={`webhook-redeliver-${d.id}`}
    >
      {t('webhooks.log.redeliver')}
    </Button>
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="webhook-deliveries">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('webhooks.log.title')}
        </Title>
        <QueryState
          query={deliveries}
          count={items.length}
          empty={t('webhooks.log.empty')}
          emptyTestId="webhook-deliveries-empty"
        />
        {items.length > 0 && (
          <Stack gap="sm" hiddenFrom="sm">
            {items.map((d) => (
              <DeliveryCard key={d.id} delivery={d} when={when} redeliver={redeliverButton(d)} />
            ))}
          </Stack>
        )}
        {items.length > 0 && (
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('webhooks.log.event')}</Table.Th>
                  <Table.Th>{t('webhooks.log.status')}</Table.Th>
                  <Table.Th>{t('webhooks.log.attempts')}</Table.Th>
                  <Table.Th>{t('webhooks.log.lastAnswer')}</Table.Th>
                  <Table.Th>{t('webhooks.log.next')}</Table.Th>
                  <Table.Th>{t('webhooks.log.deliveredAt')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((d) => (
                  <Table.Tr key={d.id} data-testid={`webhook-delivery-${d.id}`}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {d.eventType}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {d.eventId}
                      </Text>
                      <Text size="xs" c="dimmed" truncate maw={220}>
                        {d.endpointUrl}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={d.status} />
                    </Table.Td>
                    <Table.Td>{d.attempts}</Table.Td>
                    <Table.Td maw={240}>
                      <LastAnswer delivery={d} />
                    </Table.Td>
                    <Table.Td>{when(d.nextAttemptAt)}</Table.Td>
                    <Table.Td>{when(d.deliveredAt)}</Table.Td>
                    <Table.Td>{redeliverButton(d)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {(deliveries.data?.totalCount ?? 0) > deliveriesPageSize && (
          <Group justify="center">
            <LabelledPagination
              total={Math.ceil((deliveries.data?.totalCount ?? 0) / deliveriesPageSize)}
              value={page}
              onChange={setPage}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
