import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';

/** How the convert page converts: now at a firm quote, or later at a limit price. */
export type ConvertMode = 'market' | 'limit';

export const convertModeOf = (text: string | null): ConvertMode => (text === 'limit' ? 'limit' : 'market');

/**
 * A row of choices of which one is on: a tab list. Buttons rather than Mantine's SegmentedControl
 * or Tabs: their stylesheets load with the route, after the shell's, and the shell's button reset
 * (moved to the end of <body>) wins over Tabs' padding; SegmentedControl measured its indicator
 * before its own padding applied and drew it off by a few pixels.
 */
export function ChoiceTabs<T extends string>({
  label,
  value,
  choices,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  choices: { value: T; label: string }[];
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <Group grow gap={4} role="tablist" aria-label={label} data-testid={testId}>
      {choices.map((c) => (
        <Button
          key={c.value}
          role="tab"
          aria-selected={c.value === value}
          variant={c.value === value ? 'light' : 'subtle'}
          color={c.value === value ? undefined : 'gray'}
          onClick={() => onChange(c.value)}
          data-testid={`${testId}-${c.value}`}
        >
          {c.label}
        </Button>
      ))}
    </Group>
  );
}

/** The market / limit choice at the top of the convert form. */
export function ConvertModeSwitch({
  mode,
  onMode,
}: {
  mode: ConvertMode;
  onMode: (mode: ConvertMode) => void;
}) {
  const { t } = useTranslation('convert');
  return (
    <ChoiceTabs
      label={t('mode.label')}
      value={mode}
      onChange={onMode}
      choices={[
        { value: 'market', label: t('mode.market') },
        { value: 'limit', label: t('mode.limit') },
      ]}
      testId="convert-mode"
    />
  );
}
