import {
  type PaymentOrder,
  paymentOrderState,
  paymentOrderStatus,
  paymentRefundStatus,
} from '@coffer/contract/payments';
import { Anchor, Badge, Button, Divider, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { Link } from 'react-router';
import { formatPercent } from '../../../domain/money/format-amount';
import { newRequestId } from '../../../domain/money/request-id';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { usePassPaymentOrder, useRefundPaymentOrder, useRejectPaymentOrder } from '../api/payments';
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

/** Refund part or all of what was paid, to the address the buyer gave. */
function RefundForm({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('payments');
  const refund = useRefundPaymentOrder();
  // One key per refund the merchant means: a retry after a lost answer refunds once.
  const requestId = useRef(newRequestId());
  const [amount, setAmount] = useState('');
  const [address, setAddress] = useState('');
  return (
    <Stack gap="xs" data-testid="refund-form">
      <Text fw={600} size="sm">
        {t('detail.refundTitle', { refundable: order.refundable, coin: order.paidCoin ?? '' })}
      </Text>
      <Group grow align="flex-end" wrap="wrap">
        <TextInput
          label={t('detail.refundAmount')}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value.trim())}
          inputMode="decimal"
          data-testid="refund-amount"
        />
        <TextInput
          label={t('detail.refundAddress')}
          value={address}
          onChange={(e) => setAddress(e.currentTarget.value.trim())}
          data-testid="refund-address"
        />
      </Group>
      <Button
        loading={refund.isPending}
        disabled={!amount || !address}
        onClick={() =>
          refund.mutate(
            { id: order.orderId, amount, address, requestId: requestId.current },
            {
              onSuccess: () => {
                setAmount('');
                requestId.current = newRequestId();
              },
            },
          )
        }
        data-testid="refund-submit"
      >
        {t('detail.refund')}
      </Button>
    </Stack>
  );
}

/** One order: amounts, payments, refunds, and the review and refund actions. */
export function PaymentOrderDetail({ order, onClose }: { order: PaymentOrder | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const pass = usePassPaymentOrder();
  const reject = useRejectPaymentOrder();
  const unpaid = order !== null && (order.state === st.new || order.state === st.paidPartial);
  const reviewable = order !== null && order.status === rs.pendingReview;
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('detail.title')} centered size="lg">
      {order && (
        <Stack gap="sm" data-testid="payment-order-detail">
          <Line label={t('list.orderNo')}>{order.merchantOrderNo}</Line>
          <Line label={t('detail.orderId')}>{order.orderId}</Line>
          <Line label={t('list.amount')}>
            {order.amount} {order.currency}
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
            <span data-testid="detail-paid">
              {order.paid} {order.paidCoin ?? ''}
            </span>
          </Line>
          <Line label={t('detail.credited')}>
            <span data-testid="detail-credited">
              {order.credited} ({t('detail.fee')} {order.fee}
              {order.feeRate !== null && ` · ${formatPercent(order.feeRate)}`})
            </span>
          </Line>
          {order.overpaid !== '0' && <Line label={t('detail.overpaid')}>{order.overpaid}</Line>}
          <Line label={t('detail.refunded')}>
            <span data-testid="detail-refunded">{order.refunded}</span>
          </Line>
          <Line label={t('detail.expiresAt')}>{formatDateTime(order.expiresAt, language)}</Line>
          <Line label={t('detail.payPage')}>
            <Anchor component={Link} to={order.payUrl} target="_blank" data-testid="detail-pay-link">
              {order.payUrl}
            </Anchor>
          </Line>
          {order.payments.length > 0 && <Divider label={t('detail.payments')} />}
          {order.payments.map((p) => (
            <Line key={p.txId} label={`${p.amount} ${p.coin}`}>
              {p.confirmations}/{p.requiredConfirmations}
              {p.late ? ` · ${t('detail.late')}` : ''} · {p.txId.slice(0, 12)}…
            </Line>
          ))}
          {order.refunds.length > 0 && <Divider label={t('detail.refunds')} />}
          {order.refunds.map((r) => (
            <Line key={r.refundId} label={`${r.amount} ${r.coin}`}>
              <span data-testid="detail-refund-row">
                {t(`refundStatus.${paymentRefundStatus.keyOf(r.status)}`)} · {r.address.slice(0, 10)}…
              </span>
            </Line>
          ))}
          {(reviewable || unpaid) && (
            <Group justify="flex-end" mt="sm">
              {reviewable && (
                <Button
                  color="teal"
                  loading={pass.isPending}
                  onClick={() => pass.mutate(order.orderId)}
                  data-testid="order-pass"
                >
                  {t('detail.pass')}
                </Button>
              )}
              <Button
                color="red"
                variant="light"
                loading={reject.isPending}
                onClick={() => reject.mutate(order.orderId)}
                data-testid="order-reject"
              >
                {t('detail.reject')}
              </Button>
            </Group>
          )}
          {order.refundable !== '0' && order.paidCoin && (
            <>
              <Divider />
              <RefundForm order={order} />
              <RefundLinkForm order={order} />
            </>
          )}
        </Stack>
      )}
    </Modal>
  );
}
