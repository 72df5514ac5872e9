import { Stack } from '@mantine/core';
import { coinsQueryOptions, depositCoins, useCoins } from '../../../domain/money/coins';
import { type MoneyWallet, spotWallet } from '../../../domain/money/money-wallet';
import { useCoinChoice } from '../../../domain/money/use-coin-choice';
import { depositsQueryOptions } from '../../../features/deposits/api/deposits';
import { DepositHistory } from '../../../features/deposits/components/deposit-history';
import { RechargePanel } from '../../../features/deposits/components/recharge-panel';
import { useTranslation } from '../../../lib/react-i18n';
import { MoneyScreenFrame, type MoneyScreenProps } from '../money-screen';
import { prefetching, signedInLoader } from '../signed-in-loader';

/** What a deposit screen reads first, for the wallet it shows (spot, or a merchant's cloud wallet). */
export const depositPrefetch = (wallet: MoneyWallet) =>
  prefetching(coinsQueryOptions(), depositsQueryOptions({ page: 1 }, wallet.host));

export const loader = signedInLoader(['deposits', 'money'], depositPrefetch(spotWallet));

export default function RechargeRoute() {
  const { t } = useTranslation('deposits');
  return (
    <RechargeScreen
      title={t('deposit.title')}
      description={t('deposit.description')}
      testId="page-recharge"
    />
  );
}

/**
 * The deposit screen: the coin, network and address, then the deposits. The spot page and the
 * merchant's cloud wallet page (inside a MoneyWalletProvider) show it with their own words.
 */
export function RechargeScreen(props: MoneyScreenProps) {
  const { data } = useCoins();
  const coins = depositCoins(data ?? []);
  const { coin, network, change } = useCoinChoice(coins, (n) => n.depositEnabled);
  return (
    <MoneyScreenFrame {...props} coinList={data}>
      {() => (
        <Stack gap="lg">
          <RechargePanel coins={coins} coin={coin} network={network} onChange={change} />
          <DepositHistory />
        </Stack>
      )}
    </MoneyScreenFrame>
  );
}
