import type { ConvertOrder } from '@coffer/contract/convert';
import type { Column } from '../../../components/record-table';
import { figureColumn, PhoneTitle, statusColumn } from '../../../domain/history/columns';
import { useMoneyCsv } from '../../../domain/history/csv-columns';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import { type ConvertOrderFilter, convertOrdersList, useConvertPairs } from '../api/convert';
import { decimalsIn } from '../model/pairs';
import { exchangeStatusView } from '../model/status';
import { ExchangeFilters, useExchangeLeadColumns, useExchangeLeadCsv } from './exchange-history-parts';
import { ExchangeStatusBadge } from './exchange-status-badge';

/** The user's conversions, newest first, filtered by coin, status and days, exportable. */
export function ConvertHistory() {
  const { t } = useTranslation(['convert', 'money']);
  const texts = useHistoryTexts(t('history.title'), t('history.empty'));
  const leadColumns = useExchangeLeadColumns<ConvertOrder>();
  const leadCsv = useExchangeLeadCsv<ConvertOrder>();
  const pairs = useConvertPairs().data ?? [];
  const {
    filter,
    refine: set,
    paging,
  } = useHistoryPaging<ConvertOrderFilter, ConvertOrder>(convertOrdersList);
  const decimalsOf = decimalsIn(pairs);
  const amount = (value: string, coin: string) =>
    `${formatAmount(value, { decimals: decimalsOf(coin) })} ${coin}`;
  const priceOf = (r: ConvertOrder) => {
    const pair = pairs.find((p) => p.symbol === r.symbol);
    return formatAmount(r.price, { decimals: pair?.priceDecimals ?? 8, style: 'limit' });
  };

  const columns: Column<ConvertOrder>[] = [
    ...leadColumns,
    figureColumn('paid', t('history.paid'), (r) => amount(r.fromAmount, r.fromCoin)),
    figureColumn('received', t('history.received'), (r) => amount(r.toAmount, r.toCoin), {
      hideOnPhone: true,
    }),
    figureColumn('price', t('history.price'), (r) => `${priceOf(r)} ${r.symbol.split('/')[1] ?? ''}`),
    statusColumn(t('history.status'), (r) => <ExchangeStatusBadge status={r.status} />),
  ];
  const moneyCsv = useMoneyCsv<ConvertOrder>();
  const csv: CsvColumn<ConvertOrder>[] = [
    ...leadCsv,
    { header: t('history.receivedCoin'), value: (r) => r.toCoin },
    { header: t('history.received'), value: (r) => r.toAmount },
    { header: t('history.price'), value: (r) => r.price },
    { header: t('history.status'), value: (r) => t(exchangeStatusView(r.status).key) },
    ...moneyCsv.fields('completedAt'),
    moneyCsv.reference((r) => r.orderId),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="convert-orders"
      fileName="coffer-convert-orders"
      columns={columns}
      csv={csv}
      filters={<ExchangeFilters pairs={pairs} filter={filter} onChange={set} testId="convert-orders" />}
      {...paging}
      rowKey={(r) => r.orderId}
      phoneTitle={(r) => (
        <PhoneTitle title={`${r.fromCoin} → ${r.toCoin}`} amount={amount(r.toAmount, r.toCoin)} />
      )}
    />
  );
}
