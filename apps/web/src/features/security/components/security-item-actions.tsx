import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../lib/react-i18n';
import type { ContactKind, ContactMode } from './contact-dialog';

/** Change or unbind a bound phone or e-mail; bind one that is not. */
export function ContactActions({
  kind,
  bound,
  onOpen,
}: {
  kind: ContactKind;
  bound: boolean;
  onOpen: (kind: ContactKind, mode: ContactMode) => void;
}) {
  const { t } = useTranslation('security');
  if (!bound)
    return (
      <Button size="xs" onClick={() => onOpen(kind, 'bind')} data-testid={`${kind}-bind`}>
        {t('action.bind')}
      </Button>
    );
  return (
    <>
      <Button
        size="xs"
        variant="default"
        onClick={() => onOpen(kind, 'change')}
        data-testid={`${kind}-change`}
      >
        {t('action.change')}
      </Button>
      <Button
        size="xs"
        variant="subtle"
        color="red"
        onClick={() => onOpen(kind, 'unbind')}
        data-testid={`${kind}-unbind`}
      >
        {t('action.unbind')}
      </Button>
    </>
  );
}

export function GoogleAction({ bound }: { bound: boolean }) {
  const { t } = useTranslation('security');
  return (
    <Button
      size="xs"
      variant={bound ? 'default' : 'filled'}
      component={Link}
      to={paths.account.google.href()}
      data-testid="google-manage"
    >
      {bound ? t('action.manage') : t('action.bind')}
    </Button>
  );
}

export function PasswordAction() {
  const { t } = useTranslation('security');
  return (
    <Button size="xs" variant="default" component={Link} to={paths.account.password.href()}>
      {t('action.change')}
    </Button>
  );
}

export function FundPinAction({ set, onOpen }: { set: boolean; onOpen: () => void }) {
  const { t } = useTranslation('security');
  return (
    <Button size="xs" variant={set ? 'default' : 'filled'} onClick={onOpen} data-testid="fund-pin-action">
      {set ? t('action.change') : t('action.set')}
    </Button>
  );
}

/** Identity verification is offered until it is under review or done. */
export function IdentityAction({ kyc }: { kyc: string }) {
  const { t } = useTranslation('security');
  if (kyc !== 'unverified' && kyc !== 'failed') return null;
  return (
    <Button size="xs" component={Link} to={paths.account.verify.href()}>
      {t('action.verify')}
    </Button>
  );
}
