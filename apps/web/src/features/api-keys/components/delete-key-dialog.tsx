import './styles';
import type { ApiKeyItem } from '@coffer/contract/api-keys';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog, ConfirmForm } from '../../../domain/forms/confirm-dialog';
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
import { useTranslation } from '../../../lib/react-i18n';
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
    <ConfirmDialog item={apiKey} onClose={onClose} title={t('delete.title')} testId="delete-key-dialog">
      {(key) => <DeleteKeyForm apiKey={key} onClose={onClose} />}
    </ConfirmDialog>
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
    <ConfirmForm
      onSubmit={submit}
      onCancel={onClose}
      body={t('delete.body', { remark: apiKey.remark })}
      problem={problem}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('common:actions.cancel')}
      confirmLabel={t('delete.confirm')}
      confirmTestId="delete-key-confirm"
    >
      <SecondFactorField
        user={user}
        channel={channel}
        onChannel={(c) => form.setValue('channel', c)}
        registration={form.register('code')}
        error={text(form.formState.errors.code?.message)}
      />
    </ConfirmForm>
  );
}
