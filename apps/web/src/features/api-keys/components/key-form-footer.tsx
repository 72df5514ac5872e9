import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

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
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" loading={submitting} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
