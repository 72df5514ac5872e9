import './styles';
import { Button, Container, Group, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

const sections = [
  { key: 'nav.overview', to: paths.account.userInfo.path },
  { key: 'nav.google', to: paths.account.google.path },
  { key: 'nav.password', to: paths.account.password.path },
  { key: 'nav.record', to: paths.account.record.path },
] as const;

/** The frame of every security-centre screen: the links between them, a title, a line of help. */
export function SecurityPage({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('security');
  const { pathname } = useLocation();
  return (
    <Container size="lg" py="xl" data-testid={testId}>
      <Stack gap="lg">
        <ScrollArea type="never" offsetScrollbars={false}>
          <Group gap={6} wrap="nowrap" component="nav" aria-label={t('nav.label')}>
            {sections.map((s) => {
              const active = pathname === s.to;
              return (
                <Button
                  key={s.to}
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
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" maw={680}>
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
