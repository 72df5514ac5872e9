import './styles';
import type { ApiKeyItem } from '@coffer/contract/api-keys';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import {
  codeFieldRename,
  codeIssue,
  type FactorChannel,
  factorChannels,
  SecondFactorField,
  secondFactorInput,
} from '../../../domain/second-factor/second-factor-field';
import { useValidationText } from '../../../lib/forms';
import { notifySuccess } from '../../../lib/overlays';
import { useSession } from '../../../lib/session/session-store';
import { useDeleteApiKey } from '../api/delete-api-key';

interface DeleteValues {
  channel: FactorChannel;
  code: string;
}

/** Deleting a key, confirmed and proven with the second factor; signed calls with it stop at once. */
export function DeleteKeyDialog({ apiKey, onClose }: { apiKey: ApiKeyItem | null; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  return (
    <Modal
      opened={apiKey !== null}
      onClose={onClose}
      title={t('delete.title')}
      centered
      data-testid="delete-key-dialog"
    >
      {apiKey && <DeleteKeyForm apiKey={apiKey} onClose={onClose} />}
    </Modal>
  );
}

function DeleteKeyForm({ apiKey, onClose }: { apiKey: ApiKeyItem; onClose: () => void }) {
  const { t } = useTranslation('api-keys');
  const text = useValidationText();
  const { user } = useSession();
  const remove = useDeleteApiKey();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<DeleteValues>({
    defaultValues: { channel: factorChannels(user)[0] ?? 'email', code: '' },
  });
  const channel = form.watch('channel');

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const issue = codeIssue(values.code);
    if (issue) {
      form.setError('code', { message: issue }, { shouldFocus: true });
      return;
    }
    try {
      await remove.mutateAsync({ id: apiKey.id, ...secondFactorInput(values.channel, values.code) });
      void notifySuccess(t('delete.done', { remark: apiKey.remark }));
      onClose();
    } catch (error) {
      setProblem(placeServerErrors(error, form.setError, ['code'], { rename: codeFieldRename }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('delete.body', { remark: apiKey.remark })}</Text>
        <SecondFactorField
          user={user}
          channel={channel}
          onChannel={(c) => form.setValue('channel', c)}
          registration={form.register('code')}
          error={text(form.formState.errors.code?.message)}
        />
        {problem && <Alert color="red">{problem}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={form.formState.isSubmitting}
            data-testid="delete-key-confirm"
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
