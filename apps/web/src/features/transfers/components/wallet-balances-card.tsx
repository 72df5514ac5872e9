import type { CoinConfig } from '@coffer/contract/assets';
import { Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { type WalletTypeValue, walletAssetsQueryOptions } from '../../../domain/money/balances';
import { formatAmount } from '../../../domain/money/format-amount';
import { BalanceLine, SideCard } from '../../../domain/money/side-card';
import { useTranslation } from '../../../lib/react-i18n';

/** One coin's available balance in each wallet it can move between (beside the transfer form). */
export function WalletBalancesCard({ coin, wallets }: { coin: CoinConfig; wallets: WalletTypeValue[] }) {
  const { t } = useTranslation(['transfers', 'money']);
  const results = useQueries({ queries: wallets.map((w) => walletAssetsQueryOptions(w)) });
  return (
    <SideCard title={t('transfer.balances', { coin: coin.coin })}>
      {wallets.map((w, i) => {
        const data = results[i]?.data;
        const row = data?.items.find((x) => x.coin === coin.coin);
        return (
          <BalanceLine
            key={w}
            label={t(`money:wallet.${w}`)}
            value={data && `${formatAmount(row?.available ?? '0', { decimals: coin.decimals })} ${coin.coin}`}
            testId={`transfer-balance-${w}`}
          />
        );
      })}
      <Text size="xs" c="dimmed">
        {t('transfer.balancesHint')}
      </Text>
    </SideCard>
  );
}
