import { StatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { exchangeStatusView } from '../model/status';

/** A convert order's status; sentence case, never cut short: a status is read whole. */
export function ExchangeStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('convert');
  const view = exchangeStatusView(status);
  return (
    <StatusBadge color={view.color} testId="convert-status">
      {t(view.key)}
    </StatusBadge>
  );
}
