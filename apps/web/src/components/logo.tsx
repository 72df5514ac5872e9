import { Group, Text } from '@mantine/core';

/** The Coffer mark: a stylised safe door, in the theme's primary colour. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="28" height="28" rx="7" fill="var(--mantine-primary-color-filled)" />
        <circle cx="16" cy="16" r="7.5" fill="none" stroke="#fff" strokeWidth="2.4" />
        <path d="M16 11.5v9M11.5 16h9" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Text component="span" fw={700} fz="lg" c="var(--mantine-color-text)">
        Coffer
      </Text>
    </Group>
  );
}
