import { constants } from '@coffer/contract/common';
import type { MultisigWalletView } from '@coffer/contract/multisig';
import { ActionIcon, Alert, Button, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { AlertIcon, TrashIcon } from '../../../components/icons';
import { FormActions } from '../../../domain/forms/form-actions';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { useWalletForm } from '../model/use-wallet-form';

const { nameMax, minSignatures } = constants.multisig;
const mono = { input: { fontFamily: 'var(--mantine-font-family-monospace)' } };

/** One owner's signing address, removable while more than one is left. */
function OwnerField({
  form,
  index,
  onRemove,
  removable,
}: {
  form: ReturnType<typeof useWalletForm>['form'];
  index: number;
  onRemove: () => void;
  removable: boolean;
}) {
  const { t } = useTranslation('multisig');
  const text = useValidationText();
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <Controller
        control={form.control}
        name={`signingAddresses.${index}`}
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            style={{ flex: 1, minWidth: 0 }}
            styles={mono}
            placeholder="0x…"
            aria-label={t('walletForm.owner', { n: index + 1 })}
            autoComplete="off"
            spellCheck={false}
            error={text(fieldState.error?.message)}
            data-testid={`multisig-owner-${index}`}
          />
        )}
      />
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        onClick={onRemove}
        disabled={!removable}
        aria-label={t('walletForm.removeOwner', { n: index + 1 })}
      >
        <TrashIcon size={18} />
      </ActionIcon>
    </Group>
  );
}

/**
 * Adds a wallet (spec §5): a name of at most 20 characters, a whole number of signatures of at
 * least 2, and at least that many distinct owner addresses, each an EVM address whose checksum
 * holds. Checked here with the contract's schema and again by the server.
 */
export function AddWalletForm({
  onCreated,
  onCancel,
}: {
  onCreated: (wallet: MultisigWalletView) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('multisig');
  const text = useValidationText();
  const { form, submit, problem, owners, addOwner, removeOwner, canAddOwner } = useWalletForm(onCreated);
  const errors = form.formState.errors;
  const listError = errors.signingAddresses?.message ?? errors.signingAddresses?.root?.message;
  const threshold = (message: string | undefined) =>
    message?.startsWith('multisig.') ? text(message) : message && t('walletForm.thresholdRequired');
  return (
    <form onSubmit={submit} noValidate data-testid="multisig-wallet-form">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="name"
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('walletForm.name')}
              description={t('walletForm.nameHint', { max: nameMax })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={text(fieldState.error?.message)}
              data-testid="multisig-name"
            />
          )}
        />
        <Controller
          control={form.control}
          name="minSignatures"
          render={({ field, fieldState }) => (
            <NumberInput
              {...field}
              label={t('walletForm.threshold')}
              description={t('walletForm.thresholdHint', { min: minSignatures })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              allowDecimal
              allowNegative={false}
              min={minSignatures}
              maw={220}
              error={threshold(fieldState.error?.message)}
              data-testid="multisig-threshold"
            />
          )}
        />
        <Stack gap="xs">
          <div>
            <Text size="sm" fw={500}>
              {t('walletForm.owners')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('walletForm.ownersHint')}
            </Text>
          </div>
          {owners.map((_, index) => (
            <OwnerField
              // Positions are the fields' names: a removed one shifts the rest, as its values do.
              // biome-ignore lint/suspicious/noArrayIndexKey: the field name is the index itself.
              key={index}
              form={form}
              index={index}
              onRemove={() => removeOwner(index)}
              removable={owners.length > 1}
            />
          ))}
          {listError && (
            <Text size="xs" c="red" data-testid="multisig-owners-error">
              {text(listError)}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="compact-sm"
              onClick={addOwner}
              disabled={!canAddOwner}
              data-testid="multisig-add-owner"
            >
              {t('walletForm.addOwner')}
            </Button>
          </Group>
        </Stack>
        {problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {problem}
          </Alert>
        )}
        <FormActions
          cancelLabel={t('actions.cancel')}
          onCancel={onCancel}
          submitLabel={t('walletForm.submit')}
          submitting={form.formState.isSubmitting}
          submitTestId="multisig-wallet-submit"
        />
      </Stack>
    </form>
  );
}
