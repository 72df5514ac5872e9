import '@mantine/core/styles/Input.css';
import { Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SendCodeButton } from '../../components/send-code-button';

/**
 * A 6-digit code; with `onSend`, the send button beside it (60 s between sends, as the server
 * allows; none for an authenticator's code).
 */
export function CodeInput({
  label,
  description,
  placeholder,
  registration,
  error,
  onSend,
  sendDisabled,
  testId,
}: {
  label: string;
  description?: string;
  placeholder?: string;
  registration: UseFormRegisterReturn;
  error: string | undefined;
  onSend?: () => Promise<number | null>;
  sendDisabled?: boolean;
  testId: string;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        {...registration}
        label={label}
        description={description}
        placeholder={placeholder}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        style={{ flex: 1, minWidth: 0 }}
        error={error}
        data-testid={testId}
      />
      {onSend && (
        // Lifts the button level with the input while a message shows below it.
        <div style={{ paddingBottom: error ? 22 : 0 }}>
          <SendCodeButton onSend={onSend} disabled={sendDisabled} data-testid={`${testId}-send`} />
        </div>
      )}
    </Group>
  );
}
