import { type ConvertLimitOrder, exchangeStatus } from '@coffer/contract/convert';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { csvField, figureField, type HistoryField, useMoneyFields } from '../../../domain/history/fields';
import { formatDateTime } from '../../../lib/format-date';
import { confirmDialog } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { limitOrdersList, useCancelLimitOrder } from '../api/convert';
import { ExchangeHistoryPanel, useExchangeHistory } from './exchange-history-parts';

/**
 * The user's limit orders (GetPromissoryConvertHistory), newest first, filtered by coin, status
 * and days, exportable; an open one can be cancelled (its reservation is released).
 */
export function LimitOrders() {
  const { t, i18n } = useTranslation(['convert', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoneyFields();
  const history = useExchangeHistory<ConvertLimitOrder>(limitOrdersList);
  const { shared } = history;
  const priceOf = (r: ConvertLimitOrder) => history.priceIn(r, r.limitPrice);
  const cancelCell = useCancelCell(history.amount, priceOf);

  const fields: HistoryField<ConvertLimitOrder>[] = [
    ...shared.lead,
    figureField('price', t('limitOrders.limitPrice'), priceOf, (r) => r.limitPrice),
    shared.received,
    {
      column: {
        key: 'expires',
        header: t('limitOrders.expires'),
        hideOnPhone: true,
        cell: (r) => <Text size="sm">{formatDateTime(r.expiresAt, language)}</Text>,
      },
    },
    shared.status,
    // The export has always listed the expiry after the status, the table before it.
    csvField(t('limitOrders.expires'), (r) => r.expiresAt),
    { column: { key: 'actions', header: t('limitOrders.actions'), align: 'right', cell: cancelCell } },
    csvField(t('money:history.completedAt'), (r) => r.finishedAt ?? ''),
    money.reference((r) => r.orderId),
  ];

  return (
    <ExchangeHistoryPanel
      history={history}
      words={{ title: t('limitOrders.title'), empty: t('limitOrders.empty') }}
      testId="convert-limit-orders"
      fields={fields}
      rowKey={(r) => r.orderId}
      phoneAmount={(r) => history.amount(r.fromAmount, r.fromCoin)}
    />
  );
}

/**
 * The actions cell: an open order's "cancel", asked again in a dialog that names the amount and
 * the price; "--" for an order that is no longer open.
 */
function useCancelCell(
  amount: (value: string | null, coin: string) => string,
  priceOf: (r: ConvertLimitOrder) => string,
) {
  const { t } = useTranslation('convert');
  const cancelOrder = useCancelLimitOrder().mutateAsync;
  const [cancelling, setCancelling] = useState<string | null>(null);

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

  return (r: ConvertLimitOrder) =>
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
}
