import '@mantine/core/styles/Badge.css';
import { cashEndpoints } from '@coffer/contract/cash';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PencilIcon, TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { useCoolOffClock } from '../../../domain/cool-off/cool-off';
import { CoolOffBadge } from '../../../domain/cool-off/cool-off-badge';
import { ConfirmDialog } from '../../../domain/forms/confirm-dialog';
import { PhoneTitle } from '../../../domain/history/columns';
import { RemoveWithAuthorization } from '../../../domain/second-factor/remove-with-authorization';
import { useTranslation } from '../../../lib/react-i18n';
import { type Payee, useDeletePayee, usePayees } from '../api/cash';
import { fieldLabel } from '../model/field-labels';
import { accountOf } from '../model/payee-account';
import { PayeeEditDialog } from './payee-edit-dialog';

/** Removing a payee: confirmed with the fund PIN and the second factor, as adding it was. */
function DeletePayeeForm({ payee, onClose }: { payee: Payee; onClose: () => void }) {
  const { t } = useTranslation('cash');
  const remove = useDeletePayee().mutateAsync;
  return (
    <RemoveWithAuthorization
      remove={(authorization) => remove({ id: payee.id, ...authorization })}
      endpoint={[cashEndpoints.deleteBeneficiaryAddress]}
      words={{
        body: t('payee.deleteBody', { name: payee.friendlyName }),
        keep: t('payee.keep'),
        remove: t('payee.delete'),
        removed: t('payee.deleted', { name: payee.friendlyName }),
        wrongPin: t('payee.wrongPin'),
        noPin: t('payee.noPin'),
        fundPin: t('payee.fundPin'),
        fundPinHint: t('payee.fundPinHint'),
      }}
      testId="cash-payee-delete"
      onClose={onClose}
    />
  );
}

/** Which payees a list shows: the own bank accounts, the beneficiaries, or both (with their kind). */
export type PayeeListKind = 'own' | 'beneficiary' | 'all';

interface RowActions {
  onEdit: (p: Payee) => void;
  onDelete: (p: Payee) => void;
}

function KindBadge({ payee }: { payee: Payee }) {
  const { t } = useTranslation('cash');
  return (
    <Badge
      color={payee.own ? 'blue' : 'grape'}
      variant="light"
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid="cash-payee-kind"
    >
      {payee.own ? t('payee.kindOwn') : t('payee.kindBeneficiary')}
    </Badge>
  );
}

function RowButtons({ payee, onEdit, onDelete }: RowActions & { payee: Payee }) {
  const { t } = useTranslation('cash');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        onClick={() => onEdit(payee)}
        aria-label={t('payee.editOne', { name: payee.friendlyName })}
        data-testid="cash-payee-edit"
      >
        <PencilIcon size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onDelete(payee)}
        aria-label={t('payee.deleteOne', { name: payee.friendlyName })}
        data-testid="cash-payee-delete"
      >
        <TrashIcon size={16} />
      </ActionIcon>
    </Group>
  );
}

function usePayeeColumns(kind: PayeeListKind, now: number, actions: RowActions): Column<Payee>[] {
  const { t } = useTranslation(['cash', 'money']);
  const kindColumn: Column<Payee>[] =
    kind === 'all' ? [{ key: 'kind', header: t('payee.kind'), cell: (p) => <KindBadge payee={p} /> }] : [];
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
    ...kindColumn,
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
      cell: (p) => (
        <CoolOffBadge
          item={p}
          now={now}
          usableFrom={(time) => t('payee.usableFrom', { time })}
          ready={t('payee.ready')}
          testId="cash-payee"
        />
      ),
    },
    {
      key: 'actions',
      header: t('money:history.actions'),
      align: 'right',
      cell: (p) => <RowButtons payee={p} {...actions} />,
    },
  ];
}

const listWords = {
  own: { title: 'payee.listOwn', empty: 'payee.emptyOwn', testId: 'cash-bank-accounts' },
  beneficiary: { title: 'payee.list', empty: 'payee.empty', testId: 'cash-beneficiaries' },
  all: { title: 'payee.listAll', empty: 'payee.emptyAll', testId: 'cash-payees' },
} as const;

/**
 * The user's saved payees (own bank accounts, beneficiaries, or both), each usable after its
 * cool-off (the list turns it Ready when that passes), each to edit or delete.
 */
export function PayeeList({ kind }: { kind: PayeeListKind }) {
  const { t } = useTranslation(['cash', 'money']);
  const payees = usePayees();
  const rows = payees.data?.filter((p) => kind === 'all' || p.own === (kind === 'own'));
  const now = useCoolOffClock(rows);
  const [editing, setEditing] = useState<Payee | null>(null);
  const [deleting, setDeleting] = useState<Payee | null>(null);
  const columns = usePayeeColumns(kind, now, { onEdit: setEditing, onDelete: setDeleting });
  const words = listWords[kind];
  return (
    <TitledPanel title={t(words.title)}>
      <PayeeEditDialog payee={editing} onClose={() => setEditing(null)} />
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
        empty={t(words.empty)}
        testId={words.testId}
        phoneTitle={(p) => <PhoneTitle title={`${p.friendlyName} · ${p.currency}`} />}
      />
    </TitledPanel>
  );
}
