import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AlertIcon } from '../../../components/icons';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { AmountField } from '../../../domain/money/amount-input';
import { decimalOf } from '../../../domain/money/amount-text';
import { newRequestId } from '../../../domain/money/request-id';
import { useTranslation } from '../../../lib/react-i18n';
import { createTopUp, useCashRefresh, useRechargeBank } from '../api/cash';
import { CurrencySelect, useCurrencyChoice } from './currency-choice';
import { PayInDetails } from './pay-in-details';

type Instructions = Parameters<typeof PayInDetails>[0]['info'];

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * A top-up order for an exact amount: the order's own reference, credited when a transfer of
 * that amount arrives with it (unpaid orders lapse after 7 days).
 */
function ExactAmount({ currency, onOrder }: { currency: string; onOrder: (info: Instructions) => void }) {
  const { t } = useTranslation('cash');
  const refresh = useCashRefresh();
  const requestId = useRef(newRequestId());
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({ defaultValues: { amount: '' } });
  const submit = form.handleSubmit(async ({ amount }) => {
    setProblem(null);
    if (!(decimalOf(amount)?.gt(0) ?? false))
      return form.setError('amount', { message: t('deposit.amountRequired') });
    try {
      const made = await createTopUp({ currency, amount, requestId: requestId.current });
      requestId.current = newRequestId();
      refresh();
      onOrder(made.payIn);
    } catch (error) {
      setProblem(placeServerErrors(error, form.setError, ['amount', 'currency']));
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="cash-topup-form">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('deposit.exactHint')}
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <div style={{ flex: '1 1 200px' }}>
            <AmountField
              control={form.control}
              name="amount"
              label={t('deposit.exactAmount')}
              decimals={2}
              coin={currency}
              message={(e) => e?.message}
              testId="cash-topup-amount"
            />
          </div>
          <Button type="submit" mt={25} loading={form.formState.isSubmitting} data-testid="cash-topup-submit">
            {t('deposit.createOrder')}
          </Button>
        </Group>
        {problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {problem}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/**
 * Top-up by bank transfer: the account to pay and the user's standing reference (any amount), or
 * an order for an exact amount with its own reference.
 */
export function TopUp({ currencies }: { currencies: readonly string[] }) {
  const { t } = useTranslation('cash');
  const { currency, choose } = useCurrencyChoice(currencies);
  const standing = useRechargeBank(currency);
  const [order, setOrder] = useState<Instructions | null>(null);
  const shown = order?.currency === currency ? order : null;
  if (!currency) return null;
  return (
    <Stack gap="lg" maw={720}>
      <CurrencySelect
        currencies={currencies}
        value={currency}
        onChange={choose}
        testId="cash-deposit-currency"
      />
      <Panel title={shown ? t('deposit.orderTitle') : t('deposit.standingTitle')}>
        {shown && <PayInDetails info={shown} />}
        {!shown && standing.data && <PayInDetails info={standing.data} />}
        {!shown && standing.isError && <Alert color="red">{t('deposit.failed')}</Alert>}
        {shown && (
          <Button variant="subtle" w="fit-content" onClick={() => setOrder(null)}>
            {t('deposit.backToStanding')}
          </Button>
        )}
      </Panel>
      <Panel title={t('deposit.exactTitle')}>
        <ExactAmount key={currency} currency={currency} onOrder={setOrder} />
      </Panel>
    </Stack>
  );
}
