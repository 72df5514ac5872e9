import { withdrawalStatus } from '@coffer/contract';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../components/export-button';
import { type Column, RecordTable } from '../../../components/record-table';
import { formatAmount } from '../../../domain/money/format-amount';
import { type CsvColumn, exportRowsMax } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/format-date';
import { confirmDialog } from '../../../lib/overlays';
import { useCoins } from '../api/coins';
import { assetsKeys, historyPageSize } from '../api/keys';
import {
  cancelWithdrawal,
  fetchWithdrawalsPage,
  useWithdrawals,
  type WithdrawalFilter,
} from '../api/withdrawals';
import { withdrawalStatuses, withdrawalStatusView } from '../model/status';
import { CoinSelect } from './coin-network';
import { CopyText } from './copy-text';
import { WithdrawalStatusBadge } from './status-badge';
import type { AppliedWithdrawal } from './withdraw-form';

type Withdrawal = AppliedWithdrawal & {
  cancellable: boolean;
  txId: string | null;
  createdAt: string;
  completedAt: string | null;
};

/** The user's withdrawals, live, with "enter code" for unconfirmed ones and revoke while allowed. */
export function WithdrawalHistory({ onEnterCode }: { onEnterCode: (w: Withdrawal) => void }) {
  const { t, i18n } = useTranslation('assets');
  const language = i18n.resolvedLanguage ?? 'en';
  const qc = useQueryClient();
  const coins = useCoins();
  const [filter, setFilter] = useState<WithdrawalFilter>({ page: 1 });
  const [revoking, setRevoking] = useState<string | null>(null);
  const { data, isPending, isError } = useWithdrawals(filter);
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  const amountOf = (r: Withdrawal) => `${formatAmount(r.amount, { decimals: decimalsOf(r.coin) })} ${r.coin}`;

  const revoke = (r: Withdrawal) =>
    void confirmDialog({
      title: t('withdraw.revokeTitle'),
      body: t('withdraw.revokeBody', { amount: amountOf(r), address: r.address }),
      confirmLabel: t('withdraw.revoke'),
      cancelLabel: t('withdraw.keep'),
      onConfirm: async () => {
        setRevoking(r.rid);
        try {
          await cancelWithdrawal(r.rid);
        } catch {
          // The wrapper said why (already on its way, say); the list shows the truth after refresh.
        } finally {
          setRevoking(null);
          for (const key of [
            assetsKeys.withdrawals,
            assetsKeys.balances,
            assetsKeys.valuation,
            assetsKeys.records,
          ])
            void qc.invalidateQueries({ queryKey: key });
        }
      },
    });

  const actions = (r: Withdrawal) => {
    const awaitingCode = r.status === withdrawalStatus.members.pendingSend && !r.confirmed;
    if (!r.cancellable && !awaitingCode) return <Text size="sm">--</Text>;
    return (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {awaitingCode && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onEnterCode(r)}
            data-testid="withdrawal-enter-code"
          >
            {t('withdraw.enterCode')}
          </Button>
        )}
        {r.cancellable && (
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            loading={revoking === r.rid}
            onClick={() => revoke(r)}
            data-testid="withdrawal-revoke"
          >
            {t('withdraw.revoke')}
          </Button>
        )}
      </Group>
    );
  };

  const columns: Column<Withdrawal>[] = [
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
      key: 'fee',
      header: t('history.fee'),
      align: 'right',
      cell: (r) => (
        <Text size="sm">{formatAmount(r.fee, { decimals: decimalsOf(r.coin), style: 'limit' })}</Text>
      ),
    },
    {
      key: 'address',
      header: t('history.address'),
      cell: (r) => <CopyText value={r.address} short size="xs" />,
    },
    {
      key: 'status',
      header: t('history.status'),
      cell: (r) => <WithdrawalStatusBadge status={r.status} confirmed={r.confirmed} />,
    },
    {
      key: 'txId',
      header: t('history.txId'),
      cell: (r) => (r.txId ? <CopyText value={r.txId} short size="xs" /> : <Text size="sm">--</Text>),
    },
    { key: 'actions', header: t('history.actions'), align: 'right', cell: actions },
  ];

  const csv: CsvColumn<Withdrawal>[] = [
    { header: t('history.time'), value: (r) => r.createdAt },
    { header: t('history.coin'), value: (r) => r.coin },
    { header: t('history.network'), value: (r) => r.network },
    { header: t('history.amount'), value: (r) => r.amount },
    { header: t('history.fee'), value: (r) => r.fee },
    { header: t('history.address'), value: (r) => r.address },
    { header: t('history.status'), value: (r) => t(withdrawalStatusView(r.status, r.confirmed).key) },
    { header: t('history.txId'), value: (r) => r.txId ?? '' },
    { header: t('history.completedAt'), value: (r) => r.completedAt ?? '' },
    { header: t('history.reference'), value: (r) => r.rid },
  ];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('withdraw.history')}
          </Title>
          <ExportButton
            truncatedText={t('history.exportTruncated', { count: exportRowsMax })}
            fileName="coffer-withdrawals"
            columns={csv}
            fetchPage={(page, size) => fetchWithdrawalsPage({ ...filter, page }, size)}
            disabled={!data || data.totalCount === 0}
            testId="withdrawals-export"
          />
        </Group>
        <Group gap="sm" align="flex-end">
          <CoinSelect
            coins={(coins.data ?? []).filter((c) => !c.isFiat)}
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
            w={210}
            data={[
              { value: '', label: t('filters.allStatuses') },
              ...withdrawalStatuses.map((s) => ({
                value: String(s),
                label: t(withdrawalStatusView(s, true).key),
              })),
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
          rowKey={(r) => r.rid}
          loading={isPending}
          failed={isError}
          empty={t('withdraw.empty')}
          page={filter.page}
          totalCount={data?.totalCount ?? 0}
          pageSize={historyPageSize}
          onPage={(page) => setFilter((f) => ({ ...f, page }))}
          testId="withdrawals"
          phoneTitle={(r) => (
            <Group justify="space-between" wrap="nowrap">
              <Text fw={600} size="sm">
                {r.coin} · {r.network}
              </Text>
              <Text fw={600} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                −{formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}
              </Text>
            </Group>
          )}
        />
      </Stack>
    </Paper>
  );
}
