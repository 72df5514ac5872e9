import '@mantine/core/styles/Stepper.css';
import {
  type P2pOrder,
  p2pAwaitingPayment,
  p2pAwaitingReceipt,
  p2pCancelReason,
  p2pOrderIsOpen,
  p2pOrderStatus,
} from '@coffer/contract/p2p';
import { Alert, Grid, Paper, Stack, Stepper, Text, Title } from '@mantine/core';
import { CopyValue } from '../../../components/copy-value';
import { LabelValue } from '../../../components/label-value';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { channelName, priceDecimals } from '../model/labels';
import { minutesSeconds, orderDeadline, useSecondsUntil } from '../model/use-deadline';
import { ImageThumbs } from './image-thumbs';
import { OrderActions } from './order-actions';
import { P2pStatusBadge } from './order-status-badge';
import { OrderTicket } from './order-ticket';

/** Which of the three steps (placed, paid, released) the order is at. */
function stepOf(order: P2pOrder) {
  if (p2pAwaitingPayment(order.status)) return 1;
  if (p2pAwaitingReceipt(order.status)) return 2;
  return order.status === p2pOrderStatus.members.completed ? 3 : 1;
}

/** The running timer in words: who must do what before it ends. */
function Countdown({ order }: { order: P2pOrder }) {
  const { t } = useTranslation('p2p');
  const seconds = useSecondsUntil(orderDeadline(order));
  if (seconds === null) return null;
  // The buyer pays: the user on a buy, the dealer on a sell; the other side waits for it.
  const pays = (order.side === 'buy') === (order.role === 'user');
  const key = p2pAwaitingPayment(order.status)
    ? pays
      ? 'order.payWithin'
      : 'order.otherPaysWithin'
    : 'order.confirmWithin';
  return (
    <Text fw={700} c={seconds < 60 ? 'red' : undefined} data-testid="p2p-countdown">
      {t(key, { time: minutesSeconds(seconds) })}
    </Text>
  );
}

/** The account the payer pays to: shown only to the payer, only while the order is open (the server's rule). */
function PayeeDetails({ order }: { order: P2pOrder }) {
  const { t } = useTranslation('p2p');
  const payee = order.payee;
  if (!payee) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="p2p-payee">
      <Stack gap={6}>
        <Text fw={700}>
          {t('order.payTo', { total: `${formatAmount(order.total, { decimals: 2 })} ${order.fiat}` })}
        </Text>
        <LabelValue label={t('order.channel')} value={channelName(t, payee.channel)} />
        <LabelValue label={t('methods.holderName')} value={<CopyValue value={payee.holderName} />} />
        {Object.entries(payee.fields).map(([key, value]) => (
          <LabelValue key={key} label={t(`methods.field.${key}`)} value={<CopyValue value={value} />} />
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * /fiat/order: one order as either party sees it — the stepper, the countdown, the facts, the
 * payee's details for the payer, the actions of the caller's turn and the complaint ticket.
 */
export function OrderView({ order }: { order: P2pOrder }) {
  const { t, i18n } = useTranslation('p2p');
  const { formatIn } = useCoinDecimals();
  const fiat = (v: string) => `${formatAmount(v, { decimals: 2 })} ${order.fiat}`;
  const cancelled = order.status === p2pOrderStatus.members.cancelled;
  const userSide = order.role === 'user' ? order.side : order.side === 'buy' ? 'sell' : 'buy';
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="md">
              <Title order={3} size="h4">
                {t(`order.heading.${userSide}`, { coin: order.coin })}{' '}
                <P2pStatusBadge status={order.status} reader={order.role} />
              </Title>
              {cancelled ? (
                <Alert color="gray" data-testid="p2p-cancelled">
                  {t(`cancelReason.${p2pCancelReason.keyOf(order.cancelReason ?? 0) ?? 'userCancelled'}`)}
                </Alert>
              ) : (
                <Stepper active={stepOf(order)} size="sm" allowNextStepsSelect={false}>
                  <Stepper.Step label={t('step.placed')} />
                  <Stepper.Step label={t('step.paid')} />
                  <Stepper.Step label={t('step.released')} />
                </Stepper>
              )}
              <Countdown order={order} />
              {order.appealOpen && (
                <Alert color="orange" data-testid="p2p-appeal-open">
                  {t('order.appealOpen')}
                </Alert>
              )}
              <PayeeDetails order={order} />
              <OrderActions order={order} />
            </Stack>
          </Paper>
          <OrderTicket orderId={order.orderId} open={p2pOrderIsOpen(order.status)} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="lg" p="md" data-testid="p2p-order-facts">
          <Stack gap={6}>
            <LabelValue label={t('order.number')} value={<CopyValue value={order.orderId} />} />
            <LabelValue label={t('order.type')} value={t(`side.${userSide}`)} />
            <LabelValue
              label={t('order.quantity')}
              value={`${formatIn(order.quantity, order.coin)} ${order.coin}`}
              testId="p2p-order-quantity"
            />
            <LabelValue
              label={t('order.price')}
              value={`${formatAmount(order.price, { decimals: priceDecimals })} ${order.fiat}`}
            />
            <LabelValue label={t('order.total')} value={fiat(order.total)} testId="p2p-order-total" />
            <LabelValue label={t('order.channel')} value={channelName(t, order.channel)} />
            <LabelValue
              label={order.role === 'user' ? t('order.dealer') : t('order.user')}
              value={order.role === 'user' ? order.dealerName : order.userName}
            />
            <LabelValue label={t('order.createdAt')} value={formatDateTime(order.createdAt, i18n.language)} />
            {order.paidAt && (
              <LabelValue label={t('order.paidAt')} value={formatDateTime(order.paidAt, i18n.language)} />
            )}
            {order.endedAt && (
              <LabelValue label={t('order.endedAt')} value={formatDateTime(order.endedAt, i18n.language)} />
            )}
            <ImageThumbs urls={order.voucherUrls} label={t('order.vouchers')} testId="p2p-voucher-images" />
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
