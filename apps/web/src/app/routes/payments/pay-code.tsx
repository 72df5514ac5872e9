import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { publicCodeQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { CodePayPage } from '../../../features/payments/receipt-codes/components/code-pay-page';
import { i18n } from '../../../lib/i18n';

/** A counter's receipt code: public, its texts and the code loaded before it renders. */
export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      i18n.loadNamespaces(['payments', 'validation']),
      params.id ? queryClient.prefetchQuery(publicCodeQueryOptions(params.id)) : null,
    ]);
    return null;
  };

export default function PayCodeRoute() {
  const { id = '' } = useParams();
  return <CodePayPage id={id} />;
}
