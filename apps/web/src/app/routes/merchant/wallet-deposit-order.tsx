import { cloudWallet } from '../../../domain/money/money-wallet';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { DepositHistory } from '../../../features/deposits/components/deposit-history';
import { depositPrefetch } from '../deposits/recharge';
import { CloudScreen } from './cloud-screen';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'deposits', 'money'], depositPrefetch(cloudWallet));

/** /merchant/deposit/order: every deposit into the cloud wallet. */
export default function CloudDepositOrderRoute() {
  useLiveAssets();
  return (
    <CloudScreen words="depositOrder" testId="page-cloud-deposit-order">
      {({ frame: Frame, ...screen }) => (
        <Frame {...screen}>
          <DepositHistory />
        </Frame>
      )}
    </CloudScreen>
  );
}
