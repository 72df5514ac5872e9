import { Alert } from '@mantine/core';
import { FormActions } from '../../../domain/forms/form-actions';
import { useTranslation } from '../../../lib/react-i18n';

/** The end of a key form (create, edit): the server's refusal, then cancel and submit. */
export function KeyFormFooter({
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
