import './styles';
import { Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SendCodeButton } from '../../../components/send-code-button';

/** A 6-digit code with its "send code" button (none for an authenticator's code). */
export function CodeInput({
  label,
  description,
  placeholder,
  registration,
  error,
  onSend,
  testId,
}: {
  label: string;
  description?: string;
  placeholder: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  onSend?: () => Promise<number | null>;
  testId: string;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        {...registration}
        style={{ flex: 1 }}
        label={label}
        description={description}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={error}
        data-testid={testId}
      />
      {onSend && (
        <div style={{ marginBottom: error ? 22 : 0 }}>
          <SendCodeButton onSend={onSend} data-testid={`${testId}-send`} />
        </div>
      )}
    </Group>
  );
}
