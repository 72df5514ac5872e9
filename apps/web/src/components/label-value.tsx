import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One line of a summary (a quote, a result, an order's detail): the label dimmed on the left, the
 * value on the right in tabular digits, bold unless `weight` says otherwise.
 */
export function LabelValue({
  label,
  value,
  testId,
  weight = 600,
  size = 'sm',
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  weight?: number;
  size?: 'sm' | 'lg';
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        component="div"
        size={size}
        fw={weight}
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {value}
      </Text>
    </Group>
  );
}
