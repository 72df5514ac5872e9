import '@mantine/core/styles/Badge.css';
import './styles';
import type { WebhookEndpoint } from '@coffer/contract/payments';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/react-i18n';
import { useDeleteWebhook, useRotateWebhookSecret, useSendTestWebhook } from '../api/webhooks';

/** One endpoint: its URL, events and state, with edit, test, rotate and delete. */
function EndpointCard({
  endpoint,
  onEdit,
  onSecret,
  onDelete,
}: {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onSecret: (secret: string) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('payments');
  const test = useSendTestWebhook();
  const rotate = useRotateWebhookSecret();
  return (
    <Card withBorder radius="md" padding="md" data-testid={`webhook-endpoint-${endpoint.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </Stack>
          <Badge
            color={endpoint.enabled ? 'teal' : 'gray'}
            variant="light"
            style={{ flexShrink: 0, minWidth: 'max-content' }}
          >
            {endpoint.enabled ? t('webhooks.enabled') : t('webhooks.disabled')}
          </Badge>
        </Group>
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" color="gray" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Text size="xs" c="dimmed">
          {t('webhooks.secretHint', { hint: endpoint.secretHint })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={onEdit} data-testid="webhook-edit">
            {t('webhooks.edit.open')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={test.isPending}
            onClick={() => test.mutate(endpoint.id)}
            data-testid="webhook-test"
          >
            {test.isSuccess ? t('webhooks.testQueued') : t('webhooks.test')}
          </Button>
          <Button
            size="xs"
            variant="light"
            loading={rotate.isPending}
            onClick={async () => onSecret((await rotate.mutateAsync(endpoint.id)).secret)}
            data-testid="webhook-rotate"
          >
            {t('webhooks.rotate')}
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onDelete} data-testid="webhook-delete">
            {t('webhooks.delete.open')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The merchant's endpoints, each with its actions; deleting asks first. */
export function EndpointList({
  endpoints,
  onEdit,
  onSecret,
}: {
  endpoints: WebhookEndpoint[];
  onEdit: (endpoint: WebhookEndpoint) => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('payments');
  const remove = useDeleteWebhook();
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  return (
    <Stack gap="sm" data-testid="webhook-endpoints">
      {endpoints.map((endpoint) => (
        <EndpointCard
          key={endpoint.id}
          endpoint={endpoint}
          onEdit={() => onEdit(endpoint)}
          onSecret={onSecret}
          onDelete={() => setDeleting(endpoint)}
        />
      ))}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('webhooks.delete.title')}
        centered
        data-testid="webhook-delete-dialog"
      >
        <Stack gap="md">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {t('webhooks.delete.body', { url: deleting?.url ?? '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('webhooks.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              data-testid="webhook-delete-confirm"
              onClick={async () => {
                if (deleting) await remove.mutateAsync(deleting.id);
                setDeleting(null);
              }}
            >
              {t('webhooks.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
