import './styles';
import { Alert } from '@mantine/core';

/** A problem of the whole form (not of one field), announced to screen readers. */
export function FormProblem({
  message,
  testId = 'form-problem',
}: {
  message: string | null;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {message}
    </Alert>
  );
}
