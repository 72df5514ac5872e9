import '@mantine/core/styles/Badge.css';
import './styles';
import { type AccountInfo, accountType, kycStatus } from '@coffer/contract/auth';
import { ActionIcon, Badge, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { CheckIcon, CopyIcon } from '../../../components/icons';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Who is signed in: name, UID (copyable), account type and the last sign-in. */
export function ProfileCard({ user }: { user: AccountInfo }) {
  const { t, i18n } = useTranslation('security');
  const type = accountType.keyOf(user.accountType) ?? 'personal';
  const kyc = kycStatus.keyOf(user.kycStatus) ?? 'unverified';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="profile-card">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="lg" truncate>
            {user.name || t('profile.noName')}
          </Text>
          <Badge variant="light" color={kyc === 'verified' ? 'green' : 'gray'}>
            {t(`kyc.${kyc}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <Fact label={t('profile.uid')}>
            <Group gap={4} wrap="nowrap">
              <Text ff="monospace" data-testid="profile-uid">
                {user.uid}
              </Text>
              <CopyButton value={user.uid} timeout={1500}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? t('copy.done') : t('copy.action')} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color={copied ? 'teal' : 'gray'}
                      size="sm"
                      onClick={copy}
                      aria-label={t('profile.copyUid')}
                    >
                      {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
          </Fact>
          <Fact label={t('profile.accountType')}>
            <Text>{t(`profile.type.${type}`)}</Text>
          </Fact>
          <Fact label={t('profile.lastLogin')}>
            <Text>
              {user.lastLoginTime ? formatDateTime(user.lastLoginTime, i18n.resolvedLanguage ?? 'en') : '--'}
            </Text>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
