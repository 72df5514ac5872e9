import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { cashStatusView } from '../model/order-status';

/** A cash order's status, in sentence case and never cut short. */
export function CashStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('cash');
  const view = cashStatusView[status] ?? { color: 'gray', key: 'status.unknown' };
  return (
    <Badge
      color={view.color}
      variant="light"
      radius="sm"
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid="cash-order-status"
    >
      {t(view.key)}
    </Badge>
  );
}
