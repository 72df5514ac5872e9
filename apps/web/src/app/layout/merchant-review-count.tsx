import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useReviewTotal } from '../../domain/merchant/payment-orders';
import { useTranslation } from '../../lib/react-i18n';

/**
 * The count of orders waiting for the merchant's review (live), beside the Merchant menu's label.
 * Its own chunk: the review queries and exact sums are a merchant's only, not every first visit's.
 */
export default function MerchantReviewCount() {
  const { t } = useTranslation();
  const total = useReviewTotal();
  if (total <= 0) return null;
  return (
    <Badge
      size="xs"
      color="orange"
      ml={4}
      data-testid="merchant-review-badge"
      aria-label={t('menu.merchant.toReview', { n: total })}
    >
      {total}
    </Badge>
  );
}
