import { type SecurityItem, securityItemSchema } from '@coffer/contract/security';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ChangePage } from '../../../features/security/components/change-page';
import { VerifyForm } from '../../../features/security/components/verify-form';
import { readQueryToken } from '../../../features/security/model/flow-state';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';

/** Signed in or not: a lost authenticator can block sign-in, so these pages need no session. */
export const loader = () => async () => {
  await i18n.loadNamespaces(['security', 'validation']);
  return null;
};

export default function SecurityFirstRoute() {
  const { t } = useTranslation('security');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const asked = securityItemSchema.safeParse(search.get('lost'));
  const initialLost: SecurityItem = asked.success ? asked.data : 'phone';
  const hasApplication = readQueryToken() !== null;
  return (
    <ChangePage page="first">
      <Stack gap="md">
        {search.get('message') === 'safe' && (
          <Alert color="orange" title={t('first.safeTitle')} data-testid="security-safe-message">
            {t('first.safeBody')}
          </Alert>
        )}
        {hasApplication && (
          <Text size="sm">
            <Anchor component={Link} to={paths.security.third.path} data-testid="security-open-status">
              {t('first.seeStatus')}
            </Anchor>
          </Text>
        )}
        <VerifyForm initialLost={initialLost} onVerified={() => navigate(paths.security.second.path)} />
      </Stack>
    </ChangePage>
  );
}
