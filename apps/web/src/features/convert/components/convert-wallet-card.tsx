import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatAmount } from '../../../domain/money/format-amount';
import { BalanceLine, SideCard } from '../../../domain/money/side-card';
import { useTranslation } from '../../../lib/react-i18n';
import { useConvertWallet } from '../api/convert';

/** The flash-exchange wallet's balance of the two coins of the pair in view (beside the form). */
export function ConvertWalletCard({
  coins,
  decimalsOf,
  transferHref,
}: {
  coins: string[];
  decimalsOf: (coin: string) => number;
  transferHref: string;
}) {
  const { t } = useTranslation('convert');
  const wallet = useConvertWallet();
  return (
    <SideCard title={t('wallet.title')}>
      {wallet.isError && (
        <Text size="sm" c="red">
          {t('wallet.failed')}
        </Text>
      )}
      {coins.map((coin) => {
        const row = wallet.data?.items.find((x) => x.coin === coin);
        return (
          <BalanceLine
            key={coin}
            label={coin}
            value={
              wallet.data && `${formatAmount(row?.available ?? '0', { decimals: decimalsOf(coin) })} ${coin}`
            }
            failed={wallet.isError}
            testId={`convert-wallet-${coin}`}
          />
        );
      })}
      <Text size="xs" c="dimmed">
        {t('wallet.hint')}{' '}
        <Anchor component={Link} to={transferHref} size="xs">
          {t('wallet.transfer')}
        </Anchor>
      </Text>
    </SideCard>
  );
}
