import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { publicRefundLinkQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { RefundLinkPage } from '../../../features/payments/receipt-codes/components/refund-link-page';
import { i18n } from '../../../lib/i18n';

/** A buyer's refund link: public, the token in the path is the key. */
export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      i18n.loadNamespaces('payments'),
      params.id && params.token
        ? queryClient.prefetchQuery(publicRefundLinkQueryOptions(params.id, params.token))
        : null,
    ]);
    return null;
  };

export default function PayRefundRoute() {
  const { id = '', token = '' } = useParams();
  return <RefundLinkPage id={id} token={token} />;
}
