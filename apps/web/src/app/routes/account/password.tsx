import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { accountInfoQueryOptions, useAccountInfo } from '../../../features/security/api/get-account-info';
import { PasswordForm } from '../../../features/security/components/password-form';
import { SecurityPage } from '../../../features/security/components/security-page';
import { i18n } from '../../../lib/i18n';
import { requireSession } from '../../../lib/session/require-session';
import { PageLoader } from '../../layout/root-layout';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    requireSession(request);
    await Promise.all([
      i18n.loadNamespaces(['security', 'validation']),
      queryClient.prefetchQuery(accountInfoQueryOptions()),
    ]);
    return null;
  };

/** /account/password: change the login password. */
export default function PasswordRoute() {
  const { t } = useTranslation('security');
  const { data: user } = useAccountInfo();
  return (
    <SecurityPage title={t('password.title')} description={t('password.description')} testId="page-password">
      {user ? <PasswordForm user={user} /> : <PageLoader />}
    </SecurityPage>
  );
}
