import '@mantine/core/styles/Divider.css';
import './styles';
import { type AccountInfo, kycStatus } from '@coffer/contract/auth';
import { Divider, Paper, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Fragment, useState } from 'react';
import { AuthenticatorIcon, IdIcon, LockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/icons';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { useRefreshSecurity } from '../api/keys';
import { ContactDialog, type ContactKind, type ContactMode } from './contact-dialog';
import { FundPinDialog } from './fund-pin-dialog';
import {
  ContactActions,
  FundPinAction,
  GoogleAction,
  IdentityAction,
  PasswordAction,
} from './security-item-actions';
import { SecurityItemRow } from './security-item-row';

type Dialog = { type: 'contact'; kind: ContactKind; mode: ContactMode } | { type: 'fundPin' } | null;

/** The rows of the overview: each item's icon, state, detail and actions. */
function securityRows(
  user: AccountInfo,
  kyc: string,
  t: TFunction<'security'>,
  open: (dialog: Dialog) => void,
) {
  const phone = user.phoneNumber ? `${user.areaCode ?? ''} ${user.phoneNumber}`.trim() : null;
  const openContact = (kind: ContactKind, mode: ContactMode) => open({ type: 'contact', kind, mode });
  return [
    {
      key: 'phone',
      icon: <PhoneIcon size={20} />,
      on: Boolean(phone),
      detail: phone ?? t('items.phone.off'),
      actions: <ContactActions kind="phone" bound={Boolean(phone)} onOpen={openContact} />,
    },
    {
      key: 'email',
      icon: <MailIcon size={20} />,
      on: Boolean(user.email),
      detail: user.email ?? t('items.email.off'),
      actions: <ContactActions kind="email" bound={Boolean(user.email)} onOpen={openContact} />,
    },
    {
      key: 'google',
      icon: <AuthenticatorIcon size={20} />,
      on: user.googleAuthBound,
      detail: user.googleAuthBound ? t('items.google.on') : t('items.google.off'),
      actions: <GoogleAction bound={user.googleAuthBound} />,
    },
    {
      key: 'password',
      icon: <LockIcon size={20} />,
      on: true,
      detail: t('items.password.on'),
      actions: <PasswordAction />,
    },
    {
      key: 'fundPin',
      icon: <PinIcon size={20} />,
      on: user.fundPasswordSet,
      detail: user.fundPasswordSet ? t('items.fundPin.on') : t('items.fundPin.off'),
      actions: <FundPinAction set={user.fundPasswordSet} onOpen={() => open({ type: 'fundPin' })} />,
    },
    {
      key: 'identity',
      icon: <IdIcon size={20} />,
      on: kyc === 'verified',
      detail: t(`items.identity.${kyc}`),
      actions: <IdentityAction kyc={kyc} />,
    },
  ];
}

/**
 * The security overview (spec §2 security centre): phone, e-mail, authenticator, login password,
 * fund PIN and identity, each with its state and its action.
 */
export function SecurityItems({ user }: { user: AccountInfo }) {
  const { t } = useTranslation('security');
  const refreshSecurity = useRefreshSecurity();
  const [dialog, setDialog] = useState<Dialog>(null);
  const done = (message: string) => {
    setDialog(null);
    void notifySuccess(message);
    refreshSecurity();
  };
  const kyc = kycStatus.keyOf(user.kycStatus) ?? 'unverified';

  const rows = securityRows(user, kyc, t, setDialog);
  const stateLabel = (key: string, on: boolean) =>
    key === 'identity'
      ? t(`kyc.${kyc}`)
      : key === 'password' || key === 'fundPin'
        ? t(on ? 'state.set' : 'state.notSet')
        : t(on ? 'state.bound' : 'state.notBound');

  return (
    <Paper withBorder radius="md" p="lg" data-testid="security-items">
      <Title order={2} fz="lg" mb="xs">
        {t('items.title')}
      </Title>
      <Stack gap={0}>
        {rows.map((row, i) => (
          <Fragment key={row.key}>
            {i > 0 && <Divider />}
            <SecurityItemRow
              icon={row.icon}
              title={t(`items.${row.key}.title`)}
              detail={row.detail}
              on={row.on}
              stateLabel={stateLabel(row.key, row.on)}
              actions={row.actions}
              testId={`item-${row.key}`}
            />
          </Fragment>
        ))}
      </Stack>
      {dialog?.type === 'contact' && (
        <ContactDialog
          key={`${dialog.kind}-${dialog.mode}`}
          kind={dialog.kind}
          mode={dialog.mode}
          user={user}
          onClose={() => setDialog(null)}
          onDone={done}
          onBindOther={() =>
            setDialog({ type: 'contact', kind: dialog.kind === 'email' ? 'phone' : 'email', mode: 'bind' })
          }
        />
      )}
      {dialog?.type === 'fundPin' && (
        <FundPinDialog user={user} onClose={() => setDialog(null)} onDone={done} />
      )}
    </Paper>
  );
}
