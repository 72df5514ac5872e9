import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { SwapVerticalIcon } from '../../components/icons';

/** The round button between a "from" and a "to" field that swaps them (convert, transfer). */
export function SwapButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Group justify="center">
      <Tooltip label={label} withArrow>
        <ActionIcon
          variant="light"
          radius="xl"
          size="lg"
          onClick={onClick}
          aria-label={label}
          data-testid={testId}
        >
          <SwapVerticalIcon />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
