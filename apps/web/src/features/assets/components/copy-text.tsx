import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CopyIcon } from '../../../components/icons';

/** A value with a copy button; `short` shows the middle elided (long hashes in tables). */
export function CopyText({
  value,
  short,
  label,
  size = 'sm',
  testId,
}: {
  value: string;
  short?: boolean;
  label?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation('assets');
  const shown = short && value.length > 16 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
  return (
    <Group gap={4} wrap="nowrap" align="center">
      <Text
        size={size}
        ff="monospace"
        title={short ? value : undefined}
        style={short ? { whiteSpace: 'nowrap' } : { wordBreak: 'break-all' }}
        data-testid={testId}
      >
        {shown}
      </Text>
      <CopyButton value={value} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copy.done') : (label ?? t('copy.action'))} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={label ?? t('copy.action')}
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
