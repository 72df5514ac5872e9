import { cloudWallet } from '../../../domain/money/money-wallet';
import { WithdrawScreen, withdrawPrefetch } from '../withdrawals/withdraw';
import { CloudScreen } from './cloud-screen';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'withdrawals', 'money'], withdrawPrefetch(cloudWallet));

/** /merchant/withdraw: the user withdraw screen, paid from the cloud wallet (merchant host). */
export default function CloudWithdrawRoute() {
  return (
    <CloudScreen words="withdraw" testId="page-cloud-withdraw">
      {(screen) => <WithdrawScreen {...screen} />}
    </CloudScreen>
  );
}
