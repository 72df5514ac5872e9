import './styles';
import { Button, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.overview', to: paths.assets.root.path },
  { key: 'nav.deposit', to: paths.assets.recharge.path },
  { key: 'nav.withdraw', to: paths.assets.withdraw.path },
  { key: 'nav.transfer', to: paths.assets.transfer.path },
  { key: 'nav.address', to: paths.assets.address.path },
] as const;

/** The frame of every assets screen: its title, a line of help, and the links between the screens. */
export function AssetsPage({
  title,
  description,
  actions,
  children,
  testId,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('assets');
  const { pathname } = useLocation();
  const activeLink = useRef<HTMLAnchorElement>(null);
  // The current screen's link in view on a phone, where the row scrolls sideways.
  useEffect(() => {
    if (pathname) activeLink.current?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <Container size="lg" py="xl" data-testid={testId}>
      <Stack gap="lg">
        {/* On a phone the links scroll sideways rather than shrink into unreadable stubs. */}
        <ScrollArea type="never" offsetScrollbars={false}>
          <Group gap={6} wrap="nowrap" component="nav" aria-label={t('nav.label')}>
            {sections.map((s) => {
              const active = pathname === s.to;
              return (
                <Button
                  key={s.to}
                  ref={active ? activeLink : undefined}
                  component={Link}
                  to={s.to}
                  size="compact-sm"
                  radius="xl"
                  variant={active ? 'filled' : 'subtle'}
                  color={active ? undefined : 'gray'}
                  aria-current={active ? 'page' : undefined}
                  style={{ flexShrink: 0 }}
                >
                  {t(s.key)}
                </Button>
              );
            })}
          </Group>
        </ScrollArea>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {description && (
              <Text c="dimmed" size="sm" maw={640}>
                {description}
              </Text>
            )}
          </Stack>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
