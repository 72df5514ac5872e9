import { Anchor, Text } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { ForgetPassword } from '../../../features/auth/components/forget-password';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';

export const loader = () => async () => {
  await i18n.loadNamespaces(['auth', 'validation']);
  return null;
};

/** `/user/forget`: reset a forgotten password by a code sent to the account's e-mail or phone. */
export default function ForgetRoute() {
  const { t, i18n: instance } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <AuthPage
      title={t('forget.title')}
      testId="forget-page"
      below={
        <Text ta="center" size="sm">
          <Anchor component={Link} to={paths.user.login.href()} fw={600}>
            {t('forget.backToLogin')}
          </Anchor>
        </Text>
      }
    >
      <ForgetPassword
        defaultCallingCode={defaultCallingCode(instance.resolvedLanguage ?? 'en')}
        onReset={() => navigate(paths.user.result.href('reset'), { replace: true })}
      />
    </AuthPage>
  );
}
