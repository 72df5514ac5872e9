import { paymentMethodsQueryOptions } from '../../../features/p2p/api/p2p';
import { P2pPage } from '../../../features/p2p/components/p2p-page';
import { PaymentMethods } from '../../../features/p2p/components/payment-methods';
import { useTranslation } from '../../../lib/react-i18n';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['p2p', 'validation'], prefetching(paymentMethodsQueryOptions()));

export default function PaymentMethodsRoute() {
  const { t } = useTranslation('p2p');
  return (
    <P2pPage title={t('page.methodsTitle')} description={t('page.methodsDescription')} testId="page-payment">
      <PaymentMethods />
    </P2pPage>
  );
}
