import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { type Column, RecordTable } from '../../../components/record-table';
import { formatAmount } from '../../../domain/money/format-amount';
import { type CsvColumn, exportRowsMax } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format-date';
import { useCoins } from '../api/coins';
import { historyPageSize } from '../api/keys';
import { fetchTransfersPage, type TransferFilter, useTransfers } from '../api/transfers';
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
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useCoins();
  const [filter, setFilter] = useState<TransferFilter>({ page: 1 });
  const { data, isPending, isError } = useTransfers(filter);
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  const wallet = (w: number) => t(`wallet.${w}`);

  const columns: Column<Transfer>[] = [
    {
      key: 'time',
      header: t('history.time'),
      cell: (r) => <Text size="sm">{formatDateTime(r.createdAt, language)}</Text>,
    },
    {
      key: 'coin',
      header: t('history.coin'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{r.coin}</Text>,
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
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('transfer.history')}
          </Title>
          <ExportButton
            truncatedText={t('history.exportTruncated', { count: exportRowsMax })}
            fileName="coffer-transfers"
            columns={csv}
            fetchPage={(page, size) => fetchTransfersPage({ ...filter, page }, size)}
            disabled={!data || data.totalCount === 0}
            testId="transfers-export"
          />
        </Group>
        <CoinSelect
          coins={coins.data ?? []}
          value={filter.coin ?? null}
          onChange={(coin) => setFilter({ coin: coin ?? undefined, page: 1 })}
          label={t('history.coin')}
          allowAll
          size="xs"
          w={190}
        />
        <RecordTable
          loadingLabel={t('history.loading')}
          failedText={t('history.failed')}
          columns={columns}
          rows={data?.items}
          rowKey={(r) => r.id}
          loading={isPending}
          failed={isError}
          empty={t('transfer.empty')}
          page={filter.page}
          totalCount={data?.totalCount ?? 0}
          pageSize={historyPageSize}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          testId="transfers"
          phoneTitle={(r) => (
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {r.coin}
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
