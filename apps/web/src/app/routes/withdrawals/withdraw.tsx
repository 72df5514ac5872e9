import { Grid, Stack } from '@mantine/core';
import { useState } from 'react';
import { addressBookQueryOptions } from '../../../domain/money/address-book';
import { walletAssetsQueryOptions } from '../../../domain/money/balances';
import { coinsQueryOptions, useCoins, withdrawCoins } from '../../../domain/money/coins';
import { type MoneyWallet, spotWallet } from '../../../domain/money/money-wallet';
import { useCoinChoice } from '../../../domain/money/use-coin-choice';
import { withdrawalsQueryOptions } from '../../../features/withdrawals/api/withdrawals';
import { WithdrawCodeDialog } from '../../../features/withdrawals/components/withdraw-code-dialog';
import { WithdrawForm } from '../../../features/withdrawals/components/withdraw-form';
import { WithdrawGate } from '../../../features/withdrawals/components/withdraw-gate';
import { WithdrawSteps } from '../../../features/withdrawals/components/withdraw-steps';
import { WithdrawalHistory } from '../../../features/withdrawals/components/withdrawal-history';
import type { AppliedWithdrawal } from '../../../features/withdrawals/model/applied-withdrawal';
import { type WithdrawBlock, withdrawBlock } from '../../../features/withdrawals/model/withdraw-block';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { MoneyScreenFrame, type MoneyScreenProps } from '../money-screen';
import { prefetching, signedInLoader } from '../signed-in-loader';

/** What a withdraw screen reads first, for the wallet it pays from (spot, or a merchant's cloud wallet). */
export const withdrawPrefetch = (wallet: MoneyWallet) =>
  prefetching(
    coinsQueryOptions(),
    walletAssetsQueryOptions(wallet.wallet),
    addressBookQueryOptions(),
    withdrawalsQueryOptions({ page: 1 }, wallet.host),
  );

export const loader = signedInLoader(['withdrawals', 'money'], withdrawPrefetch(spotWallet));

export default function WithdrawRoute() {
  const { t } = useTranslation('withdrawals');
  return (
    <WithdrawScreen
      title={t('withdraw.title')}
      description={t('withdraw.description')}
      testId="page-withdraw"
    />
  );
}

/**
 * The withdraw screen: the form, the steps, the history and the code dialog. The spot page and the
 * merchant's cloud wallet page (inside a MoneyWalletProvider) show it with their own words.
 */
export function WithdrawScreen(props: MoneyScreenProps) {
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
  return (
    <MoneyScreenFrame {...props} coinList={data}>
      {(coinList) => (
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
            decimals={coinList.find((c) => c.coin === pending?.coin)?.decimals ?? 8}
            onClose={() => setPending(null)}
          />
        </Stack>
      )}
    </MoneyScreenFrame>
  );
}
