import { errors } from '@coffer/contract';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  applicationStatusQueryOptions,
  useApplicationStatus,
} from '../../../features/security-change/api/get-application-status';
import { ChangePage } from '../../../features/security-change/components/change-page';
import { readQueryToken } from '../../../features/security-change/components/flow-state';
import { StatusView } from '../../../features/security-change/components/status-view';
import { isApiError } from '../../../lib/http/api-error';
import { i18n } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session-store';
import { PageLoader } from '../../layout/root-layout';

export const loader = (queryClient: QueryClient) => async () => {
  const token = readQueryToken();
  await Promise.all([
    i18n.loadNamespaces(['security-change', 'validation']),
    token ? queryClient.prefetchQuery(applicationStatusQueryOptions(token)) : null,
  ]);
  return null;
};

export default function SecurityThirdRoute() {
  const { t } = useTranslation('security-change');
  const { token: sessionToken } = useSession();
  const [queryToken] = useState(() => readQueryToken());
  const status = useApplicationStatus(queryToken);
  const missing =
    queryToken === null || (isApiError(status.error) && status.error.code === errors.notFound.code);
  return (
    <ChangePage
      step={2}
      title={t('third.title')}
      description={t('third.description')}
      testId="page-security-third"
    >
      {missing ? (
        <Alert color="yellow" title={t('third.noneTitle')} data-testid="security-no-application">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{t('third.none')}</Text>
            <Button component={Link} to={paths.security.first.path} size="xs">
              {t('second.toFirst')}
            </Button>
          </Stack>
        </Alert>
      ) : status.data ? (
        <StatusView application={status.data} signedIn={sessionToken !== null} />
      ) : status.isError ? (
        <Alert color="red">{t('third.loadFailed')}</Alert>
      ) : (
        <PageLoader />
      )}
    </ChangePage>
  );
}
