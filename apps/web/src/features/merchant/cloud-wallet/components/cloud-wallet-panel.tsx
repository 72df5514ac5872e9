import { paymentTransferSubject } from '@coffer/contract/payments';
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type Column, RecordTable } from '../../../../components/record-table';
import { TitledPanel } from '../../../../components/titled-panel';
import { paths } from '../../../../config/paths';
import { PhoneTitle } from '../../../../domain/history/columns';
import { type HistoryField, textField, useMoneyFields } from '../../../../domain/history/fields';
import { CoinFilter } from '../../../../domain/history/filters';
import { HistoryPanel } from '../../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../../domain/money/coins';
import { formatAmount } from '../../../../domain/money/format-amount';
import { useTranslation } from '../../../../lib/react-i18n';
import { cloudHistoryList, useCloudAssets } from '../api/cloud-wallet';

interface Line {
  coin: string;
  name: string;
  decimals: number;
  balance: string;
  frozen: string;
  available: string;
}

interface Entry {
  id: string;
  coin: string;
  amount: string;
  reason: string;
  createdAt: string;
}

/** The cloud wallet's own money screens, deposit first (the one filled button). */
const walletLinks = [
  { key: 'wallet.deposit', testId: 'cloud-deposit', to: paths.merchant.deposit.href() },
  { key: 'wallet.withdraw', testId: 'cloud-withdraw', to: paths.merchant.withdraw.href() },
  { key: 'wallet.transfer', testId: 'cloud-transfer', to: paths.merchant.transfer.href() },
] as const;

/** The cloud wallet's balances, one row per coin, with the deposit, withdraw and transfer links. */
export function CloudBalances() {
  const { t } = useTranslation(['merchant', 'money']);
  const assets = useCloudAssets();
  const rows = (assets.data?.items ?? []).filter(
    (i) => i.balance !== '0' || ['BTC', 'ETH', 'USDT'].includes(i.coin),
  );
  const amount = (key: 'balance' | 'frozen' | 'available', header: string): Column<Line> => ({
    key,
    header,
    align: 'right',
    cell: (r) => (
      <Text size="sm" ff="monospace">
        {formatAmount(r[key], { decimals: r.decimals })}
      </Text>
    ),
  });
  const columns: Column<Line>[] = [
    {
      key: 'coin',
      header: t('money:history.coin'),
      cell: (r) => (
        <Text size="sm" fw={600}>
          {r.coin}
        </Text>
      ),
    },
    amount('balance', t('wallet.balance')),
    amount('frozen', t('wallet.frozen')),
    amount('available', t('wallet.available')),
  ];
  return (
    <TitledPanel
      title={t('wallet.balances')}
      asideGroup={{ gap: 'sm' }}
      aside={
        <Group gap="xs">
          {walletLinks.map((l) => (
            <Button
              key={l.key}
              size="xs"
              variant={l === walletLinks[0] ? 'filled' : 'default'}
              component={Link}
              to={l.to}
              data-testid={l.testId}
            >
              {t(l.key)}
            </Button>
          ))}
        </Group>
      }
    >
      <RecordTable
        columns={columns}
        rows={assets.data ? rows : undefined}
        rowKey={(r) => r.coin}
        loading={assets.isPending}
        failed={assets.isError}
        empty={t('wallet.empty')}
        loadingLabel={t('money:history.loading')}
        failedText={t('money:history.failed')}
        testId="cloud-balances"
        phoneTitle={(r) => (
          <PhoneTitle title={r.coin} amount={formatAmount(r.balance, { decimals: r.decimals })} />
        )}
      />
    </TitledPanel>
  );
}

/** Every move in and out of the cloud wallet, newest first, filtered by coin, exportable. */
export function CloudHistory() {
  const { t } = useTranslation(['merchant', 'money']);
  const texts = useHistoryTexts(t('wallet.history'), t('wallet.historyEmpty'));
  const money = useMoneyFields();
  const { coins, decimalsOf, formatIn } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging(cloudHistoryList);
  const reason = (r: Entry) => t(`wallet.reason.${r.reason}`, { defaultValue: r.reason });
  // A payment's settlement names its order, a refund its refund: the ids the order detail shows.
  const subject = (r: Entry) => {
    const of = paymentTransferSubject(r.id);
    if (!of) return '';
    return 'orderId' in of
      ? t('wallet.ofOrder', { id: of.orderId })
      : t('wallet.ofRefund', { id: of.refundId });
  };
  const fields: HistoryField<Entry>[] = [
    money.time(),
    money.coin(),
    textField('reason', t('money:history.type'), reason),
    textField('subject', t('wallet.subject'), subject),
    money.amount(decimalsOf),
    money.reference((r) => r.id),
  ];
  return (
    <HistoryPanel
      texts={texts}
      testId="cloud-history"
      fileName="coffer-cloud-wallet"
      fields={fields}
      filters={<CoinFilter coins={coins} value={filter.coin} onChange={(coin) => refine({ coin })} />}
      {...paging}
      rowKey={(r) => `${r.id}:${r.amount}`}
      phoneTitle={(r) => ({ title: r.coin, amount: formatIn(r.amount, r.coin) })}
    />
  );
}
