import { Group, ThemeIcon, Title } from '@mantine/core';
import { CheckIcon } from '../../../components/icons';

/** The heading of an order just made (a conversion, a limit order): a green tick and what happened. */
export function ResultTitle({ children }: { children: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <ThemeIcon color="green" radius="xl" size="lg" variant="light">
        <CheckIcon />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {children}
      </Title>
    </Group>
  );
}
