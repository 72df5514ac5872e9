import { fundRecordType } from '@coffer/contract/assets';
import { Group, Select, Text } from '@mantine/core';
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
import { useCoinAmountCsv } from '../../../domain/history/csv-columns';
import { CoinFilter, DateRangeFilter, NumberChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import {
  depositStatuses,
  depositStatusView,
  withdrawalStatuses,
  withdrawalStatusView,
} from '../../../domain/money/status';
import { DepositStatusBadge, WithdrawalStatusBadge } from '../../../domain/money/status-badge';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import { type RecordFilter, recordsList } from '../api/fund-records';

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
  const { t, i18n } = useTranslation(['assets', 'money']);
  const texts = useHistoryTexts(t('records.title'), t('records.empty'));
  const language = i18n.resolvedLanguage ?? 'en';
  const { coins, decimalsOf } = useCoinDecimals();
  const { filter, refine: set, paging } = useHistoryPaging<RecordFilter, FundRecord>(recordsList);

  const statusChoices =
    filter.type === undefined
      ? []
      : (filter.type === deposit ? depositStatuses : withdrawalStatuses).map((s) => ({
          value: s,
          label: t(filter.type === deposit ? depositStatusView(s).key : withdrawalStatusView(s, true).key),
        }));

  const columns: Column<FundRecord>[] = [
    timeColumn(t('money:history.time'), language),
    {
      key: 'type',
      header: t('money:history.type'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal')}</Text>,
    },
    coinNetworkColumn(t('money:history.coinNetwork')),
    amountColumn(t('money:history.amount'), decimalsOf),
    feeColumn(t('money:history.fee'), decimalsOf),
    statusColumn(t('money:history.status'), (r) =>
      isDeposit(r) ? (
        <DepositStatusBadge status={r.status} />
      ) : (
        <WithdrawalStatusBadge status={r.status} confirmed />
      ),
    ),
    copyColumn('address', t('money:history.address'), (r) => r.address),
    copyColumn('txId', t('money:history.txId'), (r) => r.txId),
  ];

  const coinAmountCsv = useCoinAmountCsv<FundRecord>();
  const csv: CsvColumn<FundRecord>[] = [
    { header: t('money:history.time'), value: (r) => r.createdAt },
    {
      header: t('money:history.type'),
      value: (r) => t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal'),
    },
    ...coinAmountCsv,
    { header: t('money:history.fee'), value: (r) => r.fee },
    { header: t('money:history.status'), value: (r) => t(statusKey(r)) },
    { header: t('money:history.address'), value: (r) => r.address },
    { header: t('money:history.txId'), value: (r) => r.txId ?? '' },
    { header: t('money:history.reference'), value: (r) => r.ref },
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="records"
      fileName="coffer-deposits-withdrawals"
      columns={columns}
      csv={csv}
      filters={
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CoinFilter coins={coins} value={filter.coin} onChange={(coin) => set({ coin })} />
          <Select
            label={t('money:history.type')}
            size="xs"
            w={150}
            data={[
              { value: '', label: t('money:filters.allTypes') },
              { value: '1', label: t('records.deposit') },
              { value: '2', label: t('records.withdrawal') },
            ]}
            value={filter.type === undefined ? '' : String(filter.type)}
            onChange={(v) => set({ type: v ? (Number(v) as 1 | 2) : undefined, status: undefined })}
            allowDeselect={false}
          />
          <NumberChoiceFilter
            label={t('money:history.status')}
            allLabel={t('money:filters.allStatuses')}
            choices={statusChoices}
            value={filter.status}
            onChange={(status) => set({ status })}
            disabled={filter.type === undefined}
            placeholder={t('money:filters.chooseTypeFirst')}
          />
          <DateRangeFilter from={filter.from} to={filter.to} onChange={set} testId="records" />
        </Group>
      }
      {...paging}
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
