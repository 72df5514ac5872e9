import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Button, Divider, Drawer, Group, NavLink, ScrollArea, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { loginHrefFrom, paths } from '../../config/paths';
import { track } from '../../lib/action-log';
import { useTranslation } from '../../lib/react-i18n';
import { useIsRouted, useRoutedLinks } from '../../lib/routed-paths';
import { signOut } from '../../lib/session/session';
import type { SessionState } from '../../lib/session/session-store';
import type { HeaderMenus } from './layout-rules';
import {
  aboutLinks,
  assetsLinks,
  type MenuLink,
  merchantAssetsLinks,
  merchantLinks,
  ordersLinks,
  productLinks,
  tradeLinks,
  userLinks,
} from './menus';
import { VerificationBadge } from './verification-badge';

function Group_({
  labelKey,
  links,
  onNavigate,
}: {
  labelKey: string;
  links: MenuLink[];
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const routed = useRoutedLinks(links);
  if (routed.length === 0) return null;
  return (
    <NavLink label={t(labelKey)} childrenOffset="md">
      {routed.map((link) => (
        <NavLink key={link.to} component={Link} to={link.to} label={t(link.labelKey)} onClick={onNavigate} />
      ))}
    </NavLink>
  );
}

/** The slide-out menu below the desktop breakpoint: every header entry, in the same order. */
// Over 70 lines on purpose: one piece of the shell's markup (its links and menus, in order), its
// little state at the top; split up, one menu would be spread over several files.
export default function MobileMenu({
  opened,
  onClose,
  menus,
  session,
}: {
  opened: boolean;
  onClose: () => void;
  menus: HeaderMenus;
  session: SessionState;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const user = session.user;
  const isRouted = useIsRouted();
  const trade = useRoutedLinks(tradeLinks);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(320px, 85vw)"
      title={t('header.menu')}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid="mobile-menu"
    >
      <Stack gap={2} component="nav" aria-label={t('header.mainNav')}>
        <Group_ labelKey="menu.products.label" links={productLinks} onNavigate={onClose} />
        <Group_ labelKey="menu.about.label" links={aboutLinks} onNavigate={onClose} />
        {trade.map((link) => (
          <NavLink key={link.to} component={Link} to={link.to} label={t(link.labelKey)} onClick={onClose} />
        ))}
        {menus.personal && <Group_ labelKey="menu.assets.label" links={assetsLinks} onNavigate={onClose} />}
        {menus.personal && <Group_ labelKey="menu.orders.label" links={ordersLinks} onNavigate={onClose} />}
        {menus.merchant && (
          <Group_ labelKey="menu.assets.label" links={merchantAssetsLinks} onNavigate={onClose} />
        )}
        {menus.merchant && (
          <Group_ labelKey="menu.merchant.label" links={merchantLinks} onNavigate={onClose} />
        )}
        <NavLink component={Link} to={paths.download.href()} label={t('header.download')} onClick={onClose} />
        <NavLink
          component={Link}
          to={paths.notice.list.href()}
          label={t('header.notices')}
          onClick={onClose}
        />
        {user && (
          <>
            <Divider my="xs" />
            <NavLink
              component={Link}
              to={userLinks.profile.to}
              label={t(userLinks.profile.labelKey)}
              onClick={onClose}
            />
            {menus.acceptorEntry && isRouted(userLinks.acceptor.to) && (
              <NavLink
                component={Link}
                to={userLinks.acceptor.to}
                label={t(userLinks.acceptor.labelKey)}
                onClick={onClose}
              />
            )}
            {menus.personal && (
              <NavLink
                component={Link}
                to={userLinks.verification.to}
                label={t(userLinks.verification.labelKey)}
                rightSection={<VerificationBadge status={user.kycStatus} />}
                onClick={onClose}
              />
            )}
          </>
        )}
      </Stack>
      <Divider my="md" />
      {menus.authLinks ? (
        <Group grow>
          <Button variant="default" component={Link} to={loginHrefFrom(location)} onClick={onClose}>
            {t('header.login')}
          </Button>
          <Button component={Link} to={paths.user.register.href()} onClick={onClose}>
            {t('header.register')}
          </Button>
        </Group>
      ) : (
        <Button
          variant="light"
          color="red"
          fullWidth
          onClick={() => {
            onClose();
            track('logout');
            void signOut();
          }}
        >
          {t('menu.user.logout')}
        </Button>
      )}
    </Drawer>
  );
}
