import { type P2pOrder, type P2pOrderStatus, type P2pSide, p2pOrderStatus } from '@coffer/contract/p2p';
import { Group, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { detailColumn, statusColumn } from '../../../domain/history/columns';
import {
  csvField,
  field,
  figureField,
  type HistoryField,
  textField,
  useMoneyFields,
} from '../../../domain/history/fields';
import { ChoiceFilter, filterBinding, memberChoices } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type OrdersFilter, ordersList } from '../api/p2p';
import { channelName, priceDecimals } from '../model/labels';
import { P2pStatusBadge } from './order-status-badge';

/** /fiat/list: the user's P2P orders, newest first, filtered by side, status and coin, paged, exportable. */
export function FiatOrders() {
  const { t } = useTranslation(['p2p', 'money']);
  const navigate = useNavigate();
  const texts = useHistoryTexts(t('list.title'), t('list.empty'));
  const money = useMoneyFields();
  const { formatIn } = useCoinDecimals();
  const { filter, refine, paging } = useHistoryPaging<OrdersFilter, P2pOrder>(ordersList);
  const quantityOf = (r: P2pOrder) => `${formatIn(r.quantity, r.coin)} ${r.coin}`;
  const totalOf = (r: P2pOrder) => `${formatAmount(r.total, { decimals: 2 })} ${r.fiat}`;
  const statusText = (s: number) => t(`status.${p2pOrderStatus.keyOf(s) ?? 'unknown'}`);
  const sideCell = (r: P2pOrder) => (
    <Text size="sm" c={r.side === 'buy' ? 'teal' : 'red'}>
      {t(`side.${r.side}`)}
    </Text>
  );
  const fields: HistoryField<P2pOrder>[] = [
    money.time(),
    field({ key: 'side', header: t('order.type'), cell: sideCell }, (r) => t(`side.${r.side}`)),
    figureField('quantity', t('order.quantity'), quantityOf, (r) => r.quantity),
    figureField(
      'price',
      t('order.price'),
      (r) => `${formatAmount(r.price, { decimals: priceDecimals })} ${r.fiat}`,
      (r) => r.price,
      {
        hideOnPhone: true,
      },
    ),
    figureField('total', t('order.total'), totalOf, (r) => r.total),
    textField('dealer', t('order.dealer'), (r) => r.dealerName, { hideOnPhone: true }),
    field(
      statusColumn(t('order.status'), (r) => <P2pStatusBadge status={r.status} />),
      (r) => statusText(r.status),
    ),
    {
      column: detailColumn(
        t('list.details'),
        (r) => void navigate(paths.trading.fiatOrder.href({ id: r.orderId })),
        'p2p-order-open',
      ),
    },
    csvField(t('order.channel'), (r) => channelName(t, r.channel)),
    csvField(t('order.fiat'), (r) => r.fiat),
    money.reference((r) => r.orderId),
  ];
  const bind = filterBinding(filter, refine);
  const all = t('list.all');
  return (
    <HistoryPanel
      texts={texts}
      testId="p2p-orders"
      fields={fields}
      filters={
        <Group gap="sm" align="flex-end">
          <ChoiceFilter<P2pSide>
            label={t('order.type')}
            allLabel={all}
            choices={(['buy', 'sell'] as const).map((side) => ({ value: side, label: t(`side.${side}`) }))}
            {...bind('side')}
            w={120}
          />
          <ChoiceFilter<P2pOrderStatus>
            label={t('order.status')}
            allLabel={all}
            choices={memberChoices(p2pOrderStatus.members, statusText).filter((c) => c.value <= 5)}
            {...bind('status')}
            w={200}
          />
          <ChoiceFilter
            label={t('market.coin')}
            allLabel={all}
            choices={['USDT', 'BTC'].map((c) => ({ value: c, label: c }))}
            {...bind('coin')}
            w={120}
          />
        </Group>
      }
      {...paging}
      rowKey={(r) => r.orderId}
      phoneTitle={(r) => ({ title: `${t(`side.${r.side}`)} ${r.coin}`, amount: quantityOf(r) })}
    />
  );
}
