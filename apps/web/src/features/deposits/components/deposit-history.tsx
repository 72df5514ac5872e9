import { Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/record-table';
import {
  amountColumn,
  coinNetworkColumn,
  copyColumn,
  PhoneTitle,
  statusColumn,
  timeColumn,
} from '../../../domain/history/columns';
import { useCoinAmountCsv } from '../../../domain/history/csv-columns';
import { CoinFilter, NumberChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { historyPageSize } from '../../../domain/money/assets-keys';
import { useCoins } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { useMoneyWallet } from '../../../domain/money/money-wallet';
import { depositStatuses, depositStatusView } from '../../../domain/money/status';
import { DepositStatusBadge } from '../../../domain/money/status-badge';
import type { CsvColumn } from '../../../lib/csv';
import { type DepositFilter, fetchDepositsPage, useDeposits } from '../api/deposits';

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
  const { t, i18n } = useTranslation(['deposits', 'money']);
  const texts = useHistoryTexts(t('deposit.history'), t('deposit.empty'));
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useCoins();
  const [filter, setFilter] = useState<DepositFilter>({ page: 1 });
  const list = useDeposits(filter);
  const { host } = useMoneyWallet();
  const decimalsOf = (coin: string) => coins.data?.find((c) => c.coin === coin)?.decimals ?? 8;
  const cryptoCoins = (coins.data ?? []).filter((c) => !c.isFiat);

  const columns: Column<Deposit>[] = [
    timeColumn(t('money:history.time'), language),
    coinNetworkColumn(t('money:history.coinNetwork')),
    amountColumn(t('money:history.amount'), decimalsOf),
    {
      key: 'confirmations',
      header: t('money:history.confirmations'),
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
    statusColumn(t('money:history.status'), (r) => <DepositStatusBadge status={r.status} />),
    copyColumn('txId', t('money:history.txId'), (r) => r.txId),
  ];

  const coinAmountCsv = useCoinAmountCsv<Deposit>();
  const csv: CsvColumn<Deposit>[] = [
    { header: t('money:history.time'), value: (r) => r.createdAt },
    ...coinAmountCsv,
    {
      header: t('money:history.confirmations'),
      value: (r) => `${r.confirmations}/${r.requiredConfirmations}`,
    },
    { header: t('money:history.status'), value: (r) => t(depositStatusView(r.status).key) },
    { header: t('money:history.address'), value: (r) => r.address },
    { header: t('money:history.txId'), value: (r) => r.txId },
    { header: t('money:history.creditedAt'), value: (r) => r.creditedAt ?? '' },
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="deposits"
      fileName="coffer-deposits"
      columns={columns}
      csv={csv}
      fetchPage={(page, size) => fetchDepositsPage({ ...filter, page }, size, host)}
      filters={
        <Group gap="sm" align="flex-end">
          <CoinFilter
            coins={cryptoCoins}
            value={filter.coin}
            onChange={(coin) => setFilter((f) => ({ ...f, coin, page: 1 }))}
          />
          <NumberChoiceFilter
            label={t('money:history.status')}
            allLabel={t('money:filters.allStatuses')}
            choices={depositStatuses.map((s) => ({ value: s, label: t(depositStatusView(s).key) }))}
            value={filter.status}
            onChange={(status) => setFilter((f) => ({ ...f, status, page: 1 }))}
          />
        </Group>
      }
      list={list}
      page={filter.page}
      pageSize={historyPageSize}
      onPage={(page) => setFilter((f) => ({ ...f, page }))}
      rowKey={(r) => String(r.id)}
      phoneTitle={(r) => (
        <PhoneTitle
          title={`${r.coin} · ${r.network}`}
          amount={`+${formatAmount(r.amount, { decimals: decimalsOf(r.coin) })}`}
        />
      )}
    />
  );
}
