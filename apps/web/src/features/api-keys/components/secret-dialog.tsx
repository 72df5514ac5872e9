import './styles';
import type { ApiKeyItem } from '@coffer/contract/api-keys';
import { constants } from '@coffer/contract/common';
import { Alert, Button, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { formatDateTime } from '../../../lib/format-date';

export type CreatedKey = ApiKeyItem & { secretKey: string };

/**
 * The one time the secret is shown (§9, DESIGN §6): the access key and the secret with copy
 * buttons and a plain warning. It closes only once the user says the secret is saved; after that
 * the page forgets it, and nothing can show it again.
 */
export function SecretDialog({ created, onDone }: { created: CreatedKey | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('api-keys');
  const [saved, setSaved] = useState(false);
  const close = () => {
    if (!saved) return;
    setSaved(false);
    onDone();
  };
  return (
    <Modal
      opened={created !== null}
      onClose={close}
      title={t('secret.title')}
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      centered
      data-testid="secret-dialog"
    >
      {created && (
        <Stack gap="md">
          <Alert color="red" variant="light" title={t('secret.warningTitle')} data-testid="secret-warning">
            {t('secret.warning')}
          </Alert>
          <CopyValue caption={t('secret.accessKey')} value={created.accessKey} testId="secret-access-key" />
          <CopyValue caption={t('secret.secretKey')} value={created.secretKey} testId="secret-secret-key" />
          <Text size="sm" c="dimmed">
            {created.expiresAt
              ? t('secret.expires', {
                  date: formatDateTime(created.expiresAt, i18n.language),
                  days: constants.apiKeys.validityDaysWithoutIp,
                })
              : t('secret.noExpiry')}
          </Text>
          <Checkbox
            checked={saved}
            onChange={(event) => setSaved(event.currentTarget.checked)}
            label={t('secret.saved')}
            data-testid="secret-saved"
          />
          <Button onClick={close} disabled={!saved} data-testid="secret-done">
            {t('secret.done')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
