import '@mantine/core/styles/Badge.css';
import './styles';
import {
  type PaymentOrder,
  type PaymentOrderState,
  type PaymentOrderStatus,
  paymentOrderState,
  paymentOrderStatus,
} from '@coffer/contract/payments';
import { Badge, Group, Text, TextInput } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { PageFrame, type ScreenFrameProps } from '../../../components/page-frame';
import { detailColumn, figureColumn, statusColumn } from '../../../domain/history/columns';
import {
  csvField,
  field,
  type HistoryField,
  textField,
  useMoneyFields,
} from '../../../domain/history/fields';
import { ChoiceFilter, filterBinding, memberChoices } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useReviewCounts } from '../../../domain/merchant/payment-orders';
import { useCoinDecimals } from '../../../domain/money/coins';
import { useTranslation } from '../../../lib/react-i18n';
import { type PaymentOrderFilter, paymentOrdersList } from '../api/payments';
import { CreatePaymentOrder } from './create-payment-order';
import { PaymentOrderDetail } from './payment-order-detail';

/** The frame around the page (the route gives the merchant back office's). */
interface Framed {
  frame?: ComponentType<ScreenFrameProps>;
}

/**
 * /merchant/transaction: the merchant's payment orders, filtered, exportable, with their actions.
 * (Over 70 lines: most of it is the list of fields, one per column, which reads best in one place.)
 */
export function MerchantTransactions({ frame: Frame = PageFrame }: Framed) {
  const { t } = useTranslation(['payments', 'money']);
  const texts = useHistoryTexts(t('list.title'), t('list.empty'));
  const money = useMoneyFields();
  const { filter, list, refine, paging } = useHistoryPaging<PaymentOrderFilter, PaymentOrder>(
    paymentOrdersList,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const counts = useReviewCounts().data;
  const open = list.data?.items.find((o) => o.orderId === openId) ?? null;
  const stateText = (s: number) => t(`state.${paymentOrderState.keyOf(s) ?? 'new'}`);
  const statusText = (s: number) => t(`status.${paymentOrderStatus.keyOf(s) ?? 'created'}`);
  // In the order currency's decimals, as the order detail and the hosted page show it (25.50 USD).
  const { formatIn } = useCoinDecimals();
  const amountOf = (r: PaymentOrder) => `${formatIn(r.amount, r.currency)} ${r.currency}`;
  const stateCell = (r: PaymentOrder) => (
    <Badge variant="light" data-testid="payment-row-state">
      {stateText(r.state)}
    </Badge>
  );

  const fields: HistoryField<PaymentOrder>[] = [
    money.time(),
    textField('no', t('list.orderNo'), (r) => r.merchantOrderNo),
    {
      column: figureColumn('amount', t('list.amount'), amountOf),
      csv: [
        { header: t('list.amount'), value: (r) => r.amount },
        { header: t('create.currency'), value: (r) => r.currency },
      ],
    },
    {
      column: figureColumn('paid', t('list.paid'), (r) => (r.paidCoin ? `${r.paid} ${r.paidCoin}` : '--'), {
        hideOnPhone: true,
      }),
      csv: [
        { header: t('list.paid'), value: (r) => r.paid },
        { header: t('create.coins'), value: (r) => r.paidCoin ?? '' },
      ],
    },
    csvField(t('detail.credited'), (r) => r.credited),
    csvField(t('detail.fee'), (r) => r.fee),
    csvField(t('detail.refunded'), (r) => r.refunded),
    field({ key: 'state', header: t('list.state'), cell: stateCell }, (r) => stateText(r.state)),
    field(
      statusColumn(t('list.status'), (r) => <Text size="sm">{statusText(r.status)}</Text>),
      (r) => statusText(r.status),
    ),
    { column: detailColumn(t('list.details'), (r) => setOpenId(r.orderId), 'payment-order-open') },
    csvField(t('detail.orderId'), (r) => r.orderId),
  ];

  return (
    <Frame
      title={t('list.pageTitle')}
      description={t('list.pageDescription')}
      testId="page-merchant-transaction"
      actions={
        <Group gap="sm">
          {counts && counts.payment > 0 && (
            <Badge color="orange" data-testid="payments-to-review">
              {t('list.toReview', { n: counts.payment })}
            </Badge>
          )}
          <CreatePaymentOrder onCreated={setOpenId} />
        </Group>
      }
    >
      <HistoryPanel
        texts={texts}
        testId="payment-orders"
        fields={fields}
        filters={
          <PaymentFilters filter={filter} onChange={refine} stateText={stateText} statusText={statusText} />
        }
        {...paging}
        rowKey={(r) => r.orderId}
        phoneTitle={(r) => ({ title: r.merchantOrderNo, amount: amountOf(r) })}
      />
      <PaymentOrderDetail order={open} onClose={() => setOpenId(null)} />
    </Frame>
  );
}

/** The list's filters: the shop's order number, the state and the status. */
function PaymentFilters({
  filter,
  onChange,
  stateText,
  statusText,
}: {
  filter: PaymentOrderFilter;
  onChange: (change: Partial<PaymentOrderFilter>) => void;
  stateText: (state: number) => string;
  statusText: (status: number) => string;
}) {
  const { t } = useTranslation('payments');
  const bind = filterBinding(filter, onChange);
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label={t('list.orderNo')}
        size="xs"
        w={150}
        value={filter.merchantOrderNo ?? ''}
        onChange={(e) => onChange({ merchantOrderNo: e.currentTarget.value.trim() || undefined })}
      />
      <ChoiceFilter<PaymentOrderState>
        label={t('list.state')}
        allLabel={t('list.all')}
        choices={memberChoices(paymentOrderState.members, stateText)}
        {...bind('state')}
        w={160}
      />
      <ChoiceFilter<PaymentOrderStatus>
        label={t('list.status')}
        allLabel={t('list.all')}
        choices={memberChoices(paymentOrderStatus.members, statusText)}
        {...bind('status')}
        w={160}
      />
    </Group>
  );
}
