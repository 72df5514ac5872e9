import type { TokenSession } from '@coffer/contract/auth';
import { Anchor, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, type LoaderFunctionArgs, Navigate, redirect, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { demoAccountsRead } from '../../../features/auth/api/get-demo-accounts';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { DemoAccounts } from '../../../features/auth/components/demo-accounts';
import { LoginPanel, type LoginPrefill } from '../../../features/auth/components/login-panel';
import { safeRedirect } from '../../../features/auth/lib/redirect';
import { prefetchCached } from '../../../lib/cached-read';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { signIn } from '../../../lib/session/session';
import { isSignedIn, sessionStore, useSession } from '../../../lib/session/session-store';

/** Where the user came from: `?redirect=` (the header's login link), or the router's state. */
function targetOf(search: string, state: unknown): string {
  const fromQuery = new URLSearchParams(search).get('redirect');
  const fromState =
    typeof state === 'object' && state !== null && 'from' in state && typeof state.from === 'string'
      ? state.from
      : null;
  return safeRedirect(fromQuery ?? fromState);
}

// A plain loader: the page reads no query, so a first visit loads no TanStack Query (issue 14).
export const plainLoader = async ({ request }: LoaderFunctionArgs) => {
  // Signed-in users have nothing to do here.
  if (isSignedIn(sessionStore.get())) return redirect(targetOf(new URL(request.url).search, null));
  await i18n.loadNamespaces(['auth', 'validation']);
  prefetchCached(demoAccountsRead());
  return null;
};

export default function LoginRoute() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const [prefill, setPrefill] = useState<LoginPrefill | null>(null);
  const target = targetOf(location.search, location.state);

  const finish = useCallback(
    async (tokens: TokenSession) => {
      const user = await signIn(tokens);
      if (!user) throw new Error('account info unavailable');
      navigate(target, { replace: true });
    },
    [navigate, target],
  );

  // Signed in meanwhile (here, or in another tab): on to where the user was going.
  if (isSignedIn(session)) return <Navigate to={target} replace />;

  return (
    <AuthPage
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      testId="login-page"
      below={
        <>
          <Text ta="center" size="sm">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.user.register.href()} fw={600} data-testid="to-register">
              {t('login.register')}
            </Anchor>
          </Text>
          <DemoAccounts
            onPick={(account, password) =>
              setPrefill((p) => ({ emailAddress: account.email, password, nonce: (p?.nonce ?? 0) + 1 }))
            }
          />
        </>
      }
    >
      <LoginPanel onSignedIn={finish} prefill={prefill} />
    </AuthPage>
  );
}
