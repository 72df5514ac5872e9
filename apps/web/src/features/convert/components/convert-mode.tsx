import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How the convert page converts: now at a firm quote, or later at a limit price. */
export type ConvertMode = 'market' | 'limit';

export const convertModeOf = (text: string | null): ConvertMode => (text === 'limit' ? 'limit' : 'market');

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
    <SegmentedControl
      fullWidth
      value={mode}
      onChange={(value) => onMode(convertModeOf(value))}
      data={[
        { value: 'market', label: t('mode.market') },
        { value: 'limit', label: t('mode.limit') },
      ]}
      aria-label={t('mode.label')}
      data-testid="convert-mode"
    />
  );
}
