import { p2pOrderStatus } from '@coffer/contract/p2p';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';

const colors: Record<string, string> = {
  completed: 'teal',
  cancelled: 'gray',
  awaitingUserPayment: 'yellow',
  awaitingDealerPayment: 'yellow',
  awaitingDealerConfirmation: 'blue',
  awaitingUserConfirmation: 'blue',
};

/** A P2P order's status, in words and colour; sentence case and never cut short. */
export function P2pStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('p2p');
  const key = p2pOrderStatus.keyOf(status) ?? 'unknown';
  return (
    <Badge
      color={colors[key] ?? 'gray'}
      variant="light"
      radius="sm"
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid="p2p-status"
    >
      {t(`status.${key}`)}
    </Badge>
  );
}
