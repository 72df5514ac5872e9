import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressBookQueryOptions } from '../../../features/assets/api/address-book';
import { walletAssetsQueryOptions } from '../../../features/assets/api/balances';
import { coinsQueryOptions, useCoins, withdrawCoins } from '../../../features/assets/api/coins';
import { withdrawalsQueryOptions } from '../../../features/assets/api/withdrawals';
import { AssetsPage } from '../../../features/assets/components/assets-page';
import { WithdrawCodeDialog } from '../../../features/assets/components/withdraw-code-dialog';
import { type AppliedWithdrawal, WithdrawForm } from '../../../features/assets/components/withdraw-form';
import {
  type WithdrawBlock,
  WithdrawGate,
  withdrawBlock,
} from '../../../features/assets/components/withdraw-gate';
import { WithdrawSteps } from '../../../features/assets/components/withdraw-steps';
import { WithdrawalHistory } from '../../../features/assets/components/withdrawal-history';
import { useLiveAssets } from '../../../features/assets/hooks/use-live-assets';
import { useSession } from '../../../lib/session/session-store';
import { PageLoader } from '../../layout/root-layout';
import { signedInLoader } from '../signed-in-loader';
import { useCoinChoice } from './coin-choice';

export const loader = signedInLoader('assets', (queryClient) => [
  queryClient.prefetchQuery(coinsQueryOptions()),
  queryClient.prefetchQuery(walletAssetsQueryOptions(0)),
  queryClient.prefetchQuery(addressBookQueryOptions()),
  queryClient.prefetchQuery(withdrawalsQueryOptions({ page: 1 })),
]);

export default function WithdrawRoute() {
  const { t } = useTranslation('assets');
  const { data } = useCoins();
  const session = useSession();
  const coins = withdrawCoins(data ?? []);
  const { coin, network, change } = useCoinChoice(coins, (n) => n.withdrawEnabled);
  const [serverBlock, setServerBlock] = useState<WithdrawBlock | null>(null);
  const [pending, setPending] = useState<AppliedWithdrawal | null>(null);
  const block = serverBlock ?? withdrawBlock(session.user);
  const user = session.user;
  const sentTo =
    user?.email ?? (user?.phoneNumber ? `${user.areaCode ?? ''} ${user.phoneNumber}`.trim() : null);
  useLiveAssets();
  return (
    <AssetsPage title={t('withdraw.title')} description={t('withdraw.description')} testId="page-withdraw">
      {data ? (
        <Stack gap="lg">
          {block && <WithdrawGate block={block} />}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8, lg: 7 }}>
              <WithdrawForm
                key={`${coin?.coin}:${network}`}
                coins={coins}
                coin={coin}
                network={network}
                onChange={change}
                block={block}
                onBlocked={setServerBlock}
                onApplied={setPending}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4, lg: 5 }}>
              <WithdrawSteps />
            </Grid.Col>
          </Grid>
          <WithdrawalHistory onEnterCode={setPending} />
          <WithdrawCodeDialog
            withdrawal={pending}
            sentTo={sentTo}
            decimals={data.find((c) => c.coin === pending?.coin)?.decimals ?? 8}
            onClose={() => setPending(null)}
          />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </AssetsPage>
  );
}
