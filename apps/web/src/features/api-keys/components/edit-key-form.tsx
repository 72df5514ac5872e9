import './styles';
import type { ApiKeyItem } from '@coffer/contract/api-keys';
import { errors } from '@coffer/contract/common';
import { Card, Group, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { codeFieldRename, secondFactorInput } from '../../../domain/second-factor/second-factor-field';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import type { WithdrawAddress } from '../api/get-withdraw-addresses';
import { useUpdateApiKey } from '../api/update-api-key';
import { KeyFields } from './key-fields';
import { editKeyResolver, type KeyFormValues, keyFormFields, keyFormOf, updateInputOf } from './key-form';
import { KeyForm } from './key-form-footer';
import { KeyStatusBadge } from './key-list';

/** /account/modifyApi: remark, permissions, IPs, scope and on/off of one key; the secret stays as it is. */
export function EditKeyForm({
  apiKey,
  addresses,
  onSaved,
  onCancel,
}: {
  apiKey: ApiKeyItem;
  addresses: WithdrawAddress[];
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const { user } = useSession();
  const update = useUpdateApiKey();
  const form = useForm<KeyFormValues, unknown, unknown>({
    defaultValues: keyFormOf(apiKey, user),
    resolver: editKeyResolver(apiKey),
  });

  // A conflict: the key has expired and can no longer be changed; the form says what to do.
  const expired = (error: unknown) =>
    isApiError(error) && error.code === errors.conflict.code ? t('edit.expired') : undefined;
  const submission = useProblemSubmit(
    form,
    keyFormFields,
    { rename: codeFieldRename, known: expired },
    async () => {
      const values = form.getValues();
      await update.mutateAsync({
        ...updateInputOf(values, apiKey),
        ...secondFactorInput(values.channel, values.code),
      });
      onSaved();
    },
  );

  return (
    <Card withBorder radius="md" padding="lg" maw={720}>
      <KeyForm submission={submission} submitLabel={t('edit.submit')} testId="edit-key" onCancel={onCancel}>
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('edit.accessKey')}
          </Text>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="edit-access-key">
            {apiKey.accessKey}
          </Text>
          <KeyStatusBadge status={apiKey.status} />
        </Group>
        <KeyFields form={form} addresses={addresses} user={user} withStatus />
      </KeyForm>
    </Card>
  );
}
