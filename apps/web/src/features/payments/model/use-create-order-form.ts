import { paymentExpiryMinutes, paymentsEndpointSchemas, paymentsEndpoints } from '@coffer/contract/payments';
import { type FieldError, useForm } from 'react-hook-form';
import { useProblemSubmit } from '../../../domain/forms/use-problem-submit';
import { useCoinDecimals } from '../../../domain/money/coins';
import { contractResolver, useValidationText } from '../../../lib/forms';
import { type CreatePaymentInput, useCreatePaymentOrder } from '../api/payments';

/** The order form's values: the accepted coins as `COIN:NETWORK` choices, the optional texts empty. */
export interface CreateOrderValues {
  merchantOrderNo: string;
  amount: string;
  currency: string;
  coins: string[];
  expiresInMinutes: number;
  buyerEmail: string;
  description: string;
}

export const emptyOrder: CreateOrderValues = {
  merchantOrderNo: '',
  amount: '',
  currency: 'USD',
  coins: ['USDT:TRC20'],
  expiresInMinutes: paymentExpiryMinutes.default,
  buyerEmail: '',
  description: '',
};
const fields = [
  'merchantOrderNo',
  'amount',
  'currency',
  'coins',
  'expiresInMinutes',
  'buyerEmail',
  'description',
];

/** The values as the call sends them (and as the contract's schema checks them, in the browser too). */
const inputOf = (v: CreateOrderValues): CreatePaymentInput => ({
  merchantOrderNo: v.merchantOrderNo,
  amount: v.amount,
  currency: v.currency,
  coins: v.coins.map((c) => {
    const [coin = '', network = ''] = c.split(':');
    return { coin, network };
  }),
  expiresInMinutes: v.expiresInMinutes,
  buyerEmail: v.buyerEmail || undefined,
  description: v.description || undefined,
  metadata: {},
});

/**
 * A new payment order: checked by the contract's schema before sending, the amount typed through
 * the one amount input (cut to the currency's decimals), a refusal placed under its field.
 */
export function useCreateOrderForm(onCreated: (orderId: string) => void) {
  const create = useCreatePaymentOrder().mutateAsync;
  const validationText = useValidationText();
  const { decimalsOf } = useCoinDecimals();
  const form = useForm<CreateOrderValues, unknown, CreatePaymentInput>({
    defaultValues: emptyOrder,
    resolver: contractResolver(() => paymentsEndpointSchemas.create.input, inputOf),
  });
  const submission = useProblemSubmit(form, fields, { endpoint: paymentsEndpoints.create }, async (input) => {
    const order = await create(input);
    form.reset({ ...form.getValues(), merchantOrderNo: '', amount: '' });
    onCreated(order.orderId);
  });
  const message = (error: FieldError | undefined) => validationText(error?.message);
  return { ...submission, message, decimals: decimalsOf(form.watch('currency')) };
}
