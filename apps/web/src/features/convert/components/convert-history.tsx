import type { ConvertOrder } from '@coffer/contract/convert';
import { PhoneTitle } from '../../../domain/history/columns';
import { figureField, type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type ConvertOrderFilter, convertOrdersList, useConvertPairs } from '../api/convert';
import { decimalsIn } from '../model/pairs';
import {
  ExchangeFilters,
  useExchangeLeadFields,
  useExchangeReceivedField,
  useExchangeStatusField,
} from './exchange-history-parts';

/** The user's conversions, newest first, filtered by coin, status and days, exportable. */
export function ConvertHistory() {
  const { t } = useTranslation(['convert', 'money']);
  const texts = useHistoryTexts(t('history.title'), t('history.empty'));
  const money = useMoneyFields();
  const pairs = useConvertPairs().data ?? [];
  const {
    filter,
    refine: set,
    paging,
  } = useHistoryPaging<ConvertOrderFilter, ConvertOrder>(convertOrdersList);
  const decimalsOf = decimalsIn(pairs);
  const amount = (value: string | null, coin: string) =>
    value === null ? '--' : `${formatAmount(value, { decimals: decimalsOf(coin) })} ${coin}`;
  const leadFields = useExchangeLeadFields<ConvertOrder>(amount);
  const receivedField = useExchangeReceivedField<ConvertOrder>(amount);
  const statusField = useExchangeStatusField<ConvertOrder>();
  const priceOf = (r: ConvertOrder) => {
    const pair = pairs.find((p) => p.symbol === r.symbol);
    return formatAmount(r.price, { decimals: pair?.priceDecimals ?? 8, style: 'limit' });
  };

  const fields: HistoryField<ConvertOrder>[] = [
    ...leadFields,
    receivedField,
    figureField(
      'price',
      t('history.price'),
      (r) => `${priceOf(r)} ${r.symbol.split('/')[1] ?? ''}`,
      (r) => r.price,
    ),
    statusField,
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
