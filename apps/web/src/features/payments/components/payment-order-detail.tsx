import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Badge.css';
import {
  type PaymentOrder,
  paymentOrderState,
  paymentOrderStatus,
  paymentRefundStatus,
} from '@coffer/contract/payments';
import { Anchor, Badge, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ConfirmRequest, useConfirmAction } from '../../../domain/forms/confirm-action';
import { TextField } from '../../../domain/forms/form-fields';
import { AmountField } from '../../../domain/money/amount-input';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount, formatPercent } from '../../../domain/money/format-amount';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { usePassPaymentOrder, useRejectPaymentOrder } from '../api/payments';
import { useRefundForm } from '../model/use-refund-form';
import { RefundLinkForm } from '../receipt-codes/components/refund-link-button';

const st = paymentOrderState.members;
const rs = paymentOrderStatus.members;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        component="div"
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-all' }}
      >
        {children}
      </Text>
    </Group>
  );
}

/** Refund part or all of what was paid, to the address the buyer gave: asked first, confirmed after. */
function RefundForm({ order, ask }: { order: PaymentOrder; ask: (request: ConfirmRequest) => void }) {
  const { t } = useTranslation('payments');
  const { form, submit, message, coin, decimals } = useRefundForm(order, ask);
  const { formatIn } = useCoinDecimals();
  return (
    <form onSubmit={submit} noValidate data-testid="refund-form">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('detail.refundTitle', { refundable: formatIn(order.refundable, coin), coin })}
        </Text>
        <Group grow align="flex-start" wrap="wrap">
          <AmountField
            control={form.control}
            name="amount"
            label={t('detail.refundAmount')}
            decimals={decimals}
            coin={coin}
            message={message}
            testId="refund-amount"
          />
          <TextField
            control={form.control}
            name="address"
            message={message}
            label={t('detail.refundAddress')}
            clean={(text) => text.trim()}
            testId="refund-address"
          />
        </Group>
        <Button type="submit" data-testid="refund-submit">
          {t('detail.refund')}
        </Button>
      </Stack>
    </form>
  );
}

/** Pass (a review, undone by nothing but a refund: asked first) and Reject, each confirmed after. */
function ReviewActions({ order, ask }: { order: PaymentOrder; ask: (request: ConfirmRequest) => void }) {
  const { t } = useTranslation('payments');
  const pass = usePassPaymentOrder().mutateAsync;
  const reject = useRejectPaymentOrder().mutateAsync;
  const reviewable = order.status === rs.pendingReview;
  const amount = `${formatAmount(order.amount, { decimals: 8 })} ${order.currency}`;
  const facts = [
    { label: t('list.orderNo'), value: order.merchantOrderNo },
    { label: t('list.amount'), value: amount },
  ];
  return (
    <Group justify="flex-end" mt="sm">
      {reviewable && (
        <Button
          color="teal"
          onClick={() =>
            ask({
              title: t('review.passTitle'),
              body: t('review.passBody'),
              facts,
              confirmLabel: t('detail.pass'),
              danger: false,
              run: () => pass(order.orderId),
              done: t('review.passed', { orderNo: order.merchantOrderNo }),
            })
          }
          data-testid="order-pass"
        >
          {t('detail.pass')}
        </Button>
      )}
      <Button
        color="red"
        variant="light"
        onClick={() =>
          ask({
            title: t('review.rejectTitle'),
            body: t(reviewable ? 'review.rejectPaidBody' : 'review.rejectUnpaidBody'),
            facts,
            confirmLabel: t('detail.reject'),
            run: () => reject(order.orderId),
            done: t('review.rejected', { orderNo: order.merchantOrderNo }),
          })
        }
        data-testid="order-reject"
      >
        {t('detail.reject')}
      </Button>
    </Group>
  );
}

/** One order: amounts, payments, refunds, and the review and refund actions. */
export function PaymentOrderDetail({ order, onClose }: { order: PaymentOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const confirm = useConfirmAction();
  const { formatIn } = useCoinDecimals();
  const unpaid = order !== null && (order.state === st.new || order.state === st.paidPartial);
  const reviewable = order !== null && order.status === rs.pendingReview;
  // What was paid and refunded is in the coin paid; before any payment, in the order's currency.
  const inPaid = (value: string) =>
    order?.paidCoin
      ? `${formatIn(value, order.paidCoin)} ${order.paidCoin}`
      : `${formatAmount(value, { decimals: 8 })} ${order?.currency ?? ''}`;
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('detail.title')} centered size="lg">
      {confirm.dialog}
      {order && (
        <Stack gap="sm" data-testid="payment-order-detail">
          <Line label={t('list.orderNo')}>{order.merchantOrderNo}</Line>
          <Line label={t('detail.orderId')}>{order.orderId}</Line>
          <Line label={t('list.amount')}>
            <span data-testid="detail-amount">
              {formatAmount(order.amount, { decimals: 8 })} {order.currency}
            </span>
          </Line>
          <Line label={t('list.state')}>
            <Badge variant="light" data-testid="detail-state">
              {t(`state.${paymentOrderState.keyOf(order.state)}`)}
            </Badge>
          </Line>
          <Line label={t('list.status')}>
            <span data-testid="detail-status">{t(`status.${paymentOrderStatus.keyOf(order.status)}`)}</span>
          </Line>
          <Line label={t('detail.paid')}>
            <span data-testid="detail-paid">{inPaid(order.paid)}</span>
          </Line>
          <Line label={t('detail.credited')}>
            <span data-testid="detail-credited">
              {inPaid(order.credited)} ({t('detail.fee')} {inPaid(order.fee)}
              {order.feeRate !== null && ` · ${formatPercent(order.feeRate)}`})
            </span>
          </Line>
          {order.overpaid !== '0' && <Line label={t('detail.overpaid')}>{inPaid(order.overpaid)}</Line>}
          <Line label={t('detail.refunded')}>
            <span data-testid="detail-refunded">{inPaid(order.refunded)}</span>
          </Line>
          <Line label={t('detail.expiresAt')}>{formatDateTime(order.expiresAt, language)}</Line>
          <Line label={t('detail.payPage')}>
            <Anchor component={Link} to={order.payUrl} target="_blank" data-testid="detail-pay-link">
              {order.payUrl}
            </Anchor>
          </Line>
          {order.payments.length > 0 && <Divider label={t('detail.payments')} />}
          {order.payments.map((p) => (
            <Line key={p.txId} label={`${formatIn(p.amount, p.coin)} ${p.coin}`}>
              {p.confirmations}/{p.requiredConfirmations}
              {p.late ? ` · ${t('detail.late')}` : ''} · {p.txId.slice(0, 12)}…
            </Line>
          ))}
          {order.refunds.length > 0 && <Divider label={t('detail.refunds')} />}
          {order.refunds.map((r) => (
            <Line key={r.refundId} label={`${formatIn(r.amount, r.coin)} ${r.coin}`}>
              <span data-testid="detail-refund-row">
                {t(`refundStatus.${paymentRefundStatus.keyOf(r.status)}`)} · {r.address.slice(0, 10)}…
              </span>
            </Line>
          ))}
          {(reviewable || unpaid) && <ReviewActions order={order} ask={confirm.ask} />}
          {order.refundable !== '0' && order.paidCoin && (
            <>
              <Divider />
              <RefundForm order={order} ask={confirm.ask} />
              <RefundLinkForm order={order} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
