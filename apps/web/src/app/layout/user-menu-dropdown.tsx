import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Menu.css';
import { Badge, Group, Menu } from '@mantine/core';
import { cloneElement, type ReactElement } from 'react';
import { Link } from 'react-router';
import { track } from '../../lib/action-log';
import { useTranslation } from '../../lib/react-i18n';
import { useIsRouted } from '../../lib/routed-paths';
import { signOut } from '../../lib/session/session';
import type { SessionState } from '../../lib/session/session-store';
import type { DeferredMenuStart } from './deferred-menu';
import type { HeaderMenus } from './layout-rules';
import { userLinks } from './menus';
import { VerificationBadge } from './verification-badge';

const logOut = () => {
  track('logout');
  void signOut();
};

/** The user menu's dropdown: loaded on the first interaction with its trigger. */
export default function UserMenuDropdown({
  trigger,
  user,
  menus,
  start,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  user: NonNullable<SessionState['user']>;
  menus: HeaderMenus;
  start: DeferredMenuStart;
}) {
  const { t } = useTranslation();
  const isRouted = useIsRouted();
  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={240} defaultOpened={start.opened}>
      <Menu.Target>{cloneElement(trigger, { autoFocus: start.focused })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Group justify="space-between" wrap="nowrap">
            <span>UID {user.uid}</span>
            {menus.merchant && (
              <Badge
                size="sm"
                variant="light"
                color={user.isOfficial ? 'teal' : 'gray'}
                data-testid="official-label"
              >
                {user.isOfficial ? t('merchant.official') : t('merchant.notOfficial')}
              </Badge>
            )}
          </Group>
        </Menu.Label>
        <Menu.Item component={Link} to={userLinks.profile.to}>
          {t(userLinks.profile.labelKey)}
        </Menu.Item>
        {menus.acceptorEntry && isRouted(userLinks.acceptor.to) && (
          <Menu.Item component={Link} to={userLinks.acceptor.to} data-testid="acceptor-entry">
            {t(userLinks.acceptor.labelKey)}
          </Menu.Item>
        )}
        {menus.personal && (
          <Menu.Item
            component={Link}
            to={userLinks.verification.to}
            rightSection={<VerificationBadge status={user.kycStatus} />}
          >
            {t(userLinks.verification.labelKey)}
          </Menu.Item>
        )}
        {menus.merchant && !user.isOfficial && isRouted(userLinks.apply.to) && (
          <Menu.Item component={Link} to={userLinks.apply.to}>
            {t(userLinks.apply.labelKey)}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={logOut} data-testid="logout">
          {t('menu.user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
