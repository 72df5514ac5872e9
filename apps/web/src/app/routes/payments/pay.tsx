import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { publicOrderQueryOptions } from '../../../features/payments/api/payments';
import { PayPage } from '../../../features/payments/components/pay-page';
import { i18n } from '../../../lib/i18n';

/** The hosted payment page: public, its texts and the order loaded before it renders. */
export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      i18n.loadNamespaces('payments'),
      params.id ? queryClient.prefetchQuery(publicOrderQueryOptions(params.id)) : null,
    ]);
    return null;
  };

export default function PayRoute() {
  const { id = '' } = useParams();
  return <PayPage id={id} />;
}
