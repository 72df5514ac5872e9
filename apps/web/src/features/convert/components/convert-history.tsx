import type { ConvertOrder } from '@coffer/contract/convert';
import { figureField, type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { useTranslation } from '../../../lib/react-i18n';
import { convertOrdersList } from '../api/convert';
import { ExchangeHistoryPanel, useExchangeHistory } from './exchange-history-parts';

/** The user's conversions, newest first, filtered by coin, status and days, exportable. */
export function ConvertHistory() {
  const { t } = useTranslation(['convert', 'money']);
  const money = useMoneyFields();
  const history = useExchangeHistory<ConvertOrder>(convertOrdersList);
  const { shared } = history;

  const fields: HistoryField<ConvertOrder>[] = [
    ...shared.lead,
    shared.received,
    figureField(
      'price',
      t('history.price'),
      (r) => history.priceIn(r, r.price),
      (r) => r.price,
    ),
    shared.status,
    money.exportOnly('completedAt'),
    money.reference((r) => r.orderId),
  ];

  return (
    <ExchangeHistoryPanel
      history={history}
      words={{ title: t('orders.tabHistory'), empty: t('history.empty') }}
      testId="convert-orders"
      fields={fields}
      rowKey={(r) => r.orderId}
      phoneAmount={(r) => history.amount(r.toAmount, r.toCoin)}
    />
  );
}
