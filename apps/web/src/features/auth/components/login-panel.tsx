import '@mantine/core/styles/Tabs.css';
import type { TokenSession } from '@coffer/contract/auth';
import { Center, Loader, Tabs } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { TabList } from '../../../components/tab-list';
import { defaultCallingCode } from '../../../lib/calling-codes';
import { useTranslation } from '../../../lib/react-i18n';
import type { VerificationChallenge } from '../lib/sign-in-failure';
import type { ContactMethod } from './contact-fields';
import { PasswordSignInForm } from './password-sign-in-form';

// The QR tab and its library load only when someone opens it; the second factor (with its schema)
// only when the server asks for it.
const QrLogin = lazy(() => import('./qr-login'));
const SecurityVerification = lazy(() =>
  import('./security-verification').then((m) => ({ default: m.SecurityVerification })),
);

const loading = (
  <Center h={300}>
    <Loader />
  </Center>
);

type Tab = ContactMethod | 'qr';

export interface LoginPrefill {
  emailAddress: string;
  password: string;
  /** Changes on every pick, so picking the same account twice still refills the form. */
  nonce: number;
}

/** `/user/login`: e-mail, phone and QR tabs; a new device continues with the second factor. */
export function LoginPanel({
  onSignedIn,
  prefill,
}: {
  onSignedIn: (tokens: TokenSession) => Promise<void>;
  prefill: LoginPrefill | null;
}) {
  const { t, i18n } = useTranslation('auth');
  const [tab, setTab] = useState<Tab>('email');
  const [challenge, setChallenge] = useState<VerificationChallenge | null>(null);
  const [shownPrefill, setShownPrefill] = useState<number | null>(null);
  // A demo pick switches to the e-mail tab (and out of a pending verification).
  if (prefill && prefill.nonce !== shownPrefill) {
    setShownPrefill(prefill.nonce);
    setTab('email');
    setChallenge(null);
  }

  if (challenge)
    return (
      <Suspense fallback={loading}>
        <SecurityVerification
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={() => setChallenge(null)}
        />
      </Suspense>
    );

  const blank = {
    emailAddress: '',
    areaCode: defaultCallingCode(i18n.resolvedLanguage ?? 'en'),
    phoneNumber: '',
  };
  return (
    <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'email')} keepMounted={false}>
      <TabList
        grow
        mb="lg"
        tabs={[
          { value: 'email', label: t('tab.email') },
          { value: 'phone', label: t('tab.phone') },
          { value: 'qr', label: t('tab.qr') },
        ]}
      />
      <Tabs.Panel value="email">
        <PasswordSignInForm
          key={prefill?.nonce ?? 0}
          method="email"
          defaults={{
            ...blank,
            ...(prefill ? { emailAddress: prefill.emailAddress, password: prefill.password } : {}),
          }}
          onSignedIn={onSignedIn}
          onVerify={setChallenge}
        />
      </Tabs.Panel>
      <Tabs.Panel value="phone">
        <PasswordSignInForm method="phone" defaults={blank} onSignedIn={onSignedIn} onVerify={setChallenge} />
      </Tabs.Panel>
      <Tabs.Panel value="qr">
        <Suspense fallback={loading}>
          <QrLogin onSignedIn={onSignedIn} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
