import { cloudWallet } from '../../../domain/money/money-wallet';
import { depositPrefetch, RechargeScreen } from '../deposits/recharge';
import { CloudScreen } from './cloud-screen';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], depositPrefetch(cloudWallet));

/** /merchant/deposit: the cloud wallet's own deposit address (merchant host) and its deposits. */
export default function CloudDepositRoute() {
  return (
    <CloudScreen words="deposit" testId="page-cloud-deposit">
      {(screen) => <RechargeScreen {...screen} />}
    </CloudScreen>
  );
}
