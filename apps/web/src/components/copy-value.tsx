import '@mantine/core/styles/Tooltip.css';
import { ActionIcon, Button, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../lib/react-i18n';
import { CheckIcon, CopyIcon } from './icons';

/**
 * A value with a copy button (keys, addresses and hashes are copied, not read off the screen).
 * With `caption`, a captioned block showing the value in full beside a worded button; without, the
 * value inline with an icon button (`label` its name), `short` eliding the middle (long hashes).
 */
export function CopyValue({
  value,
  caption,
  label,
  short,
  size = 'sm',
  testId,
}: {
  value: string;
  caption?: string;
  label?: string;
  short?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  return caption === undefined ? (
    <CopyInline value={value} label={label} short={short} size={size} testId={testId} />
  ) : (
    <CopyBlock value={value} label={caption} testId={testId} />
  );
}

function CopyBlock({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation('common');
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={4}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text
          ff="monospace"
          size="sm"
          p="xs"
          style={{
            flex: 1,
            wordBreak: 'break-all',
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'var(--mantine-color-default-hover)',
          }}
          data-testid={testId}
        >
          {value}
        </Text>
        <CopyButton value={value} timeout={2000}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'teal' : undefined}
              onClick={copy}
              miw={84}
              aria-label={t('copy.label', { what: label })}
              data-testid={testId && `${testId}-copy`}
            >
              {copied ? t('copy.done') : t('copy.action')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}

function CopyInline({
  value,
  label,
  short,
  size,
  testId,
}: {
  value: string;
  label?: string;
  short?: boolean;
  size: 'xs' | 'sm' | 'md' | 'lg';
  testId?: string;
}) {
  const { t } = useTranslation('common');
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
