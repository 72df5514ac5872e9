import './styles';
import { type WebhookEndpoint, webhookEndpointsMax } from '@coffer/contract/payments';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CardHeading } from '../../../../components/card-heading';
import { useTranslation } from '../../../../lib/react-i18n';
import { useWebhookEndpoints } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';
import { EndpointFormDialog } from './endpoint-form-dialog';
import { EndpointList } from './endpoint-list';
import { QueryState } from './query-state';
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
            <CardHeading title={t('webhooks.endpoints.title')} help={t('webhooks.endpoints.help')} />
            <Button onClick={() => setForm({ editing: null })} disabled={full} data-testid="webhook-add">
              {t('webhooks.create.open')}
            </Button>
          </Group>
          {full && <Text size="sm">{t('webhooks.full', { max: webhookEndpointsMax })}</Text>}
          <QueryState
            query={endpoints}
            count={list.length}
            empty={t('webhooks.endpoints.empty')}
            emptyTestId="webhook-endpoints-empty"
          />
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
