import '@mantine/core/styles/Badge.css';
import './styles';
import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** One security item: what it is, its state, and what can be done with it. */
export function SecurityItemRow({
  icon,
  title,
  detail,
  on,
  stateLabel,
  actions,
  testId,
}: {
  icon: ReactNode;
  title: string;
  detail: string;
  on: boolean;
  stateLabel: string;
  actions: ReactNode;
  testId: string;
}) {
  return (
    <Group
      justify="space-between"
      align="center"
      gap="sm"
      py="md"
      data-testid={testId}
      data-state={on ? 'on' : 'off'}
    >
      <Group gap="md" wrap="nowrap" style={{ flex: '1 1 260px', minWidth: 0 }}>
        <ThemeIcon variant="light" size={40} radius="md" color={on ? 'teal' : 'gray'}>
          {icon}
        </ThemeIcon>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            <Badge size="sm" variant="light" color={on ? 'teal' : 'gray'} data-testid={`${testId}-state`}>
              {stateLabel}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {detail}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" justify="flex-end" style={{ flexShrink: 0, marginLeft: 'auto' }}>
        {actions}
      </Group>
    </Group>
  );
}
