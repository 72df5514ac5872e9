import '@mantine/core/styles/ThemeIcon.css';
import { kycStatus } from '@coffer/contract/auth';
import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { CheckIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { isSignedIn, useSession } from '../../../lib/session/session-store';

export const loader = () => async () => {
  await i18n.loadNamespaces('auth');
  return null;
};

/** `/user/result?type=register|merchant|reset`: what just happened, and the way on. */
export default function ResultRoute() {
  const { t } = useTranslation('auth');
  const [search] = useSearchParams();
  const session = useSession();
  const type = search.get('type');
  const [title, body] =
    type === 'register'
      ? [t('result.registerTitle'), t('result.registerBody')]
      : type === 'merchant'
        ? [t('result.merchantTitle'), t('result.merchantBody')]
        : type === 'reset'
          ? [t('result.resetTitle'), t('result.resetBody')]
          : [t('result.doneTitle'), t('result.doneBody')];
  const signedIn = isSignedIn(session);
  // Just signed up: the new session's user is on its way; no "log in" button meanwhile.
  const signingIn = Boolean(session.token) && !session.user;
  const toVerify = signedIn && session.user?.kycStatus !== kycStatus.members.verified;
  return (
    <AuthPage title={title} testId="result-page">
      <Stack gap="lg" align="flex-start" data-testid={`result-${type ?? 'done'}`}>
        <ThemeIcon size={52} radius="xl" variant="light" color="teal">
          <CheckIcon size={28} strokeWidth={2.4} />
        </ThemeIcon>
        <Text>{body}</Text>
        <Group style={{ visibility: signingIn ? 'hidden' : undefined }}>
          {toVerify && (
            <Button component={Link} to={paths.account.verify.href()} data-testid="result-verify">
              {t('result.verify')}
            </Button>
          )}
          {!signedIn && (
            <Button component={Link} to={paths.user.login.href()} data-testid="result-login">
              {t('result.login')}
            </Button>
          )}
          <Button
            component={Link}
            to={paths.home.href()}
            variant={signedIn && !toVerify ? 'filled' : 'default'}
          >
            {t('result.home')}
          </Button>
        </Group>
      </Stack>
    </AuthPage>
  );
}
