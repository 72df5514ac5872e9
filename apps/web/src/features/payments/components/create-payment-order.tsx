import { parseAmountInput } from '@coffer/contract/common';
import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { AlertIcon } from '../../../components/icons';
import { TextField } from '../../../domain/forms/form-fields';
import { AmountField } from '../../../domain/money/amount-input';
import { useCoinDecimals } from '../../../domain/money/coins';
import { useTranslation } from '../../../lib/react-i18n';
import { useCreateOrderForm } from '../model/use-create-order-form';

/** The coins a demo merchant may accept (the server refuses any it does not support). */
const coinChoices = ['USDT:TRC20', 'USDT:ERC20', 'BTC:BTC', 'ETH:ERC20'];
const currencies = ['USD', 'EUR', 'USDT', 'BTC'];

type TextName = 'merchantOrderNo' | 'buyerEmail' | 'description';

/** The order's fields: number, amount in its currency, accepted coins, expiry, the buyer's e-mail, a note. */
function OrderFields({ state }: { state: ReturnType<typeof useCreateOrderForm> }) {
  const { t } = useTranslation('payments');
  const { form, message } = state;
  const { decimalsOf } = useCoinDecimals();
  const text = (name: TextName, label: string, extra: { required?: boolean; testId?: string } = {}) => (
    <TextField
      control={form.control}
      name={name}
      message={message}
      label={label}
      withAsterisk={extra.required}
      testId={extra.testId}
    />
  );
  return (
    <>
      {text('merchantOrderNo', t('list.orderNo'), { required: true, testId: 'create-order-no' })}
      <Group grow align="flex-start">
        <AmountField
          control={form.control}
          name="amount"
          label={t('list.amount')}
          decimals={state.decimals}
          coin={form.watch('currency')}
          message={message}
          testId="create-amount"
        />
        <Controller
          control={form.control}
          name="currency"
          render={({ field }) => (
            <Select
              label={t('create.currency')}
              data={currencies}
              value={field.value}
              onChange={(v) => {
                if (!v) return;
                field.onChange(v);
                // 0.12345678 BTC becomes 0.12 USD, not an amount the new currency cannot hold.
                const read = parseAmountInput(form.getValues('amount'), decimalsOf(v));
                if (read.ok) form.setValue('amount', read.value);
              }}
              allowDeselect={false}
              data-testid="create-currency"
            />
          )}
        />
      </Group>
      <Controller
        control={form.control}
        name="coins"
        render={({ field, fieldState }) => (
          <MultiSelect
            label={t('create.coins')}
            data={coinChoices.map((c) => ({ value: c, label: c.replace(':', ' · ') }))}
            value={field.value}
            onChange={field.onChange}
            error={message(fieldState.error)}
            data-testid="create-coins"
          />
        )}
      />
      <Controller
        control={form.control}
        name="expiresInMinutes"
        render={({ field, fieldState }) => (
          <NumberInput
            label={t('create.minutes')}
            value={field.value}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v) || 0)}
            allowDecimal={false}
            allowNegative={false}
            error={message(fieldState.error)}
          />
        )}
      />
      {text('buyerEmail', t('create.email'))}
      {text('description', t('create.description'))}
    </>
  );
}

/** A new payment order: the amount, what the buyer may pay with, how long it waits. */
export function CreatePaymentOrder({ onCreated }: { onCreated: (orderId: string) => void }) {
  const { t } = useTranslation('payments');
  const [open, setOpen] = useState(false);
  const state = useCreateOrderForm((orderId) => {
    setOpen(false);
    onCreated(orderId);
  });
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="payment-create-open">
        {t('create.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('create.title')} centered>
        <form onSubmit={state.submit} noValidate data-testid="payment-create-form">
          <Stack gap="sm">
            <OrderFields state={state} />
            {state.problem && (
              <Alert color="red" icon={<AlertIcon />} data-testid="create-problem">
                {state.problem}
              </Alert>
            )}
            <Button type="submit" loading={state.form.formState.isSubmitting} data-testid="create-submit">
              {t('create.submit')}
            </Button>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
