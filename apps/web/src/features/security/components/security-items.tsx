import './styles';
import { type AccountInfo, kycStatus } from '@coffer/contract/auth';
import { Button, Divider, Paper, Stack, Title } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthenticatorIcon, IdIcon, LockIcon, MailIcon, PhoneIcon, PinIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/overlays';
import { useRefreshSecurity } from '../api/keys';
import { ContactDialog, type ContactKind, type ContactMode } from './contact-dialog';
import { FundPinDialog } from './fund-pin-dialog';
import { SecurityItemRow } from './security-item-row';

type Dialog = { type: 'contact'; kind: ContactKind; mode: ContactMode } | { type: 'fundPin' } | null;

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
  const phone = user.phoneNumber ? `${user.areaCode ?? ''} ${user.phoneNumber}`.trim() : null;
  const kyc = kycStatus.keyOf(user.kycStatus) ?? 'unverified';

  const contactActions = (kind: ContactKind, bound: boolean) =>
    bound ? (
      <>
        <Button
          size="xs"
          variant="default"
          onClick={() => setDialog({ type: 'contact', kind, mode: 'change' })}
          data-testid={`${kind}-change`}
        >
          {t('action.change')}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          onClick={() => setDialog({ type: 'contact', kind, mode: 'unbind' })}
          data-testid={`${kind}-unbind`}
        >
          {t('action.unbind')}
        </Button>
      </>
    ) : (
      <Button
        size="xs"
        onClick={() => setDialog({ type: 'contact', kind, mode: 'bind' })}
        data-testid={`${kind}-bind`}
      >
        {t('action.bind')}
      </Button>
    );

  const rows = [
    {
      key: 'phone',
      icon: <PhoneIcon size={20} />,
      on: Boolean(phone),
      detail: phone ?? t('items.phone.off'),
      actions: contactActions('phone', Boolean(phone)),
    },
    {
      key: 'email',
      icon: <MailIcon size={20} />,
      on: Boolean(user.email),
      detail: user.email ?? t('items.email.off'),
      actions: contactActions('email', Boolean(user.email)),
    },
    {
      key: 'google',
      icon: <AuthenticatorIcon size={20} />,
      on: user.googleAuthBound,
      detail: user.googleAuthBound ? t('items.google.on') : t('items.google.off'),
      actions: (
        <Button
          size="xs"
          variant={user.googleAuthBound ? 'default' : 'filled'}
          component={Link}
          to={paths.account.google.href()}
          data-testid="google-manage"
        >
          {user.googleAuthBound ? t('action.manage') : t('action.bind')}
        </Button>
      ),
    },
    {
      key: 'password',
      icon: <LockIcon size={20} />,
      on: true,
      detail: t('items.password.on'),
      actions: (
        <Button size="xs" variant="default" component={Link} to={paths.account.password.href()}>
          {t('action.change')}
        </Button>
      ),
    },
    {
      key: 'fundPin',
      icon: <PinIcon size={20} />,
      on: user.fundPasswordSet,
      detail: user.fundPasswordSet ? t('items.fundPin.on') : t('items.fundPin.off'),
      actions: (
        <Button
          size="xs"
          variant={user.fundPasswordSet ? 'default' : 'filled'}
          onClick={() => setDialog({ type: 'fundPin' })}
          data-testid="fund-pin-action"
        >
          {user.fundPasswordSet ? t('action.change') : t('action.set')}
        </Button>
      ),
    },
    {
      key: 'identity',
      icon: <IdIcon size={20} />,
      on: kyc === 'verified',
      detail: t(`items.identity.${kyc}`),
      actions:
        kyc === 'unverified' || kyc === 'failed' ? (
          <Button size="xs" component={Link} to={paths.account.verify.href()}>
            {t('action.verify')}
          </Button>
        ) : null,
    },
  ];
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
