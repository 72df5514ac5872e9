import { useState } from 'react';
import { coinsQueryOptions, useCoins } from '../../../domain/money/coins';
import { cloudWallet, MoneyWalletProvider } from '../../../domain/money/money-wallet';
import { useLiveAssets } from '../../../features/assets/api/use-live-assets';
import { MerchantFrame } from '../../../features/merchant/components/merchant-frame';
import { withdrawalsQueryOptions } from '../../../features/withdrawals/api/withdrawals';
import { WithdrawCodeDialog } from '../../../features/withdrawals/components/withdraw-code-dialog';
import { WithdrawalHistory } from '../../../features/withdrawals/components/withdrawal-history';
import type { AppliedWithdrawal } from '../../../features/withdrawals/model/applied-withdrawal';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { merchantLoader } from './wallet-loader';

export const loader = merchantLoader(['merchant', 'withdrawals', 'money'], (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(withdrawalsQueryOptions({ page: 1 }, cloudWallet.host)),
]);

/** /merchant/withdraw/order: every withdrawal from the cloud wallet, with "enter code" and revoke. */
export default function CloudWithdrawOrderRoute() {
  const { t } = useTranslation('merchant');
  const { data } = useCoins();
  const user = useSession().user;
  const [pending, setPending] = useState<AppliedWithdrawal | null>(null);
  useLiveAssets();
  return (
    <MoneyWalletProvider value={cloudWallet}>
      <MerchantFrame
        title={t('wallet.withdrawOrderTitle')}
        description={t('wallet.withdrawOrderDescription')}
        testId="page-cloud-withdraw-order"
      >
        <WithdrawalHistory onEnterCode={setPending} />
        <WithdrawCodeDialog
          withdrawal={pending}
          sentTo={user?.email ?? null}
          decimals={data?.find((c) => c.coin === pending?.coin)?.decimals ?? 8}
          onClose={() => setPending(null)}
        />
      </MerchantFrame>
    </MoneyWalletProvider>
  );
}
