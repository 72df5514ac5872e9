import { Stack } from '@mantine/core';
import { accountInfoQueryOptions, useAccountInfo } from '../../../features/security/api/get-account-info';
import { sessionsQueryOptions } from '../../../features/security/api/sessions';
import { HoldAlert } from '../../../features/security/components/hold-alert';
import { ProfileCard } from '../../../features/security/components/profile-card';
import { SecurityItems } from '../../../features/security/components/security-items';
import { SecurityPage } from '../../../features/security/components/security-page';
import { SessionsCard } from '../../../features/security/components/sessions-card';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['security', 'validation'],
  prefetching(accountInfoQueryOptions(), sessionsQueryOptions()),
);

/** /account/userInfo: the profile and the security overview, with the account's sessions. */
export default function UserInfoRoute() {
  const { t } = useTranslation('security');
  const { data: user } = useAccountInfo();
  return (
    <SecurityPage title={t('overview.title')} description={t('overview.description')} testId="page-user-info">
      {user ? (
        <Stack gap="lg">
          <HoldAlert until={user.securityHoldUntil} />
          <ProfileCard user={user} />
          <SecurityItems user={user} />
          <SessionsCard />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </SecurityPage>
  );
}
