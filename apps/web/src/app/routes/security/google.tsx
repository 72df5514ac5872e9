import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { accountInfoQueryOptions, useAccountInfo } from '../../../features/security/api/get-account-info';
import { googleBindInfoQueryOptions } from '../../../features/security/api/google';
import { GoogleBind } from '../../../features/security/components/google-bind';
import { GoogleUnbind } from '../../../features/security/components/google-unbind';
import { HoldAlert } from '../../../features/security/components/hold-alert';
import { SecurityPage } from '../../../features/security/components/security-page';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { requireSession } from '../../../lib/session/require-session';
import { PageLoader } from '../../layout/root-layout';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    requireSession(request);
    const [user] = await Promise.all([
      queryClient.fetchQuery(accountInfoQueryOptions()).catch(() => null),
      i18n.loadNamespaces(['security', 'validation']),
    ]);
    // A new secret only while none is bound (the server refuses one then).
    if (user && !user.googleAuthBound) await queryClient.prefetchQuery(googleBindInfoQueryOptions());
    return null;
  };

/** /account/google: bind an authenticator app (QR code, manual key, first code) or remove it. */
export default function GoogleRoute() {
  const { t } = useTranslation('security');
  const { data: user } = useAccountInfo();
  return (
    <SecurityPage title={t('google.title')} description={t('google.description')} testId="page-google">
      {user ? (
        <>
          <HoldAlert until={user.securityHoldUntil} />
          {user.googleAuthBound ? <GoogleUnbind user={user} /> : <GoogleBind user={user} />}
        </>
      ) : (
        <PageLoader />
      )}
    </SecurityPage>
  );
}
