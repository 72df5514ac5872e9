import { fundRecordType } from '@coffer/contract/assets';
import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import type { Column } from '../../../components/record-table';
import {
  amountColumn,
  coinNetworkColumn,
  copyColumn,
  feeColumn,
  PhoneTitle,
  statusColumn,
  timeColumn,
} from '../../../domain/history/columns';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { formatAmount } from '../../../domain/money/format-amount';
import type { CsvColumn } from '../../../lib/csv';
import { useCoins } from '../api/coins';
import { fetchRecordsPage, type RecordFilter, useRecords } from '../api/fund-records';
import { historyPageSize } from '../api/keys';
import { useHistoryTexts } from '../hooks/use-history-texts';
import {
  depositStatuses,
  depositStatusView,
  withdrawalStatuses,
  withdrawalStatusView,
} from '../model/status';
import { CoinSelect } from './coin-network';
import { DepositStatusBadge, WithdrawalStatusBadge } from './status-badge';

interface FundRecord {
  type: 1 | 2;
  ref: string;
  coin: string;
  network: string;
  address: string;
  amount: string;
  fee: string;
  status: number;
  txId: string | null;
  createdAt: string;
}

const { deposit } = fundRecordType.members;
const isDeposit = (r: FundRecord) => r.type === deposit;
/** Fund records carry no "confirmed" flag; a listed withdrawal is shown by its status alone. */
const statusKey = (r: FundRecord) =>
  isDeposit(r) ? depositStatusView(r.status).key : withdrawalStatusView(r.status, true).key;

/** Deposits and withdrawals together, filtered by coin, kind, status and dates, exportable. */
export function FundRecords() {
  const { t, i18n } = useTranslation('assets');
  const texts = useHistoryTexts('records.title', 'records.empty');
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useCoins();
  const [filter, setFilter] = useState<RecordFilter>({ page: 1 });
  const list = useRecords(filter);
  const set = (patch: Partial<RecordFilter>) => setFilter((f) => ({ ...f, ...patch, page: 1 }));
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;

  const statusChoices =
    filter.type === undefined
      ? []
      : (filter.type === deposit ? depositStatuses : withdrawalStatuses).map((s) => ({
          value: String(s),
          label: t(filter.type === deposit ? depositStatusView(s).key : withdrawalStatusView(s, true).key),
        }));

  const columns: Column<FundRecord>[] = [
    timeColumn(t('history.time'), language),
    {
      key: 'type',
      header: t('history.type'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal')}</Text>,
    },
    coinNetworkColumn(t('history.coinNetwork')),
    amountColumn(t('history.amount'), decimalsOf),
    feeColumn(t('history.fee'), decimalsOf),
    statusColumn(t('history.status'), (r) =>
      isDeposit(r) ? (
        <DepositStatusBadge status={r.status} />
      ) : (
        <WithdrawalStatusBadge status={r.status} confirmed />
      ),
    ),
    copyColumn('address', t('history.address'), (r) => r.address),
    copyColumn('txId', t('history.txId'), (r) => r.txId),
  ];

  const csv: CsvColumn<FundRecord>[] = [
    { header: t('history.time'), value: (r) => r.createdAt },
    { header: t('history.type'), value: (r) => t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal') },
    { header: t('history.coin'), value: (r) => r.coin },
    { header: t('history.network'), value: (r) => r.network },
    { header: t('history.amount'), value: (r) => r.amount },
    { header: t('history.fee'), value: (r) => r.fee },
    { header: t('history.status'), value: (r) => t(statusKey(r)) },
    { header: t('history.address'), value: (r) => r.address },
    { header: t('history.txId'), value: (r) => r.txId ?? '' },
    { header: t('history.reference'), value: (r) => r.ref },
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="records"
      fileName="coffer-deposits-withdrawals"
      columns={columns}
      csv={csv}
      fetchPage={(page, size) => fetchRecordsPage({ ...filter, page }, size)}
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CoinSelect
            coins={coins.data ?? []}
            value={filter.coin ?? null}
            onChange={(coin) => set({ coin: coin ?? undefined })}
            label={t('history.coin')}
            allowAll
            size="xs"
            w={190}
          />
          <Select
            label={t('history.type')}
            size="xs"
            w={150}
            data={[
              { value: '', label: t('filters.allTypes') },
              { value: '1', label: t('records.deposit') },
              { value: '2', label: t('records.withdrawal') },
            ]}
            value={filter.type === undefined ? '' : String(filter.type)}
            onChange={(v) => set({ type: v ? (Number(v) as 1 | 2) : undefined, status: undefined })}
            allowDeselect={false}
          />
          <Select
            label={t('history.status')}
            size="xs"
            w={190}
            data={[{ value: '', label: t('filters.allStatuses') }, ...statusChoices]}
            value={filter.status === undefined ? '' : String(filter.status)}
            onChange={(v) => set({ status: v ? Number(v) : undefined })}
            disabled={filter.type === undefined}
            placeholder={t('filters.chooseTypeFirst')}
            allowDeselect={false}
          />
          <DateField
            size="xs"
            w={150}
            label={t('filters.from')}
            value={filter.from ?? ''}
            maxDate={filter.to}
            onChange={(from) => set({ from: from || undefined })}
            testId="records-from"
          />
          <DateField
            size="xs"
            w={150}
            label={t('filters.to')}
            value={filter.to ?? ''}
            minDate={filter.from}
            onChange={(to) => set({ to: to || undefined })}
            testId="records-to"
          />
        </Group>
      }
      list={list}
      page={filter.page}
      pageSize={historyPageSize}
      onPage={(page) => setFilter((f) => ({ ...f, page }))}
      rowKey={(r) => `${r.type}:${r.ref}`}
      phoneTitle={(r) => (
        <PhoneTitle
          title={`${t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal')} · ${r.coin}`}
          amount={formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}
        />
      )}
    />
  );
}
