import { useState } from 'react';
import { coinsQueryOptions, useCoins } from '../../../domain/money/coins';
import { cloudWallet } from '../../../domain/money/money-wallet';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { withdrawalsQueryOptions } from '../../../features/withdrawals/api/withdrawals';
import { WithdrawCodeDialog } from '../../../features/withdrawals/components/withdraw-code-dialog';
import { WithdrawalHistory } from '../../../features/withdrawals/components/withdrawal-history';
import type { AppliedWithdrawal } from '../../../features/withdrawals/model/applied-withdrawal';
import { useSession } from '../../../lib/session/session-store';
import { prefetching } from '../signed-in-loader';
import { CloudScreen } from './cloud-screen';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(
  ['merchant', 'withdrawals', 'money'],
  prefetching(coinsQueryOptions(), withdrawalsQueryOptions({ page: 1 }, cloudWallet.host)),
);

/** /merchant/withdraw/order: every withdrawal from the cloud wallet, with "enter code" and revoke. */
export default function CloudWithdrawOrderRoute() {
  const { data } = useCoins();
  const user = useSession().user;
  const [pending, setPending] = useState<AppliedWithdrawal | null>(null);
  useLiveAssets();
  return (
    <CloudScreen words="withdrawOrder" testId="page-cloud-withdraw-order">
      {({ frame: Frame, ...screen }) => (
        <Frame {...screen}>
          <WithdrawalHistory onEnterCode={setPending} />
          <WithdrawCodeDialog
            withdrawal={pending}
            sentTo={user?.email ?? null}
            decimals={data?.find((c) => c.coin === pending?.coin)?.decimals ?? 8}
            onClose={() => setPending(null)}
          />
        </Frame>
      )}
    </CloudScreen>
  );
}
