import { walletType } from '@coffer/contract/assets';
import { compareDecimals } from '@coffer/contract/common';
import { Alert, Grid } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { coinsQueryOptions, useCoins } from '../../../domain/money/coins';
import {
  convertPairsQueryOptions,
  convertWalletQueryOptions,
  useConvertPairs,
  useConvertWallet,
} from '../../../features/convert/api/convert';
import { useLiveConvert } from '../../../features/convert/api/use-live-convert';
import { ConvertForm } from '../../../features/convert/components/convert-form';
import {
  type ConvertMode,
  ConvertModeSwitch,
  convertModeOf,
} from '../../../features/convert/components/convert-mode';
import { ConvertPage } from '../../../features/convert/components/convert-page';
import { ConvertWalletCard } from '../../../features/convert/components/convert-wallet-card';
import { LimitForm } from '../../../features/convert/components/limit-form';
import { type ConvertChoice, decimalsIn, initialChoice } from '../../../features/convert/model/pairs';
import { useTranslation } from '../../../lib/react-i18n';
import { PageLoader } from '../../layout/root-layout';
import { prefetching, signedInLoader } from '../signed-in-loader';

export const loader = signedInLoader(
  ['convert', 'money', 'validation'],
  prefetching(convertPairsQueryOptions(), convertWalletQueryOptions(), coinsQueryOptions()),
);

const w = walletType.members;

export default function ConvertRoute() {
  useLiveConvert();
  const { t } = useTranslation('convert');
  const pairs = useConvertPairs();
  const wallet = useConvertWallet();
  const coins = useCoins();
  const [search, setSearch] = useSearchParams();
  const list = pairs.data ?? [];
  const held = (wallet.data?.items ?? [])
    .filter((i) => compareDecimals(i.available, '0') > 0)
    .map((i) => i.coin);
  const choice = initialChoice(
    list,
    { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined },
    held,
  );
  const mode = convertModeOf(search.get('mode'));
  const address = (next: ConvertChoice, m: ConvertMode) =>
    setSearch({ from: next.from, to: next.to, ...(m === 'limit' ? { mode: m } : {}) }, { replace: true });
  const change = (next: ConvertChoice) => address(next, mode);
  const names = (coin: string) => ({ coin, name: coins.data?.find((c) => c.coin === coin)?.name ?? coin });
  const decimalsOf = decimalsIn(list);
  // Undefined while the wallet loads: the forms then leave the balance to the server (amountProblem).
  const available = wallet.data
    ? (wallet.data.items.find((i) => i.coin === choice?.from)?.available ?? '0')
    : undefined;
  // Crypto comes in from the digital-assets wallet, fiat from the fiat wallet.
  const home = coins.data?.find((c) => c.coin === choice?.from)?.isFiat ? w.fiat : w.spot;
  const transferHref = paths.assets.transfer.href({ coin: choice?.from, from: home, to: w.flashExchange });
  const formProps = (current: ConvertChoice) => ({
    pairs: list,
    choice: current,
    onChange: change,
    available,
    names,
    transferHref,
    modeSwitch: <ConvertModeSwitch mode={mode} onMode={(m) => address(current, m)} />,
  });
  return (
    <ConvertPage title={t('page.title')} description={t('page.description')} testId="page-convert">
      {pairs.isError && <Alert color="red">{t('page.failed')}</Alert>}
      {pairs.isPending && <PageLoader />}
      {pairs.data && !choice && <Alert color="gray">{t('page.noPairs')}</Alert>}
      {choice && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {mode === 'limit' ? (
              <LimitForm key={`limit:${choice.from}/${choice.to}`} {...formProps(choice)} />
            ) : (
              <ConvertForm key={`market:${choice.from}/${choice.to}`} {...formProps(choice)} />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <ConvertWalletCard
              coins={[choice.from, choice.to]}
              decimalsOf={decimalsOf}
              transferHref={transferHref}
            />
          </Grid.Col>
        </Grid>
      )}
    </ConvertPage>
  );
}
