import '../../components/styles';
import { positiveAmountSchema } from '@coffer/contract/common';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusPage } from '../../../../components/status-page';
import { paths } from '../../../../config/paths';
import { isApiError } from '../../../../lib/http/api-error';
import { useTranslation } from '../../../../lib/react-i18n';
import { PublicPayFrame } from '../../components/public-pay-frame';
import { useOrderFromCode, usePublicCode } from '../api/receipt-codes';

/** The page a counter's QR code opens: the customer types the amount and goes on to pay it. */
export function CodePayPage({ id }: { id: string }) {
  const { t } = useTranslation('payments');
  const code = usePublicCode(id);
  const order = useOrderFromCode();
  const navigate = useNavigate();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  // The contract's own rule: an exact decimal above zero (no exponent, no comma, no sign).
  const valid = positiveAmountSchema.safeParse(amount).success;
  if (code.isError) {
    const status = isApiError(code.error) ? code.error.httpStatus : 0;
    return status === 404 || status === 400 ? (
      <StatusPage
        testId="code-pay-refused"
        code={status === 404 ? '404' : '—'}
        title={t(status === 404 ? 'codePay.notFound' : 'codePay.disabled')}
        body={t('codePay.askCashier')}
      />
    ) : (
      <PublicPayFrame testId="page-code-pay" failed />
    );
  }
  const data = code.data;
  if (!data) return <PublicPayFrame testId="page-code-pay" waiting />;
  const submit = () => {
    setTouched(true);
    if (!valid) return;
    order.mutate(
      { id, amount },
      { onSuccess: ({ orderId }) => navigate(paths.pay.href(orderId), { replace: true }) },
    );
  };
  return (
    <PublicPayFrame testId="page-code-pay">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" data-testid="code-pay-merchant">
              {data.merchantName || t('pay.merchant')}
            </Text>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {data.label ?? t('codePay.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('codePay.accepts', {
                coins: data.coins.map((c) => `${c.coin} · ${c.network}`).join(', '),
              })}
            </Text>
          </Stack>
          <TextInput
            label={t('codePay.amount', { currency: data.currency })}
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value.trim())}
            onBlur={() => setTouched(true)}
            inputMode="decimal"
            autoComplete="off"
            size="lg"
            rightSection={<Text size="sm">{data.currency}</Text>}
            rightSectionWidth={64}
            error={touched && amount !== '' && !valid ? t('codePay.amountInvalid') : undefined}
            data-testid="code-pay-amount"
            autoFocus
          />
          <Button
            type="submit"
            size="lg"
            loading={order.isPending}
            disabled={!valid}
            data-testid="code-pay-submit"
          >
            {t('codePay.submit')}
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            {t('codePay.next')}
          </Text>
        </Stack>
      </form>
    </PublicPayFrame>
  );
}
