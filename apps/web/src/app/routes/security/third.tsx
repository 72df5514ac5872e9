import { errors } from '@coffer/contract/common';
import { Alert, Button } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import {
  applicationStatusQueryOptions,
  useApplicationStatus,
} from '../../../features/security/api/get-application-status';
import { ChangePage } from '../../../features/security/components/change-page';
import { StatusView } from '../../../features/security/components/status-view';
import { readQueryToken } from '../../../features/security/model/flow-state';
import { isApiError } from '../../../lib/http/api-error';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { PageLoader } from '../../layout/root-layout';

export const loader = (queryClient: QueryClient) => async () => {
  const token = readQueryToken();
  await Promise.all([
    i18n.loadNamespaces(['security', 'validation']),
    token ? queryClient.prefetchQuery(applicationStatusQueryOptions(token)) : null,
  ]);
  return null;
};

export default function SecurityThirdRoute() {
  const { t } = useTranslation('security');
  const { token: sessionToken } = useSession();
  const [queryToken] = useState(() => readQueryToken());
  const status = useApplicationStatus(queryToken);
  const missing =
    queryToken === null || (isApiError(status.error) && status.error.code === errors.notFound.code);
  // Without an application there is nothing to review: the page is step one's way in, not a
  // "submitted" page with a contradicting notice (issue 12).
  if (missing)
    return (
      <ChangePage page="third" step={0} title={t('third.noneTitle')} description={t('third.none')}>
        <Button
          component={Link}
          to={paths.security.first.path}
          w="fit-content"
          data-testid="security-no-application"
        >
          {t('second.toFirst')}
        </Button>
      </ChangePage>
    );
  return (
    <ChangePage page="third">
      {status.data ? (
        <StatusView application={status.data} signedIn={sessionToken !== null} />
      ) : status.isError ? (
        <Alert color="red">{t('third.loadFailed')}</Alert>
      ) : (
        <PageLoader />
      )}
    </ChangePage>
  );
}
