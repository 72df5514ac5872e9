import { Badge, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/icons';
import { track } from '../../lib/action-log';
import { useIsRouted } from '../../lib/routed-paths';
import { signOut } from '../../lib/session/session';
import type { SessionState } from '../../lib/session/session-store';
import classes from './layout.module.css';
import type { HeaderMenus } from './layout-rules';
import { userLinks } from './menus';
import { VerificationBadge } from './verification-badge';

const logOut = () => {
  track('logout');
  void signOut();
};

/**
 * The signed-in user's menu. Personal accounts: profile, the acceptor page (type 6 only) and
 * verification with its badge. Merchants (types 1 and 3): the profile menu with the official label.
 * Both end with log out.
 */
export function UserMenu({ session, menus }: { session: SessionState; menus: HeaderMenus }) {
  const { t } = useTranslation();
  const user = session.user;
  const isRouted = useIsRouted();
  if (!user) return null;
  return (
    <Menu position="bottom-end" offset={6} shadow="md" width={240}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} aria-label={t('menu.user.label')} data-testid="user-menu">
          <UserIcon size={18} />
          <Text span size="sm" visibleFrom="lg" maw={140} truncate>
            {user.name || user.uid}
          </Text>
          <ChevronDownIcon />
        </UnstyledButton>
      </Menu.Target>
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
