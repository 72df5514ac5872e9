import { Button, Group } from '@mantine/core';

/** The end of a dialog's form: cancel, then the submit button (red when it removes something). */
export function FormActions({
  cancelLabel,
  onCancel,
  submitLabel,
  submitting,
  submitTestId,
  danger = false,
}: {
  cancelLabel: string;
  onCancel: () => void;
  submitLabel: string;
  submitting: boolean;
  submitTestId: string;
  danger?: boolean;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        color={danger ? 'red' : undefined}
        loading={submitting}
        data-testid={submitTestId}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
