import { fundRecordType } from '@coffer/contract/assets';
import { Group } from '@mantine/core';
import { type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { ChoiceFilter, CoinFilter, DateRangeFilter, StatusFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import {
  depositStatuses,
  depositStatusView,
  withdrawalStatuses,
  withdrawalStatusView,
} from '../../../domain/money/status';
import { DepositStatusBadge, WithdrawalStatusBadge } from '../../../domain/money/status-badge';
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
  const { t } = useTranslation(['assets', 'money']);
  const texts = useHistoryTexts(t('records.title'), t('records.empty'));
  const money = useMoneyFields();
  const { coins, decimalsOf, formatIn } = useCoinDecimals();
  const kindOf = (r: FundRecord) => t(isDeposit(r) ? 'records.deposit' : 'records.withdrawal');
  const { filter, refine: set, paging } = useHistoryPaging<RecordFilter, FundRecord>(recordsList);

  const fields: HistoryField<FundRecord>[] = [
    money.time(),
    textField('type', t('money:history.type'), kindOf, { hideOnPhone: true }),
    money.coinNetwork(),
    money.amount(decimalsOf),
    money.fee(decimalsOf),
    money.status(
      (r) =>
        isDeposit(r) ? (
          <DepositStatusBadge status={r.status} />
        ) : (
          <WithdrawalStatusBadge status={r.status} confirmed />
        ),
      (r) => t(statusKey(r)),
    ),
    money.address(),
    money.txId(),
    money.reference((r) => r.ref),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="records"
      fileName="coffer-deposits-withdrawals"
      fields={fields}
      filters={<RecordFilters coins={coins} filter={filter} onChange={set} />}
      {...paging}
      rowKey={(r) => `${r.type}:${r.ref}`}
      phoneTitle={(r) => ({ title: `${kindOf(r)} · ${r.coin}`, amount: formatIn(r.amount, r.coin) })}
    />
  );
}

/** The list's filters: coin, kind, status (of the kind chosen) and dates. */
function RecordFilters({
  coins,
  filter,
  onChange: set,
}: {
  coins: { coin: string; name: string }[];
  filter: RecordFilter;
  onChange: (change: Partial<RecordFilter>) => void;
}) {
  const { t } = useTranslation(['assets', 'money']);
  const statusChoices =
    filter.type === undefined
      ? []
      : (filter.type === deposit ? depositStatuses : withdrawalStatuses).map((s) => ({
          value: s,
          label: t(filter.type === deposit ? depositStatusView(s).key : withdrawalStatusView(s, true).key),
        }));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <CoinFilter coins={coins} value={filter.coin} onChange={(coin) => set({ coin })} />
      <ChoiceFilter<1 | 2>
        label={t('money:history.type')}
        allLabel={t('money:filters.allTypes')}
        choices={[
          { value: 1, label: t('records.deposit') },
          { value: 2, label: t('records.withdrawal') },
        ]}
        value={filter.type}
        onChange={(type) => set({ type, status: undefined })}
        w={150}
      />
      <StatusFilter
        choices={statusChoices}
        value={filter.status}
        onChange={(status) => set({ status })}
        disabled={filter.type === undefined}
        placeholder={t('money:filters.chooseTypeFirst')}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={set} testId="records" />
    </Group>
  );
}
