import { cashEndpoints } from '@coffer/contract/cash';
import { errors } from '@coffer/contract/common';
import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LabelValue } from '../../../components/label-value';
import { ConfirmDialog, ConfirmForm } from '../../../domain/forms/confirm-dialog';
import { formatAmount } from '../../../domain/money/format-amount';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  emptyAuthorization,
  placeAuthorizationErrors,
} from '../../../domain/second-factor/authorization-fields';
import { isApiError } from '../../../lib/http/api-error';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { type CashOrder, withdrawCash } from '../api/cash';
import { fieldLabel } from '../model/field-labels';
import { accountOf } from '../model/payee-account';
import type { PendingWithdrawal } from '../model/use-cash-withdraw';

/** The codes the confirmation keeps on its own fields (a wrong PIN or code): the rest go to the form. */
const onDialog = new Set<number>([errors.securityVerificationFailed.code, errors.invalidInput.code]);

function Facts({ w }: { w: PendingWithdrawal }) {
  const { t } = useTranslation('cash');
  const money = (v: string) => `${formatAmount(v, { decimals: 2 })} ${w.currency}`;
  const account = accountOf(w.payee);
  return (
    <Stack gap={6} data-testid="cash-withdraw-facts">
      <LabelValue
        label={t('withdraw.payee')}
        value={`${w.payee.friendlyName} · ${w.payee.firstName} ${w.payee.lastName}`}
      />
      {account && <LabelValue label={fieldLabel(t, account.key)} value={account.value} />}
      <LabelValue label={t('withdraw.amount')} value={money(w.amount)} testId="cash-confirm-amount" />
      <LabelValue label={t('withdraw.fee')} value={money(w.fee)} testId="cash-confirm-fee" />
      <LabelValue label={t('withdraw.total')} value={money(w.total)} testId="cash-confirm-total" />
      <LabelValue label={t('withdraw.arrival')} value={t('withdraw.arrivalTime')} weight={400} />
    </Stack>
  );
}

/**
 * The confirmation of a cash withdrawal: the facts to check, that it cannot be cancelled once
 * sent, and the fund PIN and second factor. A refusal of the amount or the payee closes it and
 * shows under that field of the form (`onRefused` answers null); a wrong PIN or code stays here.
 */
export function WithdrawConfirm({
  pending,
  onClose,
  onDone,
  onRefused,
}: {
  pending: PendingWithdrawal | null;
  onClose: () => void;
  onDone: (order: CashOrder) => void;
  onRefused: (error: unknown) => string | null;
}) {
  const { t } = useTranslation('cash');
  return (
    <ConfirmDialog
      item={pending}
      onClose={onClose}
      title={t('withdraw.confirmTitle')}
      testId="cash-withdraw-confirm"
    >
      {(w) => <ConfirmBody w={w} onClose={onClose} onDone={onDone} onRefused={onRefused} />}
    </ConfirmDialog>
  );
}

function ConfirmBody({
  w,
  onClose,
  onDone,
  onRefused,
}: {
  w: PendingWithdrawal;
  onClose: () => void;
  onDone: (order: CashOrder) => void;
  onRefused: (error: unknown) => string | null;
}) {
  const { t } = useTranslation('cash');
  const { user } = useSession();
  const form = useForm<AuthorizationValues>({ defaultValues: emptyAuthorization(user) });
  const [problem, setProblem] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const order = await withdrawCash({
        payeeId: w.payee.id,
        currency: w.currency,
        amount: w.amount,
        requestId: w.requestId,
        ...authorizationInput(values),
      });
      onDone(order);
    } catch (error) {
      if (isApiError(error) && error.code !== null && onDialog.has(error.code))
        return setProblem(
          placeAuthorizationErrors(error, form, { wrongPin: t('payee.wrongPin'), noPin: t('payee.noPin') }, [
            cashEndpoints.withdrawOrderCreate,
          ]),
        );
      const shown = onRefused(error);
      if (shown === null) onClose();
      else setProblem(shown);
    }
  });
  return (
    <ConfirmForm
      onSubmit={submit}
      onCancel={onClose}
      body={t('withdraw.confirmBody')}
      problem={problem}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('withdraw.back')}
      confirmLabel={t('withdraw.confirm')}
      confirmTestId="cash-withdraw-confirm-submit"
      danger={false}
    >
      <Facts w={w} />
      <Alert color="orange" data-testid="cash-withdraw-final">
        <Text size="sm">{t('withdraw.final')}</Text>
      </Alert>
      <AuthorizationFields
        form={form}
        testId="cash-withdraw"
        pinLabel={t('payee.fundPin')}
        pinHint={t('withdraw.fundPinHint')}
      />
    </ConfirmForm>
  );
}
