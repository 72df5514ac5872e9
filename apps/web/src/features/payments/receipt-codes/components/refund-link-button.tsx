import '../../components/styles';
import type { PaymentOrder } from '@coffer/contract/payments';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CopyValue } from '../../../../components/copy-value';
import { AmountInput } from '../../../../domain/money/amount-input';
import { useCoinDecimals } from '../../../../domain/money/coins';
import { useTranslation } from '../../../../lib/react-i18n';
import { useCreateRefundLink } from '../api/receipt-codes';

/** A refund whose address the buyer gives: the merchant approves the amount and sends the buyer the link. */
export function RefundLinkForm({ order }: { order: PaymentOrder }) {
  const { t } = useTranslation('payments');
  const create = useCreateRefundLink();
  const [amount, setAmount] = useState('');
  const { decimalsOf } = useCoinDecimals();
  const link = create.data;
  return (
    <Stack gap="xs" data-testid="refund-link-form">
      <Text fw={600} size="sm">
        {t('refundLink.createTitle')}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <AmountInput
          label={t('detail.refundAmount')}
          value={amount}
          onChange={setAmount}
          decimals={decimalsOf(order.paidCoin ?? '')}
          coin={order.paidCoin ?? ''}
          testId="refund-link-amount-input"
        />
        <Button
          variant="light"
          onClick={() => create.mutate({ id: order.orderId, amount })}
          loading={create.isPending}
          disabled={!amount}
          data-testid="refund-link-create"
        >
          {t('refundLink.create')}
        </Button>
      </Group>
      {link && (
        <CopyValue
          value={new URL(link.url, window.location.origin).toString()}
          caption={t('refundLink.created', { amount: link.amount, coin: link.coin })}
          testId="refund-link-url"
        />
      )}
    </Stack>
  );
}
