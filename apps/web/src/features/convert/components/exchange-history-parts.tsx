import type { ConvertPairConfig, ConvertSide, ExchangeStatus } from '@coffer/contract/convert';
import { Group, Text } from '@mantine/core';
import type { Column } from '../../../components/record-table';
import { timeColumn } from '../../../domain/history/columns';
import { useMoneyCsv } from '../../../domain/history/csv-columns';
import { CoinFilter, DateRangeFilter, NumberChoiceFilter } from '../../../domain/history/filters';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import type { ConvertOrderFilter } from '../api/convert';
import { convertibleCoins } from '../model/pairs';
import { exchangeStatuses, exchangeStatusView } from '../model/status';

/** The filters both exchange lists (conversions, limit orders) share: coin, status and days. */
export function ExchangeFilters({
  pairs,
  filter,
  onChange,
  testId,
}: {
  pairs: ConvertPairConfig[];
  filter: ConvertOrderFilter;
  onChange: (change: Partial<ConvertOrderFilter>) => void;
  testId: string;
}) {
  const { t } = useTranslation(['convert', 'money']);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <CoinFilter
        coins={convertibleCoins(pairs).map((coin) => ({ coin, name: coin }))}
        value={filter.coin}
        onChange={(coin) => onChange({ coin })}
      />
      <NumberChoiceFilter<ExchangeStatus>
        label={t('history.status')}
        allLabel={t('money:filters.allStatuses')}
        choices={exchangeStatuses.map((s) => ({ value: s, label: t(exchangeStatusView(s).key) }))}
        value={filter.status}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} testId={testId} />
    </Group>
  );
}

/** What both exchange lists' rows (a conversion, a limit order) have in common. */
interface ExchangeRow {
  createdAt: string;
  symbol: string;
  side: ConvertSide;
  fromCoin: string;
  toCoin: string;
  fromAmount: string;
}

/** The columns both exchange lists begin with: when, and which pair (left off the phone card). */
export function useExchangeLeadColumns<R extends ExchangeRow>(): Column<R>[] {
  const { t, i18n } = useTranslation(['convert', 'money']);
  return [
    timeColumn(t('money:history.time'), i18n.resolvedLanguage ?? 'en'),
    {
      key: 'pair',
      header: t('history.pair'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{`${r.fromCoin} → ${r.toCoin}`}</Text>,
    },
  ];
}

/** The export fields both exchange lists begin with: when, the pair, the side, what was paid. */
export function useExchangeLeadCsv<R extends ExchangeRow>(): CsvColumn<R>[] {
  const { t } = useTranslation(['convert', 'money']);
  const moneyCsv = useMoneyCsv<R>();
  return [
    ...moneyCsv.fields('time'),
    { header: t('history.pair'), value: (r) => r.symbol },
    { header: t('history.side'), value: (r) => t(`side.${r.side}`) },
    { header: t('history.paidCoin'), value: (r) => r.fromCoin },
    { header: t('history.paid'), value: (r) => r.fromAmount },
  ];
}
