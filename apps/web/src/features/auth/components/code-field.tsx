import '@mantine/core/styles/Input.css';
import { Group, TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SendCodeButton } from '../../../components/send-code-button';
import { useTranslation } from '../../../lib/react-i18n';

/** The 6-digit code with its send button beside it (60 s between sends, as the server allows). */
export function CodeField({
  registration,
  error,
  onSend,
  sendDisabled,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
  /** Absent for a code the user reads from an authenticator app: nothing to send. */
  onSend?: () => Promise<number | null>;
  sendDisabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={t('field.code')}
        placeholder={t('field.codePlaceholder')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        style={{ flex: 1, minWidth: 0 }}
        error={error}
        data-testid="code-input"
        {...registration}
      />
      {onSend && (
        <div style={{ paddingBottom: error ? 22 : 0 }}>
          <SendCodeButton onSend={onSend} disabled={sendDisabled} />
        </div>
      )}
    </Group>
  );
}
