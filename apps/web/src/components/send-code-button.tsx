import { Button } from '@mantine/core';
import { useState } from 'react';
import { useCountdown } from '../hooks/use-countdown';
import { useTranslation } from '../lib/react-i18n';

export interface SendCodeButtonProps {
  /**
   * Sends the code; resolves with the seconds until another may be sent (the server's
   * `resendAfterSeconds`, or `retryAfterSeconds` of a 429), or null when nothing was sent.
   */
  onSend: () => Promise<number | null>;
  disabled?: boolean;
  'data-testid'?: string;
}

/** "Send code", then "Resend in N s" for the 60 s the server asks (spec §2 code button). */
export function SendCodeButton({ onSend, disabled, ...rest }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const wait = await onSend();
      if (wait !== null) {
        setSentOnce(true);
        countdown.start(wait);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      variant="light"
      onClick={send}
      loading={sending}
      disabled={disabled || countdown.running}
      miw={128}
      data-testid={rest['data-testid'] ?? 'send-code'}
    >
      {countdown.running
        ? t('codeButton.resendIn', { seconds: countdown.secondsLeft })
        : sentOnce
          ? t('codeButton.resend')
          : t('codeButton.send')}
    </Button>
  );
}
