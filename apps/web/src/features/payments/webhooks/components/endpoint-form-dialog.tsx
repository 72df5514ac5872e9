import './styles';
import {
  subscribableWebhookEvents,
  type WebhookEndpoint,
  webhooksEndpointSchemas,
} from '@coffer/contract/payments';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrors } from '../../../../domain/forms/server-errors';
import { contractResolver, useValidationText } from '../../../../lib/forms';
import { useTranslation } from '../../../../lib/react-i18n';
import { useCreateWebhook, useUpdateWebhook } from '../api/webhooks';

type EventType = (typeof subscribableWebhookEvents)[number];
interface FormValues {
  url: string;
  description: string;
  events: EventType[];
  enabled: boolean;
}
const fields = ['url', 'description', 'events'];
type Parsed = z.output<typeof webhooksEndpointSchemas.webhookCreate.input>;

const valuesOf = (endpoint: WebhookEndpoint | null): FormValues =>
  endpoint
    ? {
        url: endpoint.url,
        description: endpoint.description,
        events: endpoint.events,
        enabled: endpoint.enabled,
      }
    : { url: '', description: '', events: ['order.settled'], enabled: true };

/**
 * Adds an endpoint (`editing` null) or changes one: its URL, description, events and whether it
 * is on. A new endpoint's secret goes to `onCreated`, which shows it once.
 */
export function EndpointFormDialog({
  opened,
  editing,
  onClose,
  onCreated,
}: {
  opened: boolean;
  editing: WebhookEndpoint | null;
  onClose: () => void;
  onCreated: (created: WebhookEndpoint & { secret: string }) => void;
}) {
  const { t } = useTranslation('payments');
  const text = useValidationText();
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, Parsed>({
    values: valuesOf(editing),
    resolver: contractResolver(
      () => webhooksEndpointSchemas.webhookCreate.input,
      (v: FormValues) => ({ url: v.url, description: v.description, events: v.events }),
    ),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (editing)
        await update.mutateAsync({ id: editing.id, ...values, enabled: form.getValues('enabled') });
      else onCreated(await create.mutateAsync(values));
      onClose();
    } catch (error) {
      setFormError(placeServerErrors(error, form.setError, fields));
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t('webhooks.edit.title') : t('webhooks.create.title')}
      size="lg"
      centered
      data-testid="webhook-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('webhooks.field.url')}
            description={t('webhooks.field.urlHelp')}
            placeholder="https://shop.example.com/coffer/webhooks"
            error={text(errors.url?.message)}
            data-testid="webhook-url"
            {...form.register('url')}
          />
          <TextInput
            label={t('webhooks.field.description')}
            error={text(errors.description?.message)}
            data-testid="webhook-description"
            {...form.register('description')}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field }) => (
              <Checkbox.Group
                label={t('webhooks.field.events')}
                value={field.value}
                onChange={(v) => field.onChange(v as EventType[])}
                error={text(errors.events?.message)}
                data-testid="webhook-events"
              >
                <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
                  {subscribableWebhookEvents.map((type) => (
                    <Checkbox key={type} value={type} label={type} data-testid={`webhook-event-${type}`} />
                  ))}
                </SimpleGrid>
              </Checkbox.Group>
            )}
          />
          {editing && (
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  label={t('webhooks.field.enabled')}
                  data-testid="webhook-enabled"
                />
              )}
            />
          )}
          {formError && (
            <Alert color="red" variant="light" data-testid="webhook-form-error">
              {formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('webhooks.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} data-testid="webhook-save">
              {editing ? t('webhooks.save') : t('webhooks.create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
