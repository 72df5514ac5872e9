import type { ConvertOrder } from '@coffer/contract/convert';
import { figureColumn, PhoneTitle, statusColumn } from '../../../domain/history/columns';
import { field, figureField, type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type ConvertOrderFilter, convertOrdersList, useConvertPairs } from '../api/convert';
import { decimalsIn } from '../model/pairs';
import { exchangeStatusView } from '../model/status';
import { ExchangeFilters, useExchangeLeadFields } from './exchange-history-parts';
import { ExchangeStatusBadge } from './exchange-status-badge';

/** The user's conversions, newest first, filtered by coin, status and days, exportable. */
export function ConvertHistory() {
  const { t } = useTranslation(['convert', 'money']);
  const texts = useHistoryTexts(t('history.title'), t('history.empty'));
  const leadFields = useExchangeLeadFields<ConvertOrder>();
  const money = useMoneyFields();
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

  const fields: HistoryField<ConvertOrder>[] = [
    ...leadFields,
    figureField(
      'paid',
      t('history.paid'),
      (r) => amount(r.fromAmount, r.fromCoin),
      (r) => r.fromAmount,
    ),
    {
      column: figureColumn('received', t('history.received'), (r) => amount(r.toAmount, r.toCoin), {
        hideOnPhone: true,
      }),
      csv: [
        { header: t('history.receivedCoin'), value: (r) => r.toCoin },
        { header: t('history.received'), value: (r) => r.toAmount },
      ],
    },
    figureField(
      'price',
      t('history.price'),
      (r) => `${priceOf(r)} ${r.symbol.split('/')[1] ?? ''}`,
      (r) => r.price,
    ),
    field(
      statusColumn(t('history.status'), (r) => <ExchangeStatusBadge status={r.status} />),
      (r) => t(exchangeStatusView(r.status).key),
    ),
    money.exportOnly('completedAt'),
    money.reference((r) => r.orderId),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="convert-orders"
      fileName="coffer-convert-orders"
      fields={fields}
      filters={<ExchangeFilters pairs={pairs} filter={filter} onChange={set} testId="convert-orders" />}
      {...paging}
      rowKey={(r) => r.orderId}
      phoneTitle={(r) => (
        <PhoneTitle title={`${r.fromCoin} → ${r.toCoin}`} amount={amount(r.toAmount, r.toCoin)} />
      )}
    />
  );
}
