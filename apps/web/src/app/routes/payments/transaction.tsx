import { paymentOrdersQueryOptions } from '../../../features/payments/api/payments';
import { MerchantTransactions } from '../../../features/payments/components/merchant-transactions';
import { signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(['payments', 'money'], (queryClient) => [
  queryClient.prefetchQuery(paymentOrdersQueryOptions({ page: 1 })),
]);

export default function MerchantTransactionRoute() {
  return <MerchantTransactions />;
}
