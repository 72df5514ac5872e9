import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/react-i18n';
import { depositStatusView, otcOrderStatusView, withdrawalStatusView } from './status';

/** Sentence case, and never cut short: a status must be read whole. */
const badgeStyle = { textTransform: 'none', minWidth: 'max-content' } as const;

/** A status in words and colour, the way every area shows one. */
export function StatusBadge({
  color,
  testId,
  children,
}: {
  color: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Badge color={color} variant="light" radius="sm" style={badgeStyle} data-testid={testId}>
      {children}
    </Badge>
  );
}

export function DepositStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('money');
  const view = depositStatusView(status);
  return <StatusBadge color={view.color}>{t(view.key)}</StatusBadge>;
}

export function WithdrawalStatusBadge({ status, confirmed }: { status: number; confirmed: boolean }) {
  const { t } = useTranslation('money');
  const view = withdrawalStatusView(status, confirmed);
  return <StatusBadge color={view.color}>{t(view.key)}</StatusBadge>;
}

export function OtcOrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('money');
  const view = otcOrderStatusView(status);
  return (
    <StatusBadge color={view.color} testId="otc-status">
      {t(view.key)}
    </StatusBadge>
  );
}
