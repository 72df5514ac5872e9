import {
  type OtcOrder,
  type OtcOrderKind,
  type OtcOrderStatus,
  type OtcSide,
  otcOrderKind,
  otcOrderStatus,
} from '@coffer/contract/otc';
import { Group, Text } from '@mantine/core';
import { useState } from 'react';
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
import { formatAmount } from '../../../domain/money/format-amount';
import { OtcOrderStatusBadge } from '../../../domain/money/status-badge';
import { useTranslation } from '../../../lib/react-i18n';
import { type OtcOrderFilter, otcOrdersList, useOtcSymbols } from '../api/otc';
import { OtcOrderDetail } from './otc-order-detail';

/** The user's OTC orders, newest first, filtered by pair, side, status and kind, exportable, live. */
export function OtcOrderHistory() {
  const { t } = useTranslation(['otc', 'money']);
  const texts = useHistoryTexts(t('orders.title'), t('orders.empty'));
  const money = useMoneyFields();
  const pairs = useOtcSymbols().data ?? [];
  const { filter, list, refine, paging } = useHistoryPaging<OtcOrderFilter, OtcOrder>(otcOrdersList);
  const [openId, setOpenId] = useState<string | null>(null);
  // The open order as the list holds it now, so a live status change shows in the detail too.
  const open = list.data?.items.find((o) => o.orderId === openId) ?? null;
  const pairOf = (symbol: string) => pairs.find((p) => p.symbol === symbol);
  const amount = (value: string, decimals: number | undefined, coin: string) =>
    `${formatAmount(value, { decimals: decimals ?? 8 })} ${coin}`;
  const quantityOf = (r: OtcOrder) => amount(r.quantity, pairOf(r.symbol)?.baseDecimals, r.baseCoin);
  const totalOf = (r: OtcOrder) => amount(r.total, pairOf(r.symbol)?.quoteDecimals, r.quoteCoin);
  const sideCell = (r: OtcOrder) => (
    <Text size="sm" c={r.side === 'buy' ? 'teal' : 'red'}>
      {t(`side.${r.side}`)}
    </Text>
  );
  const statusText = (s: number) => t(`money:status.otc.${otcOrderStatus.keyOf(s) ?? 'unknown'}`);

  const fields: HistoryField<OtcOrder>[] = [
    money.time(),
    textField('pair', t('orders.pair'), (r) => r.symbol, { hideOnPhone: true }),
    field({ key: 'side', header: t('orders.side'), cell: sideCell }, (r) => t(`side.${r.side}`)),
    figureField('quantity', t('orders.quantity'), quantityOf, (r) => r.quantity, { hideOnPhone: true }),
    figureField(
      'price',
      t('orders.price'),
      (r) => formatAmount(r.price, { decimals: pairOf(r.symbol)?.priceDecimals ?? 8 }),
      (r) => r.price,
    ),
    figureField('total', t('orders.total'), totalOf, (r) => r.total),
    textField('kind', t('orders.kind'), (r) => t(`kind.${r.kind}`)),
    field(
      statusColumn(t('orders.status'), (r) => <OtcOrderStatusBadge status={r.status} />),
      (r) => statusText(r.status),
    ),
    { column: detailColumn(t('orders.details'), (r) => setOpenId(r.orderId), 'otc-order-open') },
    csvField(t('orders.acceptor'), (r) => r.acceptorName),
    money.reference((r) => r.orderId),
  ];

  return (
    <>
      <HistoryPanel
        texts={texts}
        testId="otc-orders"
        fields={fields}
        filters={<OtcFilters pairs={pairs} filter={filter} onChange={refine} statusText={statusText} />}
        {...paging}
        rowKey={(r) => r.orderId}
        phoneTitle={(r) => ({ title: r.symbol, amount: quantityOf(r) })}
      />
      <OtcOrderDetail
        order={open}
        pair={open ? pairOf(open.symbol) : undefined}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}

/** The list's filters: pair, side, status and kind, each with "all" first. */
function OtcFilters({
  pairs,
  filter,
  onChange,
  statusText,
}: {
  pairs: { symbol: string }[];
  filter: OtcOrderFilter;
  onChange: (change: Partial<OtcOrderFilter>) => void;
  statusText: (status: number) => string;
}) {
  const { t } = useTranslation('otc');
  const all = t('orders.all');
  const bind = filterBinding(filter, onChange);
  const sides = (['buy', 'sell'] as const).map((side) => ({ value: side, label: t(`side.${side}`) }));
  return (
    <Group gap="sm" align="flex-end">
      <ChoiceFilter
        label={t('orders.pair')}
        allLabel={all}
        choices={pairs.map((p) => ({ value: p.symbol, label: p.symbol }))}
        {...bind('symbol')}
        w={150}
        testId="otc-filter-pair"
      />
      <ChoiceFilter<OtcSide>
        label={t('orders.side')}
        allLabel={all}
        choices={sides}
        {...bind('side')}
        w={120}
      />
      <ChoiceFilter<OtcOrderStatus>
        label={t('orders.status')}
        allLabel={all}
        choices={memberChoices(otcOrderStatus.members, statusText)}
        {...bind('status')}
        w={170}
      />
      <ChoiceFilter<OtcOrderKind>
        label={t('orders.kind')}
        allLabel={all}
        choices={memberChoices(otcOrderKind.members, (k) => t(`kind.${k}`))}
        {...bind('kind')}
        w={150}
      />
    </Group>
  );
}
