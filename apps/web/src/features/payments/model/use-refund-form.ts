import { type PaymentOrder, paymentsEndpointSchemas, paymentsEndpoints } from '@coffer/contract/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ConfirmRequest } from '../../../domain/forms/confirm-action';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { useCoinDecimals } from '../../../domain/money/coins';
import { newRequestId } from '../../../domain/money/request-id';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';
import { useRefundPaymentOrder } from '../api/payments';

// The contract's refund fields: the browser refuses what the server would, with the same keys.
const formSchema = paymentsEndpointSchemas.refund.input.pick({ amount: true, address: true });
export type RefundFormValues = z.input<typeof formSchema>;
const fields = ['amount', 'address'] as const;

/**
 * The refund of an order to an address the merchant types: checked as the server checks it, then
 * confirmed with the amount and the address (`ask`), then sent; a refusal of the amount or the
 * address goes under that field and closes the confirmation.
 */
export function useRefundForm(order: PaymentOrder, ask: (request: ConfirmRequest) => void) {
  const { t } = useTranslation('payments');
  const validationText = useValidationText();
  const refund = useRefundPaymentOrder().mutateAsync;
  const coin = order.paidCoin ?? '';
  const { decimalsOf, formatIn } = useCoinDecimals();
  // One key per refund the merchant means: a retry after a lost answer refunds once.
  const requestId = useRef(newRequestId());
  const form = useForm<RefundFormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { amount: '', address: '' },
  });
  const message = (error: FieldError | undefined) => validationText(error?.message);
  const submit = form.handleSubmit(({ amount, address }) =>
    ask({
      title: t('refund.confirmTitle'),
      body: t('refund.confirmBody', { orderNo: order.merchantOrderNo }),
      facts: [
        { label: t('detail.refundAmount'), value: `${formatIn(amount, coin)} ${coin}` },
        { label: t('detail.refundAddress'), value: address },
      ],
      confirmLabel: t('refund.confirm'),
      run: async () => {
        await refund({ id: order.orderId, amount, address, requestId: requestId.current });
        requestId.current = newRequestId();
        form.reset();
      },
      onError: (error) =>
        placeServerErrors(error, form.setError, fields, { endpoint: paymentsEndpoints.refund }),
      done: t('refund.done', { amount: `${formatIn(amount, coin)} ${coin}` }),
    }),
  );
  return { form, submit, message, coin, decimals: decimalsOf(coin) };
}
