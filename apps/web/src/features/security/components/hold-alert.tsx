import './styles';
import { Alert } from '@mantine/core';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';

/** The hold still running at `now`, or null (spec §9: 24 hours after a security change). */
export const activeHold = (until: string | null, now = Date.now()): string | null =>
  until && Date.parse(until) > now ? until : null;

/** Spec §9: after a security change, withdrawals and transfers wait 24 hours. */
export function HoldAlert({ until }: { until: string | null }) {
  const { t, i18n } = useTranslation('security');
  const active = activeHold(until);
  if (!active) return null;
  return (
    <Alert color="orange" variant="light" title={t('hold.title')} data-testid="security-hold">
      {t('hold.body', { time: formatDateTime(active, i18n.resolvedLanguage ?? 'en') })}
    </Alert>
  );
}
