import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A quiet, titled card beside a money form: the balances it moves, what happens next. */
export function SideCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--mantine-color-default-hover)">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * One balance in a side card: what it is of, and the amount once it has loaded. While it loads, a
 * skeleton; once its query has failed (`failed`), `failedText` (nothing unless given).
 */
export function BalanceLine({
  label,
  value,
  failed = false,
  failedText = null,
  testId,
}: {
  label: ReactNode;
  /** The amount with its coin, formatted; undefined while it is not known. */
  value: string | undefined;
  failed?: boolean;
  failedText?: ReactNode;
  testId: string;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">{label}</Text>
      {value !== undefined ? (
        <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
          {value}
        </Text>
      ) : failed ? (
        failedText
      ) : (
        <Skeleton h={16} w={100} />
      )}
    </Group>
  );
}
