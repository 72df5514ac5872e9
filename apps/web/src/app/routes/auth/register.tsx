import type { TokenSession } from '@coffer/contract/auth';
import { Anchor, Text } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, redirect, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { receiptCurrenciesQueryOptions } from '../../../domain/money/receipt-currencies';
import { AuthPage } from '../../../features/auth/components/auth-page';
import type { ProtocolLink } from '../../../features/auth/components/consent-fields';
import { MerchantRegisterForm } from '../../../features/auth/components/merchant-register-form';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { i18n } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/react-i18n';
import { signIn } from '../../../lib/session/session';
import { isSignedIn, sessionStore, useSession } from '../../../lib/session/session-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { commonSettingsQueryOptions, forLanguage } from '../../layout/shell-queries';

const isMerchant = (search: URLSearchParams) => search.get('type') === 'merchant';

export const loader =
  (queryClient: QueryClient) =>
  async ({ request }: { request: Request }) => {
    if (isSignedIn(sessionStore.get())) return redirect(paths.home.path);
    await i18n.loadNamespaces(['auth', 'validation']);
    void queryClient.prefetchQuery(commonSettingsQueryOptions());
    if (isMerchant(new URL(request.url).searchParams))
      void queryClient.prefetchQuery(receiptCurrenciesQueryOptions());
    return null;
  };

/**
 * The terms and privacy links of common setting type 6, in the reader's language. Not while the
 * prerendered page hydrates: the footer's fetch of the same settings may land meanwhile.
 */
function useProtocolLinks(language: string): { terms: ProtocolLink | null; privacy: ProtocolLink | null } {
  const { data } = useQuery(commonSettingsQueryOptions());
  const hydrated = useHydrated();
  const links = (hydrated && forLanguage(data?.protocolLinks ?? [], language)?.Data) || [];
  const find = (key: string) => {
    const link = links.find((l) => l.Key === key);
    return link ? { title: link.Title, url: link.Url } : null;
  };
  return { terms: find('terms'), privacy: find('privacy') };
}

/** `/user/register?type=merchant|personal`: personal or enterprise sign-up, or the merchant one. */
export default function RegisterRoute() {
  const { t, i18n: instance } = useTranslation('auth');
  const [search] = useSearchParams();
  const session = useSession();
  const language = instance.resolvedLanguage ?? 'en';
  const { terms, privacy } = useProtocolLinks(language);
  const merchant = isMerchant(search);
  // Set as the sign-up succeeds, before the new session arrives: from then on this page leads to
  // the result page rather than treating the user as one who was signed in already.
  const [registered, setRegistered] = useState<'register' | 'merchant' | null>(null);
  if (registered) return <Navigate to={paths.user.result.href(registered)} replace />;
  if (isSignedIn(session)) return <Navigate to={paths.home.path} replace />;

  /** Sign-up signs the new account in, then the result page leads on to verification. */
  const finish = async (tokens: TokenSession & { accountType: number }) => {
    setRegistered(merchant ? 'merchant' : 'register');
    await signIn(tokens, { accountType: tokens.accountType });
  };

  const common = { terms, privacy, defaultCallingCode: defaultCallingCode(language) };
  return (
    <AuthPage
      key={merchant ? 'merchant' : 'personal'}
      title={merchant ? t('register.merchantTitle') : t('register.title')}
      subtitle={merchant ? t('register.merchantSubtitle') : t('register.subtitle')}
      width={600}
      testId="register-page"
      below={
        <Text ta="center" size="sm">
          {t('register.haveAccount')}{' '}
          <Anchor component={Link} to={paths.user.login.href()} fw={600} data-testid="to-login">
            {t('register.login')}
          </Anchor>
          {' · '}
          <Anchor
            component={Link}
            to={paths.user.register.href(merchant ? 'personal' : 'merchant')}
            data-testid="switch-register-type"
          >
            {merchant ? t('register.toPersonal') : t('register.toMerchant')}
          </Anchor>
        </Text>
      }
    >
      {merchant ? (
        <MerchantRegisterForm {...common} onRegistered={finish} />
      ) : (
        <RegisterForm {...common} onRegistered={finish} />
      )}
    </AuthPage>
  );
}
