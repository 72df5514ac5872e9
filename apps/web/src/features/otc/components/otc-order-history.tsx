import {
  type OtcOrder,
  type OtcOrderKind,
  type OtcOrderStatus,
  type OtcSide,
  otcOrderKind,
  otcOrderStatus,
} from '@coffer/contract/otc';
import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import type { Column } from '../../../components/record-table';
import {
  detailColumn,
  figureColumn,
  PhoneTitle,
  statusColumn,
  timeColumn,
} from '../../../domain/history/columns';
import { useMoneyCsv } from '../../../domain/history/csv-columns';
import { NumberChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { OtcOrderStatusBadge } from '../../../domain/money/status-badge';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import { type OtcOrderFilter, otcOrdersList, useOtcSymbols } from '../api/otc';
import { OtcOrderDetail } from './otc-order-detail';

/** The user's OTC orders, newest first, filtered by pair, side, status and kind, exportable, live. */
export function OtcOrderHistory() {
  const { t, i18n } = useTranslation(['otc', 'money']);
  const texts = useHistoryTexts(t('orders.title'), t('orders.empty'));
  const language = i18n.resolvedLanguage ?? 'en';
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
  const statusText = (s: number) => t(`money:status.otc.${otcOrderStatus.keyOf(s) ?? 'unknown'}`);

  const columns: Column<OtcOrder>[] = [
    timeColumn(t('money:history.time'), language),
    {
      key: 'pair',
      header: t('orders.pair'),
      hideOnPhone: true,
      cell: (r) => <Text size="sm">{r.symbol}</Text>,
    },
    {
      key: 'side',
      header: t('orders.side'),
      cell: (r) => (
        <Text size="sm" c={r.side === 'buy' ? 'teal' : 'red'}>
          {t(`side.${r.side}`)}
        </Text>
      ),
    },
    figureColumn('quantity', t('orders.quantity'), (r) => quantityOf(r), { hideOnPhone: true }),
    figureColumn('price', t('orders.price'), (r) =>
      formatAmount(r.price, { decimals: pairOf(r.symbol)?.priceDecimals ?? 8 }),
    ),
    figureColumn('total', t('orders.total'), (r) => totalOf(r)),
    { key: 'kind', header: t('orders.kind'), cell: (r) => <Text size="sm">{t(`kind.${r.kind}`)}</Text> },
    statusColumn(t('orders.status'), (r) => <OtcOrderStatusBadge status={r.status} />),
    detailColumn(t('orders.details'), (r) => setOpenId(r.orderId), 'otc-order-open'),
  ];
  const moneyCsv = useMoneyCsv<OtcOrder>();
  const csv: CsvColumn<OtcOrder>[] = [
    ...moneyCsv.fields('time'),
    { header: t('orders.pair'), value: (r) => r.symbol },
    { header: t('orders.side'), value: (r) => t(`side.${r.side}`) },
    { header: t('orders.quantity'), value: (r) => r.quantity },
    { header: t('orders.price'), value: (r) => r.price },
    { header: t('orders.total'), value: (r) => r.total },
    { header: t('orders.kind'), value: (r) => t(`kind.${r.kind}`) },
    { header: t('orders.status'), value: (r) => statusText(r.status) },
    { header: t('orders.acceptor'), value: (r) => r.acceptorName },
    moneyCsv.reference((r) => r.orderId),
  ];

  return (
    <>
      <HistoryPanel
        texts={texts}
        testId="otc-orders"
        fileName="coffer-otc-orders"
        columns={columns}
        csv={csv}
        filters={
          <Group gap="sm" align="flex-end">
            <Select
              label={t('orders.pair')}
              size="xs"
              w={150}
              data={[
                { value: '', label: t('orders.all') },
                ...pairs.map((p) => ({ value: p.symbol, label: p.symbol })),
              ]}
              value={filter.symbol ?? ''}
              onChange={(v) => refine({ symbol: v || undefined })}
              allowDeselect={false}
              data-testid="otc-filter-pair"
            />
            <Select
              label={t('orders.side')}
              size="xs"
              w={120}
              data={[
                { value: '', label: t('orders.all') },
                { value: 'buy', label: t('side.buy') },
                { value: 'sell', label: t('side.sell') },
              ]}
              value={filter.side ?? ''}
              onChange={(v) => refine({ side: (v || undefined) as OtcSide | undefined })}
              allowDeselect={false}
            />
            <NumberChoiceFilter<OtcOrderStatus>
              label={t('orders.status')}
              allLabel={t('orders.all')}
              choices={Object.values(otcOrderStatus.members).map((s) => ({ value: s, label: statusText(s) }))}
              value={filter.status}
              onChange={(status) => refine({ status })}
              w={170}
            />
            <NumberChoiceFilter<OtcOrderKind>
              label={t('orders.kind')}
              allLabel={t('orders.all')}
              choices={Object.values(otcOrderKind.members).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
              value={filter.kind}
              onChange={(kind) => refine({ kind })}
              w={150}
            />
          </Group>
        }
        {...paging}
        rowKey={(r) => r.orderId}
        phoneTitle={(r) => <PhoneTitle title={r.symbol} amount={quantityOf(r)} />}
      />
      <OtcOrderDetail
        order={open}
        pair={open ? pairOf(open.symbol) : undefined}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
