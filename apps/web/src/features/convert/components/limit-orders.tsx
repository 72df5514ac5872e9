import { type ConvertLimitOrder, exchangeStatus } from '@coffer/contract/convert';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { PhoneTitle } from '../../../domain/history/columns';
import { csvField, figureField, type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { formatDateTime } from '../../../lib/format-date';
import { confirmDialog } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import {
  type ConvertOrderFilter,
  limitOrdersList,
  useCancelLimitOrder,
  useConvertPairs,
} from '../api/convert';
import { decimalsIn } from '../model/pairs';
import {
  ExchangeFilters,
  useExchangeLeadFields,
  useExchangeReceivedField,
  useExchangeStatusField,
} from './exchange-history-parts';

/**
 * The user's limit orders (GetPromissoryConvertHistory), newest first, filtered by coin, status
 * and days, exportable; an open one can be cancelled (its reservation is released).
 */
export function LimitOrders() {
  const { t, i18n } = useTranslation(['convert', 'money']);
  const texts = useHistoryTexts(t('limitOrders.title'), t('limitOrders.empty'));
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoneyFields();
  const pairs = useConvertPairs().data ?? [];
  const {
    filter,
    refine: set,
    paging,
  } = useHistoryPaging<ConvertOrderFilter, ConvertLimitOrder>(limitOrdersList);
  const cancelOrder = useCancelLimitOrder().mutateAsync;
  const [cancelling, setCancelling] = useState<string | null>(null);
  const decimalsOf = decimalsIn(pairs);
  const amount = (value: string | null, coin: string) =>
    value === null ? '--' : `${formatAmount(value, { decimals: decimalsOf(coin) })} ${coin}`;
  const leadFields = useExchangeLeadFields<ConvertLimitOrder>(amount);
  const receivedField = useExchangeReceivedField<ConvertLimitOrder>(amount);
  const statusField = useExchangeStatusField<ConvertLimitOrder>();
  const priceOf = (r: ConvertLimitOrder) => {
    const pair = pairs.find((p) => p.symbol === r.symbol);
    const price = formatAmount(r.limitPrice, { decimals: pair?.priceDecimals ?? 8, style: 'limit' });
    return `${price} ${r.symbol.split('/')[1] ?? ''}`;
  };

  const cancel = (r: ConvertLimitOrder) =>
    void confirmDialog({
      title: t('limitOrders.cancelTitle'),
      body: t('limitOrders.cancelBody', { amount: amount(r.fromAmount, r.fromCoin), price: priceOf(r) }),
      confirmLabel: t('limitOrders.cancel'),
      cancelLabel: t('limitOrders.keep'),
      onConfirm: async () => {
        setCancelling(r.orderId);
        try {
          await cancelOrder(r.orderId);
        } catch {
          // The wrapper said why (filled or expired meanwhile); the refreshed list shows which.
        } finally {
          setCancelling(null);
        }
      },
    });

  const actionsCell = (r: ConvertLimitOrder) =>
    r.status === exchangeStatus.members.inProgress ? (
      <Group justify="flex-end" wrap="nowrap">
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          loading={cancelling === r.orderId}
          onClick={() => cancel(r)}
          data-testid="convert-limit-cancel"
        >
          {t('limitOrders.cancel')}
        </Button>
      </Group>
    ) : (
      <Text size="sm">--</Text>
    );

  const fields: HistoryField<ConvertLimitOrder>[] = [
    ...leadFields,
    figureField('price', t('limitOrders.limitPrice'), priceOf, (r) => r.limitPrice),
    receivedField,
    {
      column: {
        key: 'expires',
        header: t('limitOrders.expires'),
        hideOnPhone: true,
        cell: (r) => <Text size="sm">{formatDateTime(r.expiresAt, language)}</Text>,
      },
    },
    statusField,
    // The export has always listed the expiry after the status, the table before it.
    csvField(t('limitOrders.expires'), (r) => r.expiresAt),
    { column: { key: 'actions', header: t('limitOrders.actions'), align: 'right', cell: actionsCell } },
    csvField(t('money:history.completedAt'), (r) => r.finishedAt ?? ''),
    money.reference((r) => r.orderId),
  ];

  return (
    <HistoryPanel
      texts={texts}
      testId="convert-limit-orders"
      fileName="coffer-convert-limit-orders"
      fields={fields}
      filters={<ExchangeFilters pairs={pairs} filter={filter} onChange={set} testId="convert-limit-orders" />}
      {...paging}
      rowKey={(r) => r.orderId}
      phoneTitle={(r) => (
        <PhoneTitle title={`${r.fromCoin} → ${r.toCoin}`} amount={amount(r.fromAmount, r.fromCoin)} />
      )}
    />
  );
}
