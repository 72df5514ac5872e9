import { isMerchantAccountType } from '@coffer/contract/auth';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { paymentOrdersQueryOptions } from '../../../features/payments/api/payments';
import {
  MerchantsOnly,
  MerchantTransactions,
} from '../../../features/payments/components/merchant-transactions';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { signedInLoader } from '../signed-in-loader';

const isMerchant = (type: number | null | undefined) => type != null && isMerchantAccountType(type);

// Only a merchant's orders are fetched: anyone else would be refused (403) and is told so.
export const loader = signedInLoader(['payments', 'money', 'merchant'], (queryClient) => {
  const session = sessionStore.get();
  if (!isMerchant(session.user?.accountType ?? session.accountType)) return [];
  return [queryClient.prefetchQuery(paymentOrdersQueryOptions({ page: 1 }))];
});

export default function MerchantTransactionRoute() {
  const session = useSession();
  return isMerchant(session.user?.accountType ?? session.accountType) ? (
    <MerchantTransactions frame={MerchantFrame} />
  ) : (
    <MerchantsOnly frame={MerchantFrame} />
  );
}
