import { Alert, Modal, Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { AlertIcon } from '../../components/icons';
import { FormActions } from './form-actions';

// Its Mantine CSS (Modal, Alert) is loaded by the styles list of each screen that uses it.

/** A centred modal open while there is an item to act on; its body is drawn for that item. */
export function ConfirmDialog<T>({
  item,
  onClose,
  title,
  testId,
  children,
}: {
  item: T | null;
  onClose: () => void;
  title: string;
  testId: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Modal opened={item !== null} onClose={onClose} title={title} centered data-testid={testId}>
      {item !== null && children(item)}
    </Modal>
  );
}

/**
 * The form of a confirmation (red when destructive): what it will do, the proof it asks for (`children`),
 * the server's refusal, and the keep and red confirm buttons.
 */
export function ConfirmForm({
  onSubmit,
  onCancel,
  body,
  problem,
  submitting,
  cancelLabel,
  confirmLabel,
  testId,
  confirmTestId,
  danger = true,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  body: string;
  problem: string | null;
  submitting: boolean;
  cancelLabel: string;
  confirmLabel: string;
  testId?: string;
  confirmTestId: string;
  /** false: the confirm button is the primary colour (an acceptance, not a removal). */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {body}
        </Text>
        {children}
        {problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {problem}
          </Alert>
        )}
        <FormActions
          cancelLabel={cancelLabel}
          onCancel={onCancel}
          submitLabel={confirmLabel}
          submitting={submitting}
          submitTestId={confirmTestId}
          danger={danger}
        />
      </Stack>
    </form>
  );
}
