import { Group, type GroupProps, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A bordered panel of a screen: its title, with anything that acts on the panel beside it (a
 * filter, buttons, an export; laid out by `asideGroup`), then its content.
 */
export function TitledPanel({
  title,
  aside,
  asideGroup,
  children,
}: {
  title: ReactNode;
  aside?: ReactNode;
  asideGroup?: Omit<GroupProps, 'justify'>;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz="lg">
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        {aside ? (
          <Group justify="space-between" {...asideGroup}>
            {heading}
            {aside}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
