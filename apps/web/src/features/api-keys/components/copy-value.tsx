import './styles';
import { Button, CopyButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A value in full with a labelled copy button (keys are copied, not read off the screen). */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('api-keys');
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
              data-testid={`${testId}-copy`}
            >
              {copied ? t('copy.done') : t('copy.action')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
