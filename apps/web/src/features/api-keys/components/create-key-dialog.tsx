import './styles';
import { Modal } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { codeFieldRename, secondFactorInput } from '../../../domain/second-factor/second-factor-field';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { useCreateApiKey } from '../api/create-api-key';
import type { WithdrawAddress } from '../api/get-withdraw-addresses';
import { KeyFields } from './key-fields';
import {
  createInputOf,
  createKeyResolver,
  emptyKeyForm,
  type KeyFormValues,
  keyFormFields,
} from './key-form';
import { KeyForm } from './key-form-footer';
import type { CreatedKey } from './secret-dialog';

/** The form of a new key; the secret it answers goes straight to the show-once dialog. */
export function CreateKeyForm({
  addresses,
  onCreated,
  onCancel,
}: {
  addresses: WithdrawAddress[];
  onCreated: (key: CreatedKey) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('api-keys');
  const { user } = useSession();
  const create = useCreateApiKey();
  const form = useForm<KeyFormValues, unknown, unknown>({
    defaultValues: emptyKeyForm(user),
    resolver: createKeyResolver(),
  });

  const submission = useProblemSubmit(form, keyFormFields, { rename: codeFieldRename }, async () => {
    const values = form.getValues();
    onCreated(
      await create.mutateAsync({
        ...createInputOf(values),
        ...secondFactorInput(values.channel, values.code),
      }),
    );
  });

  return (
    <KeyForm submission={submission} submitLabel={t('create.submit')} testId="create-key" onCancel={onCancel}>
      <KeyFields form={form} addresses={addresses} user={user} />
    </KeyForm>
  );
}

export function CreateKeyDialog({
  opened,
  addresses,
  onClose,
  onCreated,
}: {
  opened: boolean;
  addresses: WithdrawAddress[];
  onClose: () => void;
  onCreated: (key: CreatedKey) => void;
}) {
  const { t } = useTranslation('api-keys');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      size="lg"
      data-testid="create-key-dialog"
    >
      {opened && (
        <CreateKeyForm
          addresses={addresses}
          onCancel={onClose}
          onCreated={(key) => {
            onClose();
            onCreated(key);
          }}
        />
      )}
    </Modal>
  );
}
