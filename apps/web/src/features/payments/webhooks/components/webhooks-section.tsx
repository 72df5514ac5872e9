import './styles';
import { type WebhookEndpoint, webhookEndpointsMax } from '@coffer/contract/payments';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/react-i18n';
import { useWebhookEndpoints } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointList } from './endpoint-list';
import { WebhookSecretDialog } from './secret-dialog';

/**
 * The merchant's webhooks, a section of the back office: endpoints (add, edit, test, rotate,
 * delete), the secret shown once, and the delivery log with redelivery.
 */
export function WebhooksSection() {
  const { t } = useTranslation('payments');
  const endpoints = useWebhookEndpoints();
  const [form, setForm] = useState<{ editing: WebhookEndpoint | null } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const list = endpoints.data ?? [];
  const full = list.length >= webhookEndpointsMax;
  return (
    <Stack gap="lg" data-testid="webhooks-section">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Title order={2} fz="lg">
                {t('webhooks.endpoints.title')}
              </Title>
              <Text size="sm" c="dimmed">
                {t('webhooks.endpoints.help')}
              </Text>
            </Stack>
            <Button onClick={() => setForm({ editing: null })} disabled={full} data-testid="webhook-add">
              {t('webhooks.create.open')}
            </Button>
          </Group>
          {full && <Text size="sm">{t('webhooks.full', { max: webhookEndpointsMax })}</Text>}
          {endpoints.isPending && <Loader size="sm" />}
          {endpoints.isError && <Alert color="red">{t('webhooks.loadFailed')}</Alert>}
          {endpoints.isSuccess && list.length === 0 && (
            <Text c="dimmed" size="sm" data-testid="webhook-endpoints-empty">
              {t('webhooks.endpoints.empty')}
            </Text>
          )}
          {list.length > 0 && (
            <EndpointList endpoints={list} onEdit={(e) => setForm({ editing: e })} onSecret={setSecret} />
          )}
        </Stack>
      </Card>
      <DeliveryLog />
      <EndpointFormDialog
        opened={form !== null}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onCreated={(created) => setSecret(created.secret)}
      />
      <WebhookSecretDialog secret={secret} onDone={() => setSecret(null)} />
    </Stack>
  );
}
