import { Group, Paper, Progress, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { type Column, RecordTable } from '../../../components/record-table';
import { formatAmount } from '../../../domain/money/format-amount';
import { type CsvColumn, exportRowsMax } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format-date';
import { useCoins } from '../api/coins';
import { type DepositFilter, fetchDepositsPage, useDeposits } from '../api/deposits';
import { historyPageSize } from '../api/keys';
import { depositStatuses, depositStatusView } from '../model/status';
import { CoinSelect } from './coin-network';
import { CopyText } from './copy-text';
import { DepositStatusBadge } from './status-badge';

interface Deposit {
  id: number;
  coin: string;
  network: string;
  address: string;
  txId: string;
  amount: string;
  confirmations: number;
  requiredConfirmations: number;
  status: number;
  createdAt: string;
  creditedAt: string | null;
}

/** The user's deposits, newest first, updating live (confirmations count up as blocks arrive). */
export function DepositHistory() {
  const { t, i18n } = useTranslation('assets');
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useCoins();
  const [filter, setFilter] = useState<DepositFilter>({ page: 1 });
  const { data, isPending, isError } = useDeposits(filter);
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  const cryptoCoins = (coins.data ?? []).filter((c) => !c.isFiat);

  const columns: Column<Deposit>[] = [
    {
      key: 'time',
      header: t('history.time'),
      cell: (r) => <Text size="sm">{formatDateTime(r.createdAt, language)}</Text>,
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
      key: 'confirmations',
      header: t('history.confirmations'),
      cell: (r) => (
        <Stack gap={4} miw={90}>
          <Text size="xs" data-testid="deposit-confirmation-count">
            {r.confirmations}/{r.requiredConfirmations}
          </Text>
          <Progress
            value={Math.min(100, (r.confirmations / Math.max(1, r.requiredConfirmations)) * 100)}
            size="xs"
            aria-hidden="true"
          />
        </Stack>
      ),
    },
    { key: 'status', header: t('history.status'), cell: (r) => <DepositStatusBadge status={r.status} /> },
    { key: 'txId', header: t('history.txId'), cell: (r) => <CopyText value={r.txId} short size="xs" /> },
  ];

  const csv: CsvColumn<Deposit>[] = [
    { header: t('history.time'), value: (r) => r.createdAt },
    { header: t('history.coin'), value: (r) => r.coin },
    { header: t('history.network'), value: (r) => r.network },
    { header: t('history.amount'), value: (r) => r.amount },
    { header: t('history.confirmations'), value: (r) => `${r.confirmations}/${r.requiredConfirmations}` },
    { header: t('history.status'), value: (r) => t(depositStatusView(r.status).key) },
    { header: t('history.address'), value: (r) => r.address },
    { header: t('history.txId'), value: (r) => r.txId },
    { header: t('history.creditedAt'), value: (r) => r.creditedAt ?? '' },
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('deposit.history')}
          </Title>
          <ExportButton
            truncatedText={t('history.exportTruncated', { count: exportRowsMax })}
            fileName="coffer-deposits"
            columns={csv}
            fetchPage={(page, size) => fetchDepositsPage({ ...filter, page }, size)}
            disabled={!data || data.totalCount === 0}
            testId="deposits-export"
          />
        </Group>
        <Group gap="sm" align="flex-end">
          <CoinSelect
            coins={cryptoCoins}
            value={filter.coin ?? null}
            onChange={(coin) => setFilter((f) => ({ ...f, coin: coin ?? undefined, page: 1 }))}
            label={t('history.coin')}
            allowAll
            size="xs"
            w={190}
          />
          <Select
            label={t('history.status')}
            size="xs"
            w={190}
            data={[
              { value: '', label: t('filters.allStatuses') },
              ...depositStatuses.map((s) => ({ value: String(s), label: t(depositStatusView(s).key) })),
            ]}
            value={filter.status === undefined ? '' : String(filter.status)}
            onChange={(v) => setFilter((f) => ({ ...f, status: v ? Number(v) : undefined, page: 1 }))}
            allowDeselect={false}
          />
        </Group>
        <RecordTable
          loadingLabel={t('history.loading')}
          failedText={t('history.failed')}
          columns={columns}
          rows={data?.items}
          rowKey={(r) => String(r.id)}
          loading={isPending}
          failed={isError}
          empty={t('deposit.empty')}
          page={filter.page}
          totalCount={data?.totalCount ?? 0}
          pageSize={historyPageSize}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          testId="deposits"
          phoneTitle={(r) => (
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {r.coin} · {r.network}
              </Text>
              <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                +{formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}
              </Text>
            </Group>
          )}
        />
      </Stack>
    </Paper>
  );
}
