import type { ApiKeyItem } from '@coffer/contract/api-keys';
import { constants } from '@coffer/contract/common';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useApiKeys } from '../../../features/api-keys/api/get-api-keys';
import { useWithdrawAddresses } from '../../../features/api-keys/api/get-withdraw-addresses';
import { ApiKeysPage, KeyRules } from '../../../features/api-keys/components/api-keys-page';
import { CreateKeyDialog } from '../../../features/api-keys/components/create-key-dialog';
import { DeleteKeyDialog } from '../../../features/api-keys/components/delete-key-dialog';
import { KeyList } from '../../../features/api-keys/components/key-list';
import { type CreatedKey, SecretDialog } from '../../../features/api-keys/components/secret-dialog';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';

export { apiKeysLoader as loader } from './api-keys-loader';

export default function ApiKeysRoute() {
  const { t } = useTranslation('api-keys');
  const keys = useApiKeys();
  const addresses = useWithdrawAddresses().data ?? [];
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKeyItem | null>(null);
  const { maxPerUser } = constants.apiKeys;
  const count = keys.data?.items.length ?? 0;
  const full = count >= maxPerUser;
  return (
    <ApiKeysPage
      title={t('page.title')}
      description={t('page.description')}
      testId="page-api-keys"
      actions={
        <Stack gap={4} align="flex-end">
          <Button onClick={() => setCreating(true)} disabled={!keys.data || full} data-testid="create-key">
            {t('page.create')}
          </Button>
          <Text size="xs" c="dimmed" data-testid="key-count">
            {t('page.count', { count, max: maxPerUser })}
          </Text>
        </Stack>
      }
    >
      <KeyRules />
      {full && (
        <Alert color="yellow" data-testid="keys-full">
          {t('page.full', { max: maxPerUser })}
        </Alert>
      )}
      {keys.data ? (
        <KeyList keys={keys.data.items} addresses={addresses} onDelete={setDeleting} />
      ) : keys.isError ? (
        <Alert color="red">{t('page.loadFailed')}</Alert>
      ) : (
        <PageLoader />
      )}
      <CreateKeyDialog
        opened={creating}
        addresses={addresses}
        onClose={() => setCreating(false)}
        onCreated={setCreated}
      />
      <SecretDialog created={created} onDone={() => setCreated(null)} />
      <DeleteKeyDialog apiKey={deleting} onClose={() => setDeleting(null)} />
    </ApiKeysPage>
  );
}
