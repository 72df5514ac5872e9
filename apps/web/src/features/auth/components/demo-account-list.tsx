import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Code.css';
import { accountType, kycStatus } from '@coffer/contract/auth';
import type { DemoAccounts as DemoAccountsAnswer } from '@coffer/contract/sandbox';
import { Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import classes from './auth.module.css';

export type DemoAccount = DemoAccountsAnswer['accounts'][number];

/** The seeded accounts (demo-accounts.tsx draws them in demo mode), each one click from a filled-in form. */
export function DemoAccountList({
  accounts,
  password,
  onPick,
}: {
  accounts: readonly DemoAccount[];
  password: string;
  onPick: (account: DemoAccount, password: string) => void;
}) {
  const { t } = useTranslation('auth');
  const typeLabel = (type: number) => {
    if (type === accountType.members.enterprise) return t('demo.enterprise');
    if (type === accountType.members.merchant || type === accountType.members.subMerchant)
      return t('demo.merchant');
    if (type === accountType.members.acceptor) return t('demo.acceptor');
    return t('demo.personal');
  };
  return (
    <Paper withBorder radius="lg" p="lg" data-testid="demo-accounts">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{t('demo.title')}</Text>
          <Text size="sm" c="dimmed">
            {/* Its own colour, not the dimmed text's: on the code's grey it would be unreadable. */}
            {t('demo.password')}{' '}
            <Code c="bright" data-testid="demo-password">
              {password}
            </Code>
          </Text>
        </Group>
        <div>
          {accounts.map((account) => (
            <div key={account.email} className={classes.demoRow}>
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={500} truncate>
                    {account.name}
                  </Text>
                  <Badge size="xs" variant="light" color="gray">
                    {typeLabel(account.accountType)}
                  </Badge>
                  {account.kycStatus !== kycStatus.members.verified && (
                    // A dot carries the colour: yellow text on its light fill is unreadable (WCAG AA).
                    <Badge size="xs" variant="dot" color="yellow">
                      {t('demo.unverified')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed" truncate>
                  {account.email}
                </Text>
              </Stack>
              {/* The default variant: the primary's light fill leaves its text below 4.5:1 at this
                  size. The spoken name starts with the visible one (WCAG 2.5.3, label in name). */}
              <Button
                size="xs"
                variant="default"
                onClick={() => onPick(account, password)}
                aria-label={t('demo.useAccount', { email: account.email })}
                data-testid="demo-use"
              >
                {t('demo.use')}
              </Button>
            </div>
          ))}
        </div>
      </Stack>
    </Paper>
  );
}
