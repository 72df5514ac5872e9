import { apiKeyStatus } from '@coffer/contract/api-keys';
import { Alert, Anchor, Stack } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useApiKeys } from '../../../features/api-keys/api/get-api-keys';
import { useWithdrawAddresses } from '../../../features/api-keys/api/get-withdraw-addresses';
import { ApiKeysPage } from '../../../features/api-keys/components/api-keys-page';
import { EditKeyForm } from '../../../features/api-keys/components/edit-key-form';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';

export { apiKeysLoader as loader } from './api-keys-loader';

/** /account/modifyApi?id=N: one key of the user's list, edited in place. */
export default function ModifyApiKeyRoute() {
  const { t } = useTranslation('api-keys');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const keys = useApiKeys();
  const addresses = useWithdrawAddresses().data ?? [];
  const id = Number(search.get('id'));
  const apiKey = keys.data?.items.find((k) => k.id === id);
  const back = () => navigate(paths.account.api.path);
  return (
    <ApiKeysPage title={t('edit.title')} description={t('edit.description')} testId="page-modify-api">
      <Anchor component={Link} to={paths.account.api.path} size="sm">
        {t('edit.back')}
      </Anchor>
      {!keys.data ? (
        keys.isError ? (
          <Alert color="red">{t('page.loadFailed')}</Alert>
        ) : (
          <PageLoader />
        )
      ) : !apiKey ? (
        <Alert color="yellow" data-testid="modify-not-found">
          {t('edit.notFound')}
        </Alert>
      ) : apiKey.status === apiKeyStatus.members.expired ? (
        <Stack>
          <Alert color="red" data-testid="modify-expired">
            {t('edit.expired')}
          </Alert>
        </Stack>
      ) : (
        <EditKeyForm
          key={apiKey.id}
          apiKey={apiKey}
          addresses={addresses}
          onCancel={back}
          onSaved={() => {
            void notifySuccess(t('edit.saved', { remark: apiKey.remark }));
            back();
          }}
        />
      )}
    </ApiKeysPage>
  );
}
