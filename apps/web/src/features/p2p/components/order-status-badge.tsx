import { p2pOrderStatus } from '@coffer/contract/p2p';
import { StatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';

const colors: Record<string, string> = {
  completed: 'teal',
  cancelled: 'gray',
  awaitingUserPayment: 'yellow',
  awaitingDealerPayment: 'yellow',
  awaitingDealerConfirmation: 'blue',
  awaitingUserConfirmation: 'blue',
};

/** The statuses that name a party: the dealer reads them from its side ("your payment"). */
const dealerWords = new Set([
  'awaitingUserPayment',
  'awaitingDealerConfirmation',
  'awaitingDealerPayment',
  'awaitingUserConfirmation',
]);

/**
 * A P2P order's status, in words and colour; sentence case and never cut short. `reader` is the
 * reader's side: the user's words by default, the dealer's for the dealer.
 */
export function P2pStatusBadge({ status, reader = 'user' }: { status: number; reader?: 'user' | 'dealer' }) {
  const { t } = useTranslation('p2p');
  const key = p2pOrderStatus.keyOf(status) ?? 'unknown';
  const words = reader === 'dealer' && dealerWords.has(key) ? `dealerStatus.${key}` : `status.${key}`;
  return (
    <StatusBadge color={colors[key] ?? 'gray'} testId="p2p-status">
      {t(words)}
    </StatusBadge>
  );
}
