import '@mantine/core/styles/Badge.css';
import './styles';
import {
  type PaymentOrderCoin,
  type PublicPaymentOrder,
  paymentOrderIdSchema,
  paymentOrderOpen,
  paymentOrderState,
} from '@coffer/contract/payments';
import { Alert, Avatar, Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CopyValue } from '../../../components/copy-value';
import { QrCode } from '../../../components/qr-code';
import { StatusPage } from '../../../components/status-page';
import { useCoinDecimals } from '../../../domain/money/coins';
import { formatAmount } from '../../../domain/money/format-amount';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { usePublicOrder } from '../api/payments';
import { PublicPayFrame } from './public-pay-frame';

const st = paymentOrderState.members;

/** This device's clock, ticking each second while `on`. */
function useTicking(on: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [on]);
  return now;
}

const clock = (seconds: number) => {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
};

/** The state as the buyer reads it, with the badge colour. */
const stateColor: Record<number, string> = {
  [st.new]: 'blue',
  [st.paidPartial]: 'orange',
  [st.processing]: 'yellow',
  [st.settled]: 'teal',
  [st.overpaid]: 'teal',
  [st.paidLate]: 'grape',
  [st.expired]: 'gray',
  [st.invalid]: 'red',
};

function CoinToPay({ coin }: { coin: PaymentOrderCoin }) {
  const { t } = useTranslation('payments');
  const partial = coin.paid !== '0';
  return (
    <Stack gap="md" align="center" data-testid="pay-coin">
      <QrCode url={coin.uri} label={t('pay.qr', { coin: coin.coin })} size={184} />
      <Stack gap={4} w="100%">
        <Text size="sm" c="dimmed">
          {t('pay.send', { coin: coin.coin, network: coin.network })}
        </Text>
        <CopyValue value={coin.remaining} caption={t('pay.amount')} testId="pay-amount" />
        <CopyValue value={coin.address} caption={t('pay.address')} testId="pay-address" />
        {partial && (
          <Alert color="orange" data-testid="pay-partial">
            {t('pay.partial', { paid: coin.paid, remaining: coin.remaining, coin: coin.coin })}
          </Alert>
        )}
        <Text size="xs" c="dimmed">
          {t('pay.rate', { rate: coin.rate, coin: coin.coin })} ·{' '}
          {t('pay.confirmations', { n: coin.confirmations })}
        </Text>
      </Stack>
    </Stack>
  );
}

/** What the buyer sent, each payment with its transaction id: the receipt of a paid order. */
function Receipt({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation('payments');
  const { formatIn } = useCoinDecimals();
  if (order.payments.length === 0) return null;
  return (
    <Stack gap="xs" w="100%" data-testid="pay-receipt">
      {order.payments.map((p) => (
        <Stack key={p.txId} gap={4}>
          <Text size="sm" data-testid="pay-paid">
            {t('pay.paid', { amount: formatIn(p.amount, p.coin), coin: p.coin, network: p.network })}
          </Text>
          <CopyValue value={p.txId} caption={t('pay.txId')} testId="pay-txid" />
        </Stack>
      ))}
    </Stack>
  );
}

function Outcome({ order }: { order: PublicPaymentOrder }) {
  const { t } = useTranslation('payments');
  const paid = order.state === st.settled || order.state === st.overpaid;
  const key = paymentOrderState.keyOf(order.state) ?? 'new';
  return (
    <Stack gap="sm" align="center" py="md" data-testid="pay-outcome">
      <Text fw={600} size="lg" ta="center">
        {t(`pay.outcome.${key}`)}
      </Text>
      <Receipt order={order} />
      {paid && order.redirectUrl && (
        <Button component="a" href={order.redirectUrl} data-testid="pay-return">
          {t('pay.return')}
        </Button>
      )}
    </Stack>
  );
}

/** Who is paid: the shop's initials as its mark, and its name (every checkout says whom it pays). */
function PayeeLine({ name }: { name: string }) {
  const { t } = useTranslation('payments');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar color="initials" name={name} radius="md" size={44} aria-hidden />
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="xs" c="dimmed">
          {t('pay.payTo')}
        </Text>
        <Text fw={600} size="lg" truncate data-testid="pay-merchant">
          {name}
        </Text>
      </Stack>
    </Group>
  );
}

/** The hosted payment page: what to send where, counting down, turning paid without a reload. */
export function PayPage({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  // An address that cannot be an order's is not asked for: it is simply not found.
  const wellFormed = paymentOrderIdSchema.safeParse(id).success;
  const order = usePublicOrder(id, wellFormed);
  const [chosen, setChosen] = useState<string | null>(null);
  const open = order.data ? paymentOrderOpen(order.data.state) : false;
  const now = useTicking(open);
  const notFound = !wellFormed || (isApiError(order.error) && order.error.httpStatus === 404);
  if (notFound || order.isError)
    return notFound ? (
      <StatusPage
        testId="pay-not-found"
        code="404"
        title={t('pay.notFound.title')}
        body={t('pay.notFound.body')}
      />
    ) : (
      <PublicPayFrame testId="page-pay" failed />
    );
  const data = order.data;
  if (!data) return <PublicPayFrame testId="page-pay" waiting />;
  const key = (c: PaymentOrderCoin) => `${c.coin}:${c.network}`;
  const paidWith = data.coins.find((c) => c.coin === data.paidCoin);
  const coin = paidWith ?? data.coins.find((c) => key(c) === chosen) ?? data.coins[0];
  // Counted from when the answer arrived (the server's seconds do not depend on this device's clock).
  const elapsed = Math.max(0, Math.floor((now - order.dataUpdatedAt) / 1000));
  const left = Math.max(0, data.expiresInSeconds - elapsed);
  const stateKey = paymentOrderState.keyOf(data.state) ?? 'new';
  const waiting = data.state === st.new || data.state === st.paidPartial;
  return (
    <PublicPayFrame testId="page-pay">
      <Stack gap="lg">
        <Stack gap="sm">
          {data.merchantName ? (
            <PayeeLine name={data.merchantName} />
          ) : (
            <Text size="sm" c="dimmed" data-testid="pay-merchant">
              {t('pay.merchant')}
            </Text>
          )}
          <Title order={1} fz={{ base: 26, sm: 30 }} data-testid="pay-total">
            {formatAmount(data.amount, { decimals: 8 })} {data.currency}
          </Title>
          {data.description && <Text size="sm">{data.description}</Text>}
        </Stack>
        <Group justify="space-between">
          <Badge
            color={stateColor[data.state]}
            variant="light"
            size="lg"
            data-testid="pay-status"
            data-state={stateKey}
          >
            {t(`state.${stateKey}`)}
          </Badge>
          {waiting && (
            <Text size="sm" ff="monospace" data-testid="pay-countdown" aria-label={t('pay.expiresIn')}>
              {t('pay.expiresIn')} {clock(left)}
            </Text>
          )}
        </Group>
        {waiting && !paidWith && data.coins.length > 1 && (
          <SegmentedControl
            fullWidth
            data={data.coins.map((c) => ({ value: key(c), label: `${c.coin} · ${c.network}` }))}
            value={coin ? key(coin) : undefined}
            onChange={setChosen}
            data-testid="pay-coin-choice"
          />
        )}
        {waiting && coin && <CoinToPay coin={coin} />}
        {data.state === st.processing && (
          <Alert color="yellow" data-testid="pay-processing">
            {t('pay.outcome.processing')}
          </Alert>
        )}
        {!waiting && data.state !== st.processing && <Outcome order={data} />}
        {open && (
          <Text size="xs" c="dimmed" ta="center" data-testid="pay-live">
            {t('pay.live')}
          </Text>
        )}
      </Stack>
    </PublicPayFrame>
  );
}
