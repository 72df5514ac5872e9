import '@mantine/core/styles/Badge.css';
import { kycStatus } from '@coffer/contract/auth';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../lib/react-i18n';

/** Spec §4: 0 first label, 1 pending style, 2 rejected (danger), 3 passed (green). */
const look = {
  [kycStatus.members.unverified]: { color: 'gray', labelKey: 'kyc.unverified' },
  [kycStatus.members.underReview]: { color: 'yellow', labelKey: 'kyc.underReview' },
  [kycStatus.members.failed]: { color: 'red', labelKey: 'kyc.failed' },
  [kycStatus.members.verified]: { color: 'green', labelKey: 'kyc.verified' },
} as const;

export function VerificationBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const entry = look[status as keyof typeof look] ?? look[kycStatus.members.unverified];
  return (
    <Badge size="sm" variant="light" color={entry.color} data-testid="kyc-badge">
      {t(entry.labelKey)}
    </Badge>
  );
}
