import { StatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { cashStatusView } from '../model/order-status';

/** A cash order's status, in sentence case and never cut short. */
export function CashStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('cash');
  const view = cashStatusView[status] ?? { color: 'gray', key: 'status.unknown' };
  return (
    <StatusBadge color={view.color} testId="cash-order-status">
      {t(view.key)}
    </StatusBadge>
  );
}
