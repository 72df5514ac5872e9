import '@mantine/core/styles/Divider.css';
import type { CashCurrency } from '@coffer/contract/cash';
import { Alert, Anchor, Button, Divider, Paper, Select, Stack, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { LabelValue } from '../../../components/label-value';
import { paths } from '../../../config/paths';
import { inCoolOff, useCoolOffClock } from '../../../domain/cool-off/cool-off';
import { AmountField } from '../../../domain/money/amount-input';
import { formatAmount } from '../../../domain/money/format-amount';
import { formatDateTime } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import { type Payee, useCashRefresh } from '../api/cash';
import { useCashWithdraw } from '../model/use-cash-withdraw';
import { WithdrawConfirm } from './withdraw-confirm';

type State = ReturnType<typeof useCashWithdraw>;

/** The payees of the currency; one still in its cool-off is shown with when it can be used. */
function PayeeField({ state, payees }: { state: State; payees: readonly Payee[] }) {
  const { t, i18n } = useTranslation('cash');
  const language = i18n.resolvedLanguage ?? 'en';
  // A payee whose cool-off ends while the form is open becomes choosable then, without a reload.
  const now = useCoolOffClock(payees);
  const options = payees.map((p) => {
    const waiting = inCoolOff(p, now);
    const kind = p.own ? t('withdraw.ownAccount') : t('withdraw.beneficiary');
    return {
      value: String(p.id),
      label: waiting
        ? `${p.friendlyName} (${kind}) · ${t('payee.usableFrom', { time: formatDateTime(p.usableFrom, language) })}`
        : `${p.friendlyName} (${kind})`,
      disabled: waiting,
    };
  });
  return (
    <Stack gap={4}>
      <Controller
        control={state.form.control}
        name="payeeId"
        render={({ field, fieldState }) => (
          <Select
            label={t('withdraw.payee')}
            placeholder={payees.length ? t('withdraw.choosePayee') : t('withdraw.noPayees')}
            data={options}
            value={field.value || null}
            onChange={(v) => field.onChange(v ?? '')}
            allowDeselect={false}
            error={fieldState.error?.message}
            data-testid="cash-withdraw-payee"
          />
        )}
      />
      <Anchor component={Link} to={paths.assets.cashBank.href()} size="xs">
        {t('withdraw.addBank')}
      </Anchor>
    </Stack>
  );
}

/** The fee, what leaves the balance, the limits and when the money arrives (spec §9). */
function WithdrawFacts({ state, currency }: { state: State; currency: string }) {
  const { t } = useTranslation('cash');
  const { rule, limit } = state;
  return (
    <Stack gap={6} data-testid="cash-withdraw-quote">
      <LabelValue label={t('withdraw.fee')} value={limit(rule.withdrawFee)} testId="cash-withdraw-fee" />
      <LabelValue
        label={t('withdraw.limits')}
        value={`${formatAmount(rule.withdrawMin, { decimals: 2, style: 'limit' })} – ${limit(rule.withdrawMax)}`}
      />
      <LabelValue label={t('withdraw.dailyLimit')} value={limit(rule.withdrawDailyMax)} />
      <Divider my={4} />
      <LabelValue label={t('withdraw.arrival')} value={t('withdraw.arrivalTime')} weight={400} />
      <Text size="xs" c="dimmed">
        {t('withdraw.ownNameRule', { currency })}
      </Text>
    </Stack>
  );
}

/**
 * The cash withdrawal: a payee of the currency, the amount (with "max"), its fee and limits, and
 * the warning that it cannot be cancelled; "continue" opens the confirmation with the facts, the
 * fund PIN and the second factor. A sent withdrawal opens the orders, where it moves live.
 */
export function CashWithdrawForm({
  currency,
  available,
  payees,
}: {
  currency: CashCurrency;
  available: string | undefined;
  payees: readonly Payee[];
}) {
  const { t } = useTranslation('cash');
  const navigate = useNavigate();
  const refresh = useCashRefresh();
  const state = useCashWithdraw({ currency, available });
  const mine = payees.filter((p) => p.currency === currency);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <WithdrawConfirm
        pending={state.pending}
        onClose={state.cancel}
        onRefused={state.placeRefusal}
        onDone={() => {
          state.done();
          refresh();
          void notifySuccess(t('withdraw.sent'));
          navigate(paths.assets.cashOrder.href({ kind: 'withdraw' }));
        }}
      />
      <form onSubmit={state.review(mine)} noValidate data-testid="cash-withdraw-form">
        <Stack gap="lg">
          <PayeeField state={state} payees={mine} />
          <AmountField
            control={state.form.control}
            name="amount"
            label={t('withdraw.amount')}
            decimals={state.rule.decimals}
            coin={currency}
            description={t('withdraw.available', {
              amount:
                available === undefined ? '--' : `${formatAmount(available, { decimals: 2 })} ${currency}`,
            })}
            message={(e) => e?.message}
            onMax={state.fillMax}
            testId="cash-withdraw-amount"
          />
          <WithdrawFacts state={state} currency={currency} />
          <Alert color="orange" data-testid="cash-withdraw-warning">
            {t('withdraw.final')}
          </Alert>
          <Button type="submit" size="md" data-testid="cash-withdraw-submit">
            {t('withdraw.continue')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
