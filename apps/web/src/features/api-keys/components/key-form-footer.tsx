import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormActions } from '../../../domain/forms/form-actions';
import { useTranslation } from '../../../lib/react-i18n';
import type { KeyFormValues } from './key-form';

/** The end of a key form (create, edit): the server's refusal, then cancel and submit. */
function KeyFormFooter({
  problem,
  submitting,
  submitLabel,
  testId,
  onCancel,
}: {
  problem: string | null;
  submitting: boolean;
  submitLabel: string;
  /** `create-key` or `edit-key`: names the error (`-error`) and the submit button (`-submit`). */
  testId: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation('api-keys');
  return (
    <>
      {problem && (
        <Alert color="red" data-testid={`${testId}-error`}>
          {problem}
        </Alert>
      )}
      <FormActions
        cancelLabel={t('common:actions.cancel')}
        onCancel={onCancel}
        submitLabel={submitLabel}
        submitting={submitting}
        submitTestId={`${testId}-submit`}
      />
    </>
  );
}

/**
 * A key form (create, edit): its fields, then the footer. `testId` (`create-key`, `edit-key`) names
 * the form (`-form`) and the footer's parts.
 */
export function KeyForm({
  submission: { form, submit, problem },
  submitLabel,
  testId,
  onCancel,
  children,
}: {
  submission: {
    form: UseFormReturn<KeyFormValues, unknown, unknown>;
    submit: () => Promise<void>;
    problem: string | null;
  };
  submitLabel: string;
  testId: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={submit} noValidate data-testid={`${testId}-form`}>
      <Stack gap="md">
        {children}
        <KeyFormFooter
          problem={problem}
          submitting={form.formState.isSubmitting}
          submitLabel={submitLabel}
          testId={testId}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
