import { Group, Progress, Stack, Text } from '@mantine/core';
import type { Column } from '../../../components/record-table';
import {
  amountColumn,
  coinNetworkColumn,
  copyColumn,
  PhoneTitle,
  statusColumn,
  timeColumn,
} from '../../../domain/history/columns';
import { useMoneyCsv } from '../../../domain/history/csv-columns';
import { CoinFilter, NumberChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { depositStatuses, depositStatusView } from '../../../domain/money/status';
import { DepositStatusBadge } from '../../../domain/money/status-badge';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import { type DepositFilter, depositsList } from '../api/deposits';

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
  const { coins, decimalsOf } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging<DepositFilter, Deposit>(depositsList);
  const cryptoCoins = coins.filter((c) => !c.isFiat);

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

  const moneyCsv = useMoneyCsv<Deposit>();
  const csv: CsvColumn<Deposit>[] = [
    ...moneyCsv.fields('time', 'coin', 'network', 'amount'),
    {
      header: t('money:history.confirmations'),
      value: (r) => `${r.confirmations}/${r.requiredConfirmations}`,
    },
    { header: t('money:history.status'), value: (r) => t(depositStatusView(r.status).key) },
    ...moneyCsv.fields('address', 'txId', 'creditedAt'),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="deposits"
      fileName="coffer-deposits"
      columns={columns}
      csv={csv}
      filters={
        <Group gap="sm" align="flex-end">
          <CoinFilter coins={cryptoCoins} value={filter.coin} onChange={(coin) => refine({ coin })} />
          <NumberChoiceFilter
            label={t('money:history.status')}
            allLabel={t('money:filters.allStatuses')}
            choices={depositStatuses.map((s) => ({ value: s, label: t(depositStatusView(s).key) }))}
            value={filter.status}
            onChange={(status) => refine({ status })}
          />
        </Group>
      }
      {...paging}
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
