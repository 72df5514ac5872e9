import { p2pOrderIdSchema } from '@coffer/contract/p2p';
import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AlertIcon } from '../../../components/icons';
import { coinsQueryOptions } from '../../../domain/money/coins';
import { appealsQueryOptions, useOrder } from '../../../features/p2p/api/p2p';
import { useLiveP2p } from '../../../features/p2p/api/use-live-p2p';
import { OrderView } from '../../../features/p2p/components/order-view';
import { P2pPage } from '../../../features/p2p/components/p2p-page';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['p2p', 'money', 'validation'],
  prefetching(coinsQueryOptions(), appealsQueryOptions()),
);

/** The order of `?id=`, kept current by the live `p2pOrder` events. */
function OrderById({ orderId }: { orderId: string }) {
  const { t } = useTranslation('p2p');
  const order = useOrder(orderId);
  useLiveP2p();
  if (order.isError)
    return (
      <Alert color="red" icon={<AlertIcon />} data-testid="p2p-order-missing">
        {t('order.notFound')}
      </Alert>
    );
  return order.data ? <OrderView order={order.data} /> : <PageLoader />;
}

export default function FiatOrderRoute() {
  const { t } = useTranslation('p2p');
  const [params] = useSearchParams();
  const id = p2pOrderIdSchema.safeParse(params.get('id') ?? '');
  return (
    <P2pPage title={t('page.orderTitle')} description={t('page.orderDescription')} testId="page-fiat-order">
      {id.success ? (
        <OrderById orderId={id.data} />
      ) : (
        <Alert color="red" icon={<AlertIcon />} data-testid="p2p-order-missing">
          {t('order.notFound')}
        </Alert>
      )}
    </P2pPage>
  );
}
