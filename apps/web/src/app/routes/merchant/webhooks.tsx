import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import {
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
} from '../../../features/payments/webhooks/api/webhooks';
import { WebhooksSection } from '../../../features/payments/webhooks/components/webhooks-section';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

// Behind the merchant gate (merchant-gate.tsx): only a merchant reaches this loader.
export const loader = signedInLoader(
  ['payments', 'validation', 'merchant'],
  prefetching(webhookEndpointsQueryOptions(), webhookDeliveriesQueryOptions(1)),
);

/** /merchant/webhooks, in the merchant back office's frame. */
export default function MerchantWebhooksRoute() {
  const { t } = useTranslation('payments');
  usePageMeta(t('webhooks.title'), t('webhooks.description'));
  return (
    <MerchantFrame
      title={t('webhooks.title')}
      description={t('webhooks.description')}
      testId="merchant-webhooks"
    >
      <WebhooksSection />
    </MerchantFrame>
  );
}
