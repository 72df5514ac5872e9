import { Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './marketing.module.css';

/** The opening of a public page: what it is about, the way in, and our own illustration. */
export function PageHero({
  eyebrow,
  title,
  body,
  actions,
  art,
}: {
  eyebrow: string;
  title: string;
  body: string;
  actions?: ReactNode;
  art?: ReactNode;
}) {
  return (
    <Box className={classes.hero} py={{ base: 40, md: 88 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: art ? 2 : 1 }} spacing={48} style={{ alignItems: 'center' }}>
          <Stack gap="lg" maw={640}>
            <Text className={classes.eyebrow} size="sm" fw={700} c="var(--mantine-primary-color-filled)">
              {eyebrow}
            </Text>
            <Title order={1} fz={{ base: 32, md: 48 }} lh={1.15}>
              {title}
            </Title>
            <Text size="lg" c="dimmed">
              {body}
            </Text>
            {actions}
          </Stack>
          {art && (
            <Box className={classes.art} aria-hidden="true" visibleFrom="md">
              {art}
            </Box>
          )}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
