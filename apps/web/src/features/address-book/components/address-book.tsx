import '@mantine/core/styles/Badge.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Badge, Stack, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CopyValue } from '../../../components/copy-value';
import { TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { TitledPanel } from '../../../components/titled-panel';
import { ConfirmDialog, ConfirmForm } from '../../../domain/forms/confirm-dialog';
import { PhoneTitle } from '../../../domain/history/columns';
import { useAddressBook } from '../../../domain/money/address-book';
import { type CoinChoiceProps, CoinSelect } from '../../../domain/money/coin-network';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  authorizationSchema,
  emptyAuthorization,
  placeAuthorizationErrors,
} from '../../../domain/second-factor/authorization-fields';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useSession } from '../../../lib/session/session-store';
import { bookCalls, useDeleteAddress } from '../api/address-book';
import { AddAddressForm } from './add-address-form';

interface Entry {
  id: number;
  coin: string;
  network: string;
  address: string;
  label: string;
  createdAt: string;
  usableFrom: string;
}

/** Deleting an entry: confirmed with the fund PIN and the second factor, as adding it was. */
function DeleteAddressForm({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { t } = useTranslation(['address-book', 'money']);
  const { user } = useSession();
  const deleteAddress = useDeleteAddress().mutateAsync;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AuthorizationValues>({
    resolver: zodResolver(authorizationSchema),
    defaultValues: emptyAuthorization(user),
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await deleteAddress({ id: entry.id, ...authorizationInput(values) });
      onClose();
    } catch (error) {
      setProblem(
        placeAuthorizationErrors(
          error,
          form,
          {
            wrongPin: t('address.errors.wrongPin'),
            noPin: t('address.errors.noPin'),
          },
          bookCalls,
        ),
      );
    }
  });
  return (
    <ConfirmForm
      onSubmit={submit}
      onCancel={onClose}
      body={t('address.deleteBody', { address: entry.address })}
      problem={problem}
      submitting={form.formState.isSubmitting}
      cancelLabel={t('address.keep')}
      confirmLabel={t('address.delete')}
      testId="address-delete-form"
      confirmTestId="address-delete-confirm"
    >
      <AuthorizationFields
        form={form}
        testId="address-delete"
        pinLabel={t('address.fundPin')}
        pinHint={t('address.fundPinHint')}
      />
    </ConfirmForm>
  );
}

/** The address book's columns: coin, label, address, cool-off, added, and the delete action. */
function useAddressColumns(onDelete: (entry: Entry) => void): Column<Entry>[] {
  const { t, i18n } = useTranslation(['address-book', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const now = Date.now();
  return [
    {
      key: 'coin',
      header: t('money:history.coinNetwork'),
      hideOnPhone: true,
      cell: (e) => (
        <Text size="sm">
          {e.coin} · {e.network}
        </Text>
      ),
    },
    { key: 'label', header: t('address.label'), cell: (e) => <Text size="sm">{e.label || '--'}</Text> },
    {
      key: 'address',
      header: t('address.address'),
      cell: (e) => <CopyValue value={e.address} short size="xs" />,
    },
    {
      key: 'usable',
      header: t('address.usable'),
      cell: (e) =>
        new Date(e.usableFrom).getTime() > now ? (
          <Tooltip
            label={t('address.usableFrom', { time: formatDateTime(e.usableFrom, language) })}
            withArrow
          >
            <Badge color="yellow" variant="light" style={{ textTransform: 'none' }}>
              {t('address.coolingOff')}
            </Badge>
          </Tooltip>
        ) : (
          <Badge color="teal" variant="light" style={{ textTransform: 'none' }}>
            {t('address.ready')}
          </Badge>
        ),
    },
    {
      key: 'added',
      header: t('address.addedAt'),
      hideOnPhone: true,
      cell: (e) => <Text size="sm">{formatDateTime(e.createdAt, language)}</Text>,
    },
    {
      key: 'actions',
      header: t('money:history.actions'),
      align: 'right',
      cell: (e) => (
        <ActionIcon
          variant="subtle"
          color="red"
          onClick={() => onDelete(e)}
          aria-label={t('address.deleteOne', { address: e.address })}
          data-testid="address-delete"
        >
          <TrashIcon size={16} />
        </ActionIcon>
      ),
    },
  ];
}

/** The address book: where withdrawals may go, each usable after its cool-off. */
export function AddressBook({ coins, coin, network, onChange }: CoinChoiceProps) {
  const { t } = useTranslation(['address-book', 'money']);
  const { data, isPending, isError } = useAddressBook();
  const [filterCoin, setFilterCoin] = useState<string | null>(null);
  const rows = (data ?? []).filter((e) => !filterCoin || e.coin === filterCoin);

  const [deleting, setDeleting] = useState<Entry | null>(null);

  const columns = useAddressColumns(setDeleting);

  return (
    <Stack gap="lg">
      <ConfirmDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title={t('address.deleteTitle')}
        testId="address-delete-dialog"
      >
        {(entry) => <DeleteAddressForm entry={entry} onClose={() => setDeleting(null)} />}
      </ConfirmDialog>
      <AddAddressForm coins={coins} coin={coin} network={network} onChange={onChange} />
      <TitledPanel
        title={t('address.list')}
        asideGroup={{ align: 'flex-end' }}
        aside={
          <CoinSelect coins={coins} value={filterCoin} onChange={setFilterCoin} allowAll size="xs" w={190} />
        }
      >
        <RecordTable
          loadingLabel={t('money:history.loading')}
          failedText={t('money:history.failed')}
          columns={columns}
          rows={data ? rows : undefined}
          rowKey={(e) => String(e.id)}
          loading={isPending}
          failed={isError}
          empty={t('address.empty')}
          testId="addresses"
          phoneTitle={(e) => <PhoneTitle title={`${e.coin} · ${e.network}`} />}
        />
      </TitledPanel>
    </Stack>
  );
}
