import { UnstyledButton } from '@mantine/core';
import { lazy } from 'react';
import { PhoneIcon } from '../../components/icons';
import { useTranslation } from '../../lib/react-i18n';
import { DeferredMenu } from './deferred-menu';
import classes from './layout.module.css';

const load = () => import('./download-menu-dropdown');
const Dropdown = lazy(load);

/** The header's download menu; its code (QR codes, the app list) loads on the first interaction. */
export function DownloadMenu() {
  const { t } = useTranslation();
  const trigger = (
    <UnstyledButton
      className={classes.navLink}
      aria-label={t('header.download')}
      aria-expanded={false}
      data-testid="download-menu"
    >
      <PhoneIcon size={18} />
    </UnstyledButton>
  );
  return (
    <DeferredMenu trigger={trigger} load={load}>
      {(start) => <Dropdown trigger={trigger} start={start} />}
    </DeferredMenu>
  );
}
