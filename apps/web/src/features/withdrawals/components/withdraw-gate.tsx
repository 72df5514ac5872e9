import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import type { WithdrawBlock } from '../model/withdraw-block';

/** The message for a block, with the way out where there is one. */
export function WithdrawGate({ block }: { block: WithdrawBlock }) {
  const { t, i18n } = useTranslation('withdrawals');
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
