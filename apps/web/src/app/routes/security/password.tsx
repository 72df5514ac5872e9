import { accountInfoQueryOptions, useAccountInfo } from '../../../features/security/api/get-account-info';
import { PasswordForm } from '../../../features/security/components/password-form';
import { SecurityPage } from '../../../features/security/components/security-page';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['security', 'validation'], prefetching(accountInfoQueryOptions()));

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
