import { walletsFor } from '@coffer/contract/assets';
import { isMerchantAccountType } from '@coffer/contract/auth';
import { Grid, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import type { ScreenFrameProps } from '../../../components/page-frame';
import { AssetsPage } from '../../../domain/money/assets-page';
import { coinsQueryOptions, useCoins } from '../../../domain/money/coins';
import { transfersQueryOptions } from '../../../features/transfers/api/transfers';
import { TransferForm } from '../../../features/transfers/components/transfer-form';
import { TransferHistory } from '../../../features/transfers/components/transfer-history';
import { WalletBalancesCard } from '../../../features/transfers/components/wallet-balances-card';
import type { TransferChoice } from '../../../features/transfers/model/use-transfer-form';
import { WithdrawGate } from '../../../features/withdrawals/components/withdraw-gate';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['transfers', 'money'],
  prefetching(coinsQueryOptions(), transfersQueryOptions({ page: 1 })),
);

export default function TransferRoute() {
  return <TransferScreen />;
}

/** The transfer screen; the merchant's /merchant/transfer shows it in the back-office frame. */
export function TransferScreen({ frame: Frame = AssetsPage }: { frame?: ComponentType<ScreenFrameProps> }) {
  const { t } = useTranslation('transfers');
  const { data } = useCoins();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const type = session.user?.accountType ?? session.accountType;
  const isMerchant = type !== null && isMerchantAccountType(type);
  const coins = (data ?? []).filter((c) => c.transferEnabled || c.coin === search.get('coin')?.toUpperCase());
  const coin = coins.find((c) => c.coin === search.get('coin')?.toUpperCase()) ?? coins[0];
  const wallets = coin ? walletsFor(coin, isMerchant) : [];
  const asked = (name: string) => {
    const value = Number(search.get(name));
    return wallets.find((w) => w === value && search.get(name) !== null);
  };
  const from = asked('from') ?? wallets[0];
  const to = asked('to') ?? wallets.find((w) => w !== from);
  const choice: TransferChoice | null =
    coin && from !== undefined && to !== undefined && from !== to ? { coin: coin.coin, from, to } : null;
  const change = (next: TransferChoice) =>
    setSearch({ coin: next.coin, from: String(next.from), to: String(next.to) }, { replace: true });
  const holdUntil = session.user?.securityHoldUntil;
  const held = holdUntil && new Date(holdUntil).getTime() > Date.now() ? holdUntil : null;
  return (
    <Frame title={t('transfer.title')} description={t('transfer.description')} testId="page-transfer">
      {data ? (
        <Stack gap="lg">
          {held && <WithdrawGate block={{ kind: 'hold', until: held }} />}
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <TransferForm
                coins={coins}
                isMerchant={isMerchant}
                choice={choice}
                onChange={change}
                blockedUntil={held}
              />
            </Grid.Col>
            {coin && (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <WalletBalancesCard coin={coin} wallets={wallets} />
              </Grid.Col>
            )}
          </Grid>
          <TransferHistory />
        </Stack>
      ) : (
        <PageLoader />
      )}
    </Frame>
  );
}
