import './styles';
import type { ApiKeyItem } from '@coffer/contract/api-keys';
import { constants } from '@coffer/contract/common';
import { Text } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value';
import { SecretOnceDialog, secretOnceTexts } from '../../../domain/secrets/secret-once-dialog';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';

export type CreatedKey = ApiKeyItem & { secretKey: string };

/**
 * The one time the secret is shown (§9, DESIGN §6): the access key and the secret with copy
 * buttons and a plain warning. It closes only once the user says the secret is saved; after that
 * the page forgets it, and nothing can show it again.
 */
export function SecretDialog({ created, onDone }: { created: CreatedKey | null; onDone: () => void }) {
  const { t, i18n } = useTranslation('api-keys');
  return (
    <SecretOnceDialog
      opened={created !== null}
      onDone={onDone}
      testId="secret"
      texts={secretOnceTexts(t, 'secret')}
    >
      {created && (
        <>
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
        </>
      )}
    </SecretOnceDialog>
  );
}
