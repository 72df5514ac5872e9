import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { publicCodeQueryOptions } from '../../../features/payments/receipt-codes/api/receipt-codes';
import { PrintCode } from '../../../features/payments/receipt-codes/components/print-code';
import { i18n } from '../../../lib/i18n';

/** A receipt code as a sheet to print (public: it shows only what the code's page shows). */
export const loader =
  (queryClient: QueryClient) =>
  async ({ params }: LoaderFunctionArgs) => {
    await Promise.all([
      i18n.loadNamespaces('payments'),
      params.id ? queryClient.prefetchQuery(publicCodeQueryOptions(params.id)) : null,
    ]);
    return null;
  };

export default function PayCodePrintRoute() {
  const { id = '' } = useParams();
  return <PrintCode id={id} />;
}
