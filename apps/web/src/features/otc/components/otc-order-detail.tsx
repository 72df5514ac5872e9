import type { OtcOrder, OtcPair } from '@coffer/contract/otc';
import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyValue } from '../../../components/copy-value';
import { LabelValue } from '../../../components/label-value';
import { formatAmount } from '../../../domain/money/format-amount';
import { OtcOrderStatusBadge } from '../../../domain/money/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';

/** The detail's lines are plain (not bold): every one is of the same weight. */
function Line({ label, children }: { label: string; children: ReactNode }) {
  return <LabelValue label={label} value={children} weight={400} />;
}

/** Everything about one order: what was traded at what price, with whom, and when it was answered. */
export function OtcOrderDetail({
  order,
  pair,
  onClose,
}: {
  order: OtcOrder | null;
  pair: OtcPair | undefined;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(['otc', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const when = (at: string | null) => (at ? formatDateTime(at, language) : '--');
  return (
    <Modal opened={order !== null} onClose={onClose} title={t('detail.title')} centered>
      {order && (
        <Stack gap="sm" data-testid="otc-order-detail">
          <Line label={t('detail.orderId')}>
            <CopyValue value={order.orderId} short size="xs" />
          </Line>
          <Line label={t('orders.status')}>
            <OtcOrderStatusBadge status={order.status} />
          </Line>
          <Line label={t('orders.pair')}>{order.symbol}</Line>
          <Line label={t('orders.side')}>{t(`side.${order.side}`)}</Line>
          <Line label={t('orders.kind')}>{t(`kind.${order.kind}`)}</Line>
          <Line label={t('orders.quantity')}>
            {formatAmount(order.quantity, { decimals: pair?.baseDecimals ?? 8 })} {order.baseCoin}
          </Line>
          <Line label={t('orders.price')}>
            {formatAmount(order.price, { decimals: pair?.priceDecimals ?? 8 })} {order.quoteCoin}
          </Line>
          <Line label={t('orders.total')}>
            {formatAmount(order.total, { decimals: pair?.quoteDecimals ?? 8 })} {order.quoteCoin}
          </Line>
          <Line label={t('orders.acceptor')}>{order.acceptorName}</Line>
          <Line label={t('money:history.time')}>{when(order.createdAt)}</Line>
          <Line label={t('detail.answerBy')}>{when(order.answerBy)}</Line>
          <Line label={t('detail.resolvedAt')}>{when(order.resolvedAt)}</Line>
        </Stack>
      )}
    </Modal>
  );
}
