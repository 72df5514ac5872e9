import '../../../features/card/components/styles';
import { Grid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame';
import { useLiveCard } from '../../../features/card/api/use-live-card';
import { CardOrderList } from '../../../features/card/components/card-order-list';
import { CardOrderStatus } from '../../../features/card/components/card-order-status';
import { QuickBuyForm } from '../../../features/card/components/quick-buy-form';
import { useQuickBuy } from '../../../features/card/model/use-quick-buy';
import { useTranslation } from '../../../lib/react-i18n';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['card', 'money', 'validation'], () => []);

/** /fiat/ThirdPartyPaymentOrder: the quick buy through the card processor's page, and its orders. */
export default function QuickBuyRoute() {
  const { t } = useTranslation('card');
  useLiveCard();
  const [search] = useSearchParams();
  const orderId = search.get('order');
  const quick = useQuickBuy();
  return (
    <PageFrame title={t('quick.title')} description={t('quick.description')} testId="page-quick-buy">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {orderId ? <CardOrderStatus orderId={orderId} coinDecimals={6} /> : <QuickBuyForm quick={quick} />}
        </Grid.Col>
        <Grid.Col span={12}>
          <CardOrderList kind="quick" />
        </Grid.Col>
      </Grid>
    </PageFrame>
  );
}
