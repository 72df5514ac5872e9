import { walletType } from '@coffer/contract/assets';
import { Navigate, useSearchParams } from 'react-router';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { TransferScreen } from '../transfers/transfer';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'transfers', 'money'], () => []);

/** /merchant/transfer: the transfer screen, from the cloud wallet to spot unless the address says otherwise. */
export default function CloudTransferRoute() {
  const [search] = useSearchParams();
  if (search.get('from') === null)
    return <Navigate replace to={`?from=${walletType.members.cloud}&to=${walletType.members.spot}`} />;
  return <TransferScreen frame={MerchantFrame} />;
}
