import type { CoinConfig } from '@coffer/contract/assets';
import { walletType } from '@coffer/contract/assets';
import type { OtcPair } from '@coffer/contract/otc';
import { Text } from '@mantine/core';
import { useWalletAssets } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { BalanceLine, SideCard } from '../../../domain/money/side-card';
import { useTranslation } from '../../../lib/react-i18n';

/**
 * The available balances of the pair's two coins, where OTC settles them: the spot wallet for
 * coins, the fiat wallet for currencies (USD).
 */
export function OtcBalances({ pair, coins }: { pair: OtcPair; coins: CoinConfig[] }) {
  const { t } = useTranslation(['otc', 'money']);
  const spot = useWalletAssets(walletType.members.spot);
  const fiat = useWalletAssets(walletType.members.fiat);
  const rows = [
    { coin: pair.baseCoin, decimals: pair.baseDecimals },
    { coin: pair.quoteCoin, decimals: pair.quoteDecimals },
  ];
  const walletOf = (coin: string) => (coins.find((c) => c.coin === coin)?.isFiat ? fiat : spot);
  return (
    <SideCard title={t('balances.title')}>
      {rows.map(({ coin, decimals }) => {
        const wallet = walletOf(coin);
        const available = wallet.data?.items.find((i) => i.coin === coin)?.available ?? '0';
        return (
          <BalanceLine
            key={coin}
            label={coin}
            value={wallet.data && `${formatAmount(available, { decimals })} ${coin}`}
            failed={wallet.isError}
            failedText={
              <Text size="sm" c="dimmed">
                --
              </Text>
            }
            testId={`otc-balance-${coin}`}
          />
        );
      })}
      <Text size="xs" c="dimmed">
        {t('balances.hint')}
      </Text>
    </SideCard>
  );
}
