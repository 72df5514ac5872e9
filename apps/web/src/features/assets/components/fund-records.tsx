import { fundRecordType } from '@coffer/contract';
import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { ExportButton } from '../../../components/export-button';
import { type Column, RecordTable } from '../../../components/record-table';
import { formatAmount } from '../../../domain/money/format-amount';
import { type CsvColumn, exportRowsMax } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format-date';
import { useCoins } from '../api/coins';
import { fetchRecordsPage, type RecordFilter, useRecords } from '../api/fund-records';
import { historyPageSize } from '../api/keys';
import {
  depositStatuses,
  depositStatusView,
  withdrawalStatuses,
  withdrawalStatusView,
} from '../model/status';
import { CoinSelect } from './coin-network';
import { CopyText } from './copy-text';
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
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useCoins();
  const [filter, setFilter] = useState<RecordFilter>({ page: 1 });
  const { data, isPending, isError } = useRecords(filter);
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
    {
      key: 'time',
      header: t('history.time'),
      cell: (r) => <Text size="sm">{formatDateTime(r.createdAt, language)}</Text>,
    },
    {
      key: 'type',
      header: t('history.type'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal')}</Text>,
    },
    {
      key: 'coin',
      header: t('history.coinNetwork'),
      hideOnPhone: true,
      cell: (r) => (
        <Text size="sm">
          {r.coin} · {r.network}
        </Text>
      ),
    },
    {
      key: 'amount',
      header: t('history.amount'),
      align: 'right',
      hideOnPhone: true,
      cell: (r) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}
        </Text>
      ),
    },
    {
      key: 'fee',
      header: t('history.fee'),
      align: 'right',
      cell: (r) => (
        <Text size="sm">{formatAmount(r.fee, { decimals: decimalsOf(r.coin), style: 'limit' })}</Text>
      ),
    },
    {
      key: 'status',
      header: t('history.status'),
      cell: (r) =>
        isDeposit(r) ? (
          <DepositStatusBadge status={r.status} />
        ) : (
          <WithdrawalStatusBadge status={r.status} confirmed />
        ),
    },
    {
      key: 'address',
      header: t('history.address'),
      cell: (r) => <CopyText value={r.address} short size="xs" />,
    },
    {
      key: 'txId',
      header: t('history.txId'),
      cell: (r) => (r.txId ? <CopyText value={r.txId} short size="xs" /> : <Text size="sm">--</Text>),
    },
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
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('records.title')}
          </Title>
          <ExportButton
            truncatedText={t('history.exportTruncated', { count: exportRowsMax })}
            fileName="coffer-deposits-withdrawals"
            columns={csv}
            fetchPage={(page, size) => fetchRecordsPage({ ...filter, page }, size)}
            disabled={!data || data.totalCount === 0}
            testId="records-export"
          />
        </Group>
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
        <RecordTable
          loadingLabel={t('history.loading')}
          failedText={t('history.failed')}
          columns={columns}
          rows={data?.items}
          rowKey={(r) => `${r.type}:${r.ref}`}
          loading={isPending}
          failed={isError}
          empty={t('records.empty')}
          page={filter.page}
          totalCount={data?.totalCount ?? 0}
          pageSize={historyPageSize}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          testId="records"
          phoneTitle={(r) => (
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal')} · {r.coin}
              </Text>
              <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}
              </Text>
            </Group>
          )}
        />
      </Stack>
    </Paper>
  );
}
