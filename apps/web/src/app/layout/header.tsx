import { Box, Burger, Button, Container, Group, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '../../components/logo';
import { loginHrefFrom, paths } from '../../config/paths';
import { loadQueryClient } from '../../lib/lazy-query-client';
import { useTranslation } from '../../lib/react-i18n';
import { useRoutedLinks } from '../../lib/routed-paths';
import { useSession } from '../../lib/session/session-store';
import { DownloadMenu } from './download-menu';
import { LanguageMenu } from './language-menu';
import classes from './layout.module.css';
import { headerMenus } from './layout-rules';
import {
  aboutLinks,
  assetsLinks,
  merchantAssetsLinks,
  merchantLinks,
  ordersLinks,
  productLinks,
  tradeLinks,
} from './menus';
import { NavMenu } from './nav-menu';
import { NoticeBell } from './notice-bell';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

/** The slide-out menu's code (a drawer) loads the first time it is opened. */
const MobileMenu = lazy(() => import('./mobile-menu'));
// The count is read with TanStack Query, which the first page that uses it loads: here it may
// be the first (a merchant opening `/`).
const MerchantReviewCount = lazy(() => loadQueryClient().then(() => import('./merchant-review-count')));

/** The header of spec §2; below the `md` breakpoint its navigation moves into the slide-out menu. */
// Over 70 lines on purpose: one piece of the shell's markup (its links and menus, in order), its
// little state at the top; split up, one menu would be spread over several files.
export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const session = useSession();
  const menus = headerMenus(session);
  const trade = useRoutedLinks(tradeLinks);
  const [opened, { toggle, close }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <Box component="header" className={classes.header} data-testid="site-header">
      <Container size="xl" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <UnstyledButton component={Link} to={paths.home.href()} aria-label={t('header.home')}>
              <Logo />
            </UnstyledButton>
            <Group gap={2} visibleFrom="md" component="nav" aria-label={t('header.mainNav')} wrap="nowrap">
              <NavMenu
                label={t('menu.products.label')}
                testId="product-menu"
                sections={[{ links: productLinks }, { labelKey: 'menu.about.label', links: aboutLinks }]}
              />
              {trade.map((link) => (
                <NavLink key={link.to} to={link.to} className={classes.navLink}>
                  {t(link.labelKey)}
                </NavLink>
              ))}
              {menus.personal && (
                <>
                  <NavMenu
                    label={t('menu.assets.label')}
                    testId="assets-menu"
                    sections={[{ links: assetsLinks }]}
                  />
                  <NavMenu
                    label={t('menu.orders.label')}
                    testId="orders-menu"
                    sections={[{ links: ordersLinks }]}
                  />
                </>
              )}
              {menus.merchant && (
                <NavMenu
                  label={t('menu.assets.label')}
                  testId="assets-menu"
                  sections={[{ links: merchantAssetsLinks }]}
                />
              )}
              {menus.merchant && (
                <NavMenu
                  label={<MerchantMenuLabel />}
                  testId="merchant-menu"
                  sections={[{ links: merchantLinks }]}
                />
              )}
            </Group>
          </Group>
          <Group gap={4} wrap="nowrap">
            <NoticeBell />
            <Box visibleFrom="sm">
              <DownloadMenu />
            </Box>
            <LanguageMenu />
            <ThemeToggle />
            {menus.authLinks && (
              <Group gap="xs" visibleFrom="md" wrap="nowrap" ml="xs">
                <Button
                  variant="subtle"
                  component={Link}
                  to={loginHrefFrom(location)}
                  data-testid="login-link"
                >
                  {t('header.login')}
                </Button>
                <Button component={Link} to={paths.user.register.href()} data-testid="register-link">
                  {t('header.register')}
                </Button>
              </Group>
            )}
            {!menus.authLinks && (
              <Box visibleFrom="md">
                <UserMenu session={session} menus={menus} />
              </Box>
            )}
            <Burger
              hiddenFrom="md"
              opened={opened}
              onClick={() => {
                setEverOpened(true);
                toggle();
              }}
              size="sm"
              aria-label={t('header.menu')}
              data-testid="mobile-menu-button"
            />
          </Group>
        </Group>
      </Container>
      {everOpened && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} menus={menus} session={session} />
        </Suspense>
      )}
    </Box>
  );
}

/** The merchant menu's label with the count of orders waiting for review (live). */
function MerchantMenuLabel() {
  const { t } = useTranslation();
  return (
    <>
      {t('menu.merchant.label')}
      <Suspense fallback={null}>
        <MerchantReviewCount />
      </Suspense>
    </>
  );
}
