import { type AccountInfo, kycStatus } from '@coffer/contract/auth';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';

export type WithdrawBlock =
  | { kind: 'kyc'; status: 'unverified' | 'underReview' | 'failed' }
  | { kind: 'fundPin' }
  | { kind: 'hold'; until: string };

const kycNames = { 0: 'unverified', 1: 'underReview', 2: 'failed' } as const;

/** The block for a KYC status (0, 1 or 2: the account info's, or the server's 60013 `data.kycStatus`). */
export const kycBlock = (status: number | null): WithdrawBlock => ({
  kind: 'kyc',
  status: kycNames[status as 0 | 1 | 2] ?? 'unverified',
});

/**
 * Why this user cannot withdraw now (spec §5, §9): identity not verified (unverified, under review,
 * failed), no fund PIN, or the 24-hour hold after a security change. Null when nothing blocks.
 */
export function withdrawBlock(user: AccountInfo | null, now = Date.now()): WithdrawBlock | null {
  if (!user) return null;
  if (user.kycStatus !== kycStatus.members.verified) return kycBlock(user.kycStatus);
  if (!user.fundPasswordSet) return { kind: 'fundPin' };
  if (user.securityHoldUntil && new Date(user.securityHoldUntil).getTime() > now)
    return { kind: 'hold', until: user.securityHoldUntil };
  return null;
}

/** The message for a block, with the way out where there is one. */
export function WithdrawGate({ block }: { block: WithdrawBlock }) {
  const { t, i18n } = useTranslation('assets');
  if (block.kind === 'kyc')
    return (
      <Alert
        color="orange"
        icon={<AlertIcon />}
        title={t(`gate.kyc.${block.status}.title`)}
        data-testid="withdraw-gate"
      >
        <Text size="sm">{t(`gate.kyc.${block.status}.body`)}</Text>
        {block.status !== 'underReview' && (
          <Group mt="sm">
            <Button component={Link} to={paths.account.verify.href()} size="xs">
              {t('gate.kyc.action')}
            </Button>
          </Group>
        )}
      </Alert>
    );
  if (block.kind === 'fundPin')
    return (
      <Alert color="orange" icon={<AlertIcon />} title={t('gate.fundPin.title')} data-testid="withdraw-gate">
        <Text size="sm">{t('gate.fundPin.body')}</Text>
        <Group mt="sm">
          <Button component={Link} to={paths.account.userInfo.href()} size="xs">
            {t('gate.fundPin.action')}
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Alert color="yellow" icon={<AlertIcon />} title={t('gate.hold.title')} data-testid="withdraw-gate">
      <Text size="sm">
        {t('gate.hold.body', { time: formatDateTime(block.until, i18n.resolvedLanguage ?? 'en') })}
      </Text>
    </Alert>
  );
}
