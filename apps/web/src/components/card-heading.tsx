import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card's heading: its title, and a dimmed line under it saying what the card is for. */
export function CardHeading({ title, help }: { title: ReactNode; help: ReactNode }) {
  return (
    <Stack gap={2}>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {help}
      </Text>
    </Stack>
  );
}
