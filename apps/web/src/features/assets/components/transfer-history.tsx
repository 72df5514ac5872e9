import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/record-table';
import { amountColumn, PhoneTitle, timeColumn } from '../../../domain/history/columns';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { formatAmount } from '../../../domain/money/format-amount';
import type { CsvColumn } from '../../../lib/csv';
import { useCoins } from '../api/coins';
import { historyPageSize } from '../api/keys';
import { fetchTransfersPage, type TransferFilter, useTransfers } from '../api/transfers';
import { useHistoryTexts } from '../hooks/use-history-texts';
import { CoinSelect } from './coin-network';

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
  const { t, i18n } = useTranslation('assets');
  const texts = useHistoryTexts('transfer.history', 'transfer.empty');
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useCoins();
  const [filter, setFilter] = useState<TransferFilter>({ page: 1 });
  const list = useTransfers(filter);
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  const wallet = (w: number) => t(`wallet.${w}`);

  const columns: Column<Transfer>[] = [
    timeColumn(t('history.time'), language),
    {
      key: 'coin',
      header: t('history.coin'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{r.coin}</Text>,
    },
    amountColumn(t('history.amount'), decimalsOf),
    {
      key: 'from',
      header: t('transfer.from'),
      cell: (r) => <Text size="sm">{wallet(r.fromWalletType)}</Text>,
    },
    { key: 'to', header: t('transfer.to'), cell: (r) => <Text size="sm">{wallet(r.toWalletType)}</Text> },
  ];
  const csv: CsvColumn<Transfer>[] = [
    { header: t('history.time'), value: (r) => r.createdAt },
    { header: t('history.coin'), value: (r) => r.coin },
    { header: t('history.amount'), value: (r) => r.amount },
    { header: t('transfer.from'), value: (r) => wallet(r.fromWalletType) },
    { header: t('transfer.to'), value: (r) => wallet(r.toWalletType) },
    { header: t('history.reference'), value: (r) => r.id },
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="transfers"
      fileName="coffer-transfers"
      columns={columns}
      csv={csv}
      fetchPage={(page, size) => fetchTransfersPage({ ...filter, page }, size)}
      filters={
        <CoinSelect
          coins={coins.data ?? []}
          value={filter.coin ?? null}
          onChange={(coin) => setFilter({ coin: coin ?? undefined, page: 1 })}
          label={t('history.coin')}
          allowAll
          size="xs"
          w={190}
        />
      }
      list={list}
      page={filter.page}
      pageSize={historyPageSize}
      onPage={(page) => setFilter((f) => ({ ...f, page }))}
      rowKey={(r) => r.id}
      phoneTitle={(r) => (
        <PhoneTitle title={r.coin} amount={formatAmount(r.amount, { decimals: decimalsOf(r.coin) })} />
      )}
    />
  );
}
