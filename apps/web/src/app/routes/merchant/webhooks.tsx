import { isMerchantAccountType } from '@coffer/contract/auth';
import { Alert } from '@mantine/core';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import {
  webhookDeliveriesQueryOptions,
  webhookEndpointsQueryOptions,
} from '../../../features/payments/webhooks/api/webhooks';
import { WebhooksSection } from '../../../features/payments/webhooks/components/webhooks-section';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useTranslation } from '../../../lib/react-i18n';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

const isMerchant = (type: number | null | undefined) => type != null && isMerchantAccountType(type);

// Only a merchant's webhooks are fetched: anyone else would be refused (403).
export const loader = signedInLoader(['payments', 'validation', 'merchant'], (queryClient) => {
  const session = sessionStore.get();
  if (!isMerchant(session.user?.accountType ?? session.accountType)) return [];
  return [
    queryClient.prefetchQuery(webhookEndpointsQueryOptions()),
    queryClient.prefetchQuery(webhookDeliveriesQueryOptions(1)),
  ];
});

/** /merchant/webhooks, in the merchant back office's frame. */
export default function MerchantWebhooksRoute() {
  const { t } = useTranslation('payments');
  const session = useSession();
  usePageMeta(t('webhooks.title'), t('webhooks.description'));
  return (
    <MerchantFrame
      title={t('webhooks.title')}
      description={t('webhooks.description')}
      testId="merchant-webhooks"
    >
      {isMerchant(session.user?.accountType ?? session.accountType) ? (
        <WebhooksSection />
      ) : (
        <Alert color="yellow" data-testid="webhooks-not-merchant">
          {t('webhooks.merchantOnly')}
        </Alert>
      )}
    </MerchantFrame>
  );
}
