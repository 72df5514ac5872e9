import './styles';
import {
  type PaymentOrder,
  type PaymentOrderState,
  type PaymentOrderStatus,
  paymentOrderState,
  paymentOrderStatus,
} from '@coffer/contract/payments';
import { Alert, Badge, Group, Text, TextInput } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import { PageFrame, type ScreenFrameProps } from '../../../components/page-frame';
import type { Column } from '../../../components/record-table';
import {
  detailColumn,
  figureColumn,
  PhoneTitle,
  statusColumn,
  timeColumn,
} from '../../../domain/history/columns';
import { NumberChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { useReviewCounts } from '../../../domain/merchant/payment-orders';
import type { CsvColumn } from '../../../lib/csv';
import { useTranslation } from '../../../lib/react-i18n';
import { type PaymentOrderFilter, paymentOrdersList } from '../api/payments';
import { CreatePaymentOrder } from './create-payment-order';
import { PaymentOrderDetail } from './payment-order-detail';

/** The frame around the page (the route gives the merchant back office's). */
interface Framed {
  frame?: ComponentType<ScreenFrameProps>;
}

/** What another account type sees on /merchant/transaction; nothing is asked of the server. */
export function MerchantsOnly({ frame: Frame = PageFrame }: Framed) {
  const { t } = useTranslation('payments');
  return (
    <Frame
      title={t('list.pageTitle')}
      description={t('list.pageDescription')}
      testId="page-merchant-transaction"
    >
      <Alert color="gray" data-testid="merchant-only">
        {t('list.merchantsOnly')}
      </Alert>
    </Frame>
  );
}

/** /merchant/transaction: the merchant's payment orders, filtered, exportable, with their actions. */
export function MerchantTransactions({ frame: Frame = PageFrame }: Framed) {
  const { t, i18n } = useTranslation(['payments', 'money']);
  const texts = useHistoryTexts(t('list.title'), t('list.empty'));
  const language = i18n.resolvedLanguage ?? 'en';
  const { filter, list, refine, paging } = useHistoryPaging<PaymentOrderFilter, PaymentOrder>(
    paymentOrdersList,
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const counts = useReviewCounts().data;
  const open = list.data?.items.find((o) => o.orderId === openId) ?? null;
  const stateText = (s: number) => t(`state.${paymentOrderState.keyOf(s) ?? 'new'}`);
  const statusText = (s: number) => t(`status.${paymentOrderStatus.keyOf(s) ?? 'created'}`);
  const amountOf = (r: PaymentOrder) => `${r.amount} ${r.currency}`;

  const columns: Column<PaymentOrder>[] = [
    timeColumn(t('money:history.time'), language),
    { key: 'no', header: t('list.orderNo'), cell: (r) => <Text size="sm">{r.merchantOrderNo}</Text> },
    figureColumn('amount', t('list.amount'), amountOf),
    figureColumn('paid', t('list.paid'), (r) => (r.paidCoin ? `${r.paid} ${r.paidCoin}` : '--'), {
      hideOnPhone: true,
    }),
    {
      key: 'state',
      header: t('list.state'),
      cell: (r) => (
        <Badge variant="light" data-testid="payment-row-state">
          {stateText(r.state)}
        </Badge>
      ),
    },
    statusColumn(t('list.status'), (r) => <Text size="sm">{statusText(r.status)}</Text>),
    detailColumn(t('list.details'), (r) => setOpenId(r.orderId), 'payment-order-open'),
  ];
  const csv: CsvColumn<PaymentOrder>[] = [
    { header: t('money:history.time'), value: (r) => r.createdAt },
    { header: t('list.orderNo'), value: (r) => r.merchantOrderNo },
    { header: t('list.amount'), value: (r) => r.amount },
    { header: t('create.currency'), value: (r) => r.currency },
    { header: t('list.paid'), value: (r) => r.paid },
    { header: t('create.coins'), value: (r) => r.paidCoin ?? '' },
    { header: t('detail.credited'), value: (r) => r.credited },
    { header: t('detail.fee'), value: (r) => r.fee },
    { header: t('detail.refunded'), value: (r) => r.refunded },
    { header: t('list.state'), value: (r) => stateText(r.state) },
    { header: t('list.status'), value: (r) => statusText(r.status) },
    { header: t('detail.orderId'), value: (r) => r.orderId },
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
        fileName="coffer-payment-orders"
        columns={columns}
        csv={csv}
        filters={
          <Group gap="sm" align="flex-end">
            <TextInput
              label={t('list.orderNo')}
              size="xs"
              w={150}
              value={filter.merchantOrderNo ?? ''}
              onChange={(e) => refine({ merchantOrderNo: e.currentTarget.value.trim() || undefined })}
            />
            <NumberChoiceFilter<PaymentOrderState>
              label={t('list.state')}
              allLabel={t('list.all')}
              choices={Object.values(paymentOrderState.members).map((s) => ({
                value: s,
                label: stateText(s),
              }))}
              value={filter.state}
              onChange={(state) => refine({ state })}
              w={160}
            />
            <NumberChoiceFilter<PaymentOrderStatus>
              label={t('list.status')}
              allLabel={t('list.all')}
              choices={Object.values(paymentOrderStatus.members).map((s) => ({
                value: s,
                label: statusText(s),
              }))}
              value={filter.status}
              onChange={(status) => refine({ status })}
              w={160}
            />
          </Group>
        }
        {...paging}
        rowKey={(r) => r.orderId}
        phoneTitle={(r) => <PhoneTitle title={r.merchantOrderNo} amount={amountOf(r)} />}
      />
      <PaymentOrderDetail order={open} onClose={() => setOpenId(null)} />
    </Frame>
  );
}
