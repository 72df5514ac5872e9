import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/react-i18n';
import { depositStatusView, otcOrderStatusView, withdrawalStatusView } from './status';

/** Sentence case, and never cut short: a status must be read whole. */
const badgeStyle = { textTransform: 'none', minWidth: 'max-content' } as const;

export function DepositStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('money');
  const view = depositStatusView(status);
  return (
    <Badge color={view.color} variant="light" radius="sm" style={badgeStyle}>
      {t(view.key)}
    </Badge>
  );
}

export function WithdrawalStatusBadge({ status, confirmed }: { status: number; confirmed: boolean }) {
  const { t } = useTranslation('money');
  const view = withdrawalStatusView(status, confirmed);
  return (
    <Badge color={view.color} variant="light" radius="sm" style={badgeStyle}>
      {t(view.key)}
    </Badge>
  );
}

export function OtcOrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('money');
  const view = otcOrderStatusView(status);
  return (
    <Badge color={view.color} variant="light" radius="sm" style={badgeStyle} data-testid="otc-status">
      {t(view.key)}
    </Badge>
  );
}
