import './styles';
import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { CheckIcon, CopyIcon } from '../../../components/icons';
import { useTranslation } from '../../../lib/react-i18n';

/** The secret in groups of four, for typing into an app by hand, with a copy button. */
export function GoogleKey({ secret, account }: { secret: string; account: string }) {
  const { t } = useTranslation('security');
  const grouped = secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-default-hover)">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('google.manualKey')}
        </Text>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text ff="monospace" fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="google-secret">
            {grouped}
          </Text>
          <CopyButton value={secret} timeout={1500}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('copy.done') : t('copy.action')} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('google.copyKey')}
                  data-testid="google-secret-copy"
                >
                  {copied ? <CheckIcon size={18} /> : <CopyIcon size={18} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('google.accountName', { account })}
        </Text>
      </Stack>
    </Paper>
  );
}
