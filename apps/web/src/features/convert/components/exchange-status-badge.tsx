import { Badge } from '@mantine/core';
import { useTranslation } from '../../../lib/react-i18n';
import { exchangeStatusView } from '../model/status';

/** A convert order's status; sentence case, never cut short: a status is read whole. */
export function ExchangeStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('convert');
  const view = exchangeStatusView(status);
  return (
    <Badge
      color={view.color}
      variant="light"
      radius="sm"
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid="convert-status"
    >
      {t(view.key)}
    </Badge>
  );
}
