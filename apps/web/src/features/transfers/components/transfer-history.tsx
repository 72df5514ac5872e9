import { Text } from '@mantine/core';
import type { Column } from '../../../components/record-table';
import { amountColumn, PhoneTitle, timeColumn } from '../../../domain/history/columns';
import { useMoneyCsv } from '../../../domain/history/csv-columns';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { CoinSelect } from '../../../domain/money/coin-network';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import { type TransferFilter, transfersList } from '../api/transfers';

interface Transfer {
  id: string;
  coin: string;
  amount: string;
  fromWalletType: number;
  toWalletType: number;
  createdAt: string;
}

/** Transfers between the user's own wallets, newest first, filtered by coin, exportable. */
export function TransferHistory() {
  const { t, i18n } = useTranslation(['transfers', 'money']);
  const texts = useHistoryTexts(t('transfer.history'), t('transfer.empty'));
  const language = i18n.resolvedLanguage ?? 'en';
  const { coins, decimalsOf } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging<TransferFilter, Transfer>(transfersList);
  const wallet = (w: number) => t(`money:wallet.${w}`);

  const columns: Column<Transfer>[] = [
    timeColumn(t('money:history.time'), language),
    {
      key: 'coin',
      header: t('money:history.coin'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{r.coin}</Text>,
    },
    amountColumn(t('money:history.amount'), decimalsOf),
    {
      key: 'from',
      header: t('transfer.from'),
      cell: (r) => <Text size="sm">{wallet(r.fromWalletType)}</Text>,
    },
    { key: 'to', header: t('transfer.to'), cell: (r) => <Text size="sm">{wallet(r.toWalletType)}</Text> },
  ];
  const moneyCsv = useMoneyCsv<Transfer>();
  const csv: CsvColumn<Transfer>[] = [
    ...moneyCsv.fields('time', 'coin', 'amount'),
    { header: t('transfer.from'), value: (r) => wallet(r.fromWalletType) },
    { header: t('transfer.to'), value: (r) => wallet(r.toWalletType) },
    moneyCsv.reference((r) => r.id),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="transfers"
      fileName="coffer-transfers"
      columns={columns}
      csv={csv}
      filters={
        <CoinSelect
          coins={coins}
          value={filter.coin ?? null}
          onChange={(coin) => refine({ coin: coin ?? undefined })}
          label={t('money:history.coin')}
          allowAll
          size="xs"
          w={190}
        />
      }
      {...paging}
      rowKey={(r) => r.id}
      phoneTitle={(r) => (
        <PhoneTitle title={r.coin} amount={formatAmount(r.amount, { decimals: decimalsOf(r.coin) })} />
      )}
    />
  );
}
