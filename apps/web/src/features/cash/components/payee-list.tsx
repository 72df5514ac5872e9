import { cashEndpoints } from '@coffer/contract/cash';
import { ActionIcon, Badge, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { ConfirmDialog, ConfirmForm } from '../../../domain/forms/confirm-dialog';
import { PhoneTitle } from '../../../domain/history/columns';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  emptyAuthorization,
  placeAuthorizationErrors,
} from '../../../domain/second-factor/authorization-fields';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { type Payee, useDeletePayee, usePayees } from '../api/cash';
import { fieldLabel } from '../model/field-labels';
import { accountOf } from '../model/payee-account';

/** Removing a payee: confirmed with the fund PIN and the second factor, as adding it was. */
function DeletePayeeForm({ payee, onClose }: { payee: Payee; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const { user } = useSession();
  const remove = useDeletePayee().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AuthorizationValues>({ defaultValues: emptyAuthorization(user) });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await remove({ id: payee.id, ...authorizationInput(values) });
      onClose();
    } catch (error) {
      setProblem(
        placeAuthorizationErrors(error, form, { wrongPin: t('payee.wrongPin'), noPin: t('payee.noPin') }, [
          cashEndpoints.deleteBeneficiaryAddress,
        ]),
      );
    }
  });
  return (
    <ConfirmForm
      onSubmit={submit}
      onCancel={onClose}
      body={t('payee.deleteBody', { name: payee.friendlyName })}
      problem={problem}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('payee.keep')}
      confirmLabel={t('payee.delete')}
      confirmTestId="cash-payee-delete-submit"
    >
      <AuthorizationFields
        form={form}
        testId="cash-payee-delete"
        pinLabel={t('payee.fundPin')}
        pinHint={t('payee.fundPinHint')}
      />
    </ConfirmForm>
  );
}

function usePayeeColumns(onDelete: (p: Payee) => void): Column<Payee>[] {
  const { t, i18n } = useTranslation(['cash', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const now = Date.now();
  return [
    {
      key: 'name',
      header: t('payee.name'),
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {p.friendlyName}
          </Text>
          <Text size="xs" c="dimmed">{`${p.firstName} ${p.lastName}`}</Text>
        </Stack>
      ),
    },
    {
      key: 'channel',
      header: t('payee.channel'),
      cell: (p) => <Text size="sm">{`${p.currency} · ${t(`channel.${p.channel}`)} · ${p.country}`}</Text>,
    },
    {
      key: 'account',
      header: t('payee.account'),
      cell: (p) => {
        const account = accountOf(p);
        return (
          <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {account ? `${fieldLabel(t, account.key)}: ${account.value}` : '--'}
          </Text>
        );
      },
    },
    {
      key: 'usable',
      header: t('payee.usable'),
      cell: (p) =>
        new Date(p.usableFrom).getTime() > now ? (
          <Badge color="yellow" variant="light" style={{ textTransform: 'none', minWidth: 'max-content' }}>
            {t('payee.usableFrom', { time: formatDateTime(p.usableFrom, language) })}
          </Badge>
        ) : (
          <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
            {t('payee.ready')}
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: t('money:history.actions'),
      align: 'right',
      cell: (p) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(p)}
          aria-label={t('payee.deleteOne', { name: p.friendlyName })}
          data-testid="cash-payee-delete"
        >
          <TrashIcon size={16} />
        </ActionIcon>
      ),
    },
  ];
}

/** The user's saved payees of one kind (own bank accounts or beneficiaries), each usable after its cool-off. */
export function PayeeList({ own }: { own: boolean }) {
  const { t } = useTranslation(['cash', 'money']);
  const payees = usePayees();
  const rows = payees.data?.filter((p) => p.own === own);
  const [deleting, setDeleting] = useState<Payee | null>(null);
  const columns = usePayeeColumns(setDeleting);
  return (
    <TitledPanel title={own ? t('payee.listOwn') : t('payee.list')}>
      <ConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={t('payee.deleteTitle')}
        testId="cash-payee-delete-dialog"
      >
        {(payee) => <DeletePayeeForm payee={payee} onClose={() => setDeleting(null)} />}
      </ConfirmDialog>
      <RecordTable
        loadingLabel={t('money:history.loading')}
        failedText={t('money:history.failed')}
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.id)}
        loading={payees.isPending}
        failed={payees.isError}
        empty={own ? t('payee.emptyOwn') : t('payee.empty')}
        testId={own ? 'cash-bank-accounts' : 'cash-beneficiaries'}
        phoneTitle={(p) => <PhoneTitle title={`${p.friendlyName} · ${p.currency}`} />}
      />
    </TitledPanel>
  );
}
