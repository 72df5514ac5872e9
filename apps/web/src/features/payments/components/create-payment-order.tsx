import { parseAmountInput } from '@coffer/contract/common';
import { Button, Group, Modal, MultiSelect, NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AmountInput } from '../../../domain/money/amount-input';
import { useCoinDecimals } from '../../../domain/money/coins';
import { useTranslation } from '../../../lib/react-i18n';
import { useCreatePaymentOrder } from '../api/payments';

/** The coins a demo merchant may accept (the server refuses any it does not support). */
const coinChoices = ['USDT:TRC20', 'USDT:ERC20', 'BTC:BTC', 'ETH:ERC20'];
const currencies = ['USD', 'EUR', 'USDT', 'BTC'];

/** A new payment order: the amount, what the buyer may pay with, how long it waits. */
export function CreatePaymentOrder({ onCreated }: { onCreated: (orderId: string) => void }) {
  const { t } = useTranslation('payments');
  const create = useCreatePaymentOrder();
  // An amount has the decimals of the order's currency (2 for USD, 8 for BTC), cut while typed.
  const { decimalsOf } = useCoinDecimals();
  const [open, setOpen] = useState(false);
  const [orderNo, setOrderNo] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState('USD');
  const [coins, setCoins] = useState<string[]>(['USDT:TRC20']);
  const [minutes, setMinutes] = useState<number>(30);
  const [email, setEmail] = useState('');
  const [description, setDescription] = useState('');
  const submit = () =>
    create.mutate(
      {
        merchantOrderNo: orderNo,
        amount,
        currency,
        coins: coins.map((c) => {
          const [coin = '', network = ''] = c.split(':');
          return { coin, network };
        }),
        expiresInMinutes: minutes,
        buyerEmail: email || undefined,
        description: description || undefined,
      },
      {
        onSuccess: (order) => {
          setOpen(false);
          setOrderNo('');
          setAmount('');
          onCreated(order.orderId);
        },
      },
    );
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="payment-create-open">
        {t('create.open')}
      </Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('create.title')} centered>
        <Stack gap="sm" data-testid="payment-create-form">
          <TextInput
            label={t('list.orderNo')}
            value={orderNo}
            onChange={(e) => setOrderNo(e.currentTarget.value)}
            required
            data-testid="create-order-no"
          />
          <Group grow>
            <AmountInput
              label={t('list.amount')}
              value={amount}
              onChange={setAmount}
              decimals={decimalsOf(currency)}
              coin={currency}
              testId="create-amount"
            />
            <Select
              label={t('create.currency')}
              data={currencies}
              value={currency}
              onChange={(v) => {
                const next = v ?? 'USD';
                setCurrency(next);
                // 0.12345678 BTC becomes 0.12 USD, not an amount the new currency cannot hold.
                const read = parseAmountInput(amount, decimalsOf(next));
                if (read.ok) setAmount(read.value);
              }}
              allowDeselect={false}
              data-testid="create-currency"
            />
          </Group>
          <MultiSelect
            label={t('create.coins')}
            data={coinChoices.map((c) => ({ value: c, label: c.replace(':', ' · ') }))}
            value={coins}
            onChange={setCoins}
            data-testid="create-coins"
          />
          <NumberInput
            label={t('create.minutes')}
            value={minutes}
            min={5}
            max={10080}
            onChange={(v) => setMinutes(Number(v) || 30)}
          />
          <TextInput
            label={t('create.email')}
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value.trim())}
            type="email"
          />
          <TextInput
            label={t('create.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            maxLength={200}
          />
          <Button
            onClick={submit}
            loading={create.isPending}
            disabled={!orderNo || !amount || coins.length === 0}
            data-testid="create-submit"
          >
            {t('create.submit')}
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
