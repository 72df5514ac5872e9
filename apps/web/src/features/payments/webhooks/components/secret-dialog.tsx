import './styles';
import { Alert, Button, Checkbox, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../../components/copy-value';

/**
 * The one time a signing secret is shown (after create or rotate), with a copy button; it closes
 * only once the merchant says it is saved, and the page forgets it.
 */
export function WebhookSecretDialog({ secret, onDone }: { secret: string | null; onDone: () => void }) {
  const { t } = useTranslation('payments');
  const [saved, setSaved] = useState(false);
  const close = () => {
    if (!saved) return;
    setSaved(false);
    onDone();
  };
  return (
    <Modal
      opened={secret !== null}
      onClose={close}
      title={t('webhooks.secret.title')}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      data-testid="webhook-secret-dialog"
    >
      {secret && (
        <Stack gap="md">
          <Alert color="red" variant="light" title={t('webhooks.secret.warningTitle')}>
            {t('webhooks.secret.warning')}
          </Alert>
          <CopyValue caption={t('webhooks.secret.label')} value={secret} testId="webhook-secret" />
          <Checkbox
            checked={saved}
            onChange={(e) => setSaved(e.currentTarget.checked)}
            label={t('webhooks.secret.saved')}
            data-testid="webhook-secret-saved"
          />
          <Button onClick={close} disabled={!saved} data-testid="webhook-secret-done">
            {t('webhooks.secret.done')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
