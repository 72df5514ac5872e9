import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { paymentOrdersQueryOptions } from '../../../features/payments/api/payments';
import { MerchantTransactions } from '../../../features/payments/components/merchant-transactions';
import { prefetching, signedInLoader } from '../signed-in-loader';

// Behind the merchant gate (merchant-gate.tsx): only a merchant reaches this loader.
export const loader = signedInLoader(
  ['payments', 'money', 'merchant'],
  prefetching(paymentOrdersQueryOptions({ page: 1 })),
);

export default function MerchantTransactionRoute() {
  return <MerchantTransactions frame={MerchantFrame} />;
}
