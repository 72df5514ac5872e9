import { Text, UnstyledButton } from '@mantine/core';
import { lazy } from 'react';
import { ChevronDownIcon, UserIcon } from '../../components/icons';
import { useTranslation } from '../../lib/react-i18n';
import type { SessionState } from '../../lib/session/session-store';
import { DeferredMenu } from './deferred-menu';
import classes from './layout.module.css';
import type { HeaderMenus } from './layout-rules';

const load = () => import('./user-menu-dropdown');
const Dropdown = lazy(load);

/**
 * The signed-in user's menu. Personal accounts: profile, the acceptor page (type 6 only) and
 * verification with its badge. Merchants (types 1 and 3): the profile menu with the official label.
 * Both end with log out. Its dropdown's code loads on the first interaction.
 */
export function UserMenu({ session, menus }: { session: SessionState; menus: HeaderMenus }) {
  const { t } = useTranslation();
  const user = session.user;
  if (!user) return null;
  const trigger = (
    <UnstyledButton className={classes.navLink} aria-label={t('menu.user.label')} data-testid="user-menu">
      <UserIcon size={18} />
      <Text span size="sm" visibleFrom="lg" maw={140} truncate>
        {user.name || user.uid}
      </Text>
      <ChevronDownIcon />
    </UnstyledButton>
  );
  return (
    <DeferredMenu trigger={trigger} load={load}>
      {(start) => <Dropdown trigger={trigger} user={user} menus={menus} start={start} />}
    </DeferredMenu>
  );
}
