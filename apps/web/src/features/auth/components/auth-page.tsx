import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './auth.module.css';

/** The frame of the sign-in pages: a centred card with its title, on a soft backdrop. */
export function AuthPage({
  title,
  subtitle,
  width = 460,
  children,
  below,
  testId,
}: {
  title: string;
  subtitle?: ReactNode;
  width?: number;
  children: ReactNode;
  /** Shown under the card (the demo accounts, links to the other pages). */
  below?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={classes.page} data-testid={testId}>
      <Stack gap="lg" maw={width} mx="auto">
        <Paper withBorder shadow="sm" radius="lg" className={classes.card} w="100%">
          <Stack gap="lg">
            <Stack gap={4}>
              <Title order={1} fz={{ base: 24, sm: 28 }}>
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm">
                  {subtitle}
                </Text>
              )}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {below}
      </Stack>
    </div>
  );
}
