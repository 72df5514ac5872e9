import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { AlertIcon, TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { useAddressBook } from '../../../domain/money/address-book';
import { type CoinChoiceProps, CoinSelect } from '../../../domain/money/coin-network';
import { formatDateTime } from '../../../lib/format-date';
import { useSession } from '../../../lib/session/session-store';
import { useDeleteAddress } from '../api/address-book';
import { AddAddressForm } from './add-address-form';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  authorizationSchema,
  emptyAuthorization,
  placeAuthorizationErrors,
} from './address-authorization';

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
        placeAuthorizationErrors(error, form, {
          wrongPin: t('address.errors.wrongPin'),
          noPin: t('address.errors.noPin'),
        }),
      );
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="address-delete-form">
      <Stack gap="md">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('address.deleteBody', { address: entry.address })}
        </Text>
        <AuthorizationFields form={form} testId="address-delete" />
        {problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('address.keep')}
          </Button>
          <Button
            type="submit"
            color="red"
            loading={form.formState.isSubmitting}
            data-testid="address-delete-confirm"
          >
            {t('address.delete')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The address book: where withdrawals may go, each usable after its cool-off. */
export function AddressBook({ coins, coin, network, onChange }: CoinChoiceProps) {
  const { t, i18n } = useTranslation(['address-book', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const { data, isPending, isError } = useAddressBook();
  const [filterCoin, setFilterCoin] = useState<string | null>(null);
  const rows = (data ?? []).filter((e) => !filterCoin || e.coin === filterCoin);
  const now = Date.now();

  const [deleting, setDeleting] = useState<Entry | null>(null);
  const remove = (e: Entry) => setDeleting(e);

  const columns: Column<Entry>[] = [
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
          onClick={() => remove(e)}
          aria-label={t('address.deleteOne', { address: e.address })}
          data-testid="address-delete"
        >
          <TrashIcon size={16} />
        </ActionIcon>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('address.deleteTitle')}
        centered
        data-testid="address-delete-dialog"
      >
        {deleting && <DeleteAddressForm entry={deleting} onClose={() => setDeleting(null)} />}
      </Modal>
      <AddAddressForm coins={coins} coin={coin} network={network} onChange={onChange} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-end">
            <Title order={2} fz="lg">
              {t('address.list')}
            </Title>
            <CoinSelect
              coins={coins}
              value={filterCoin}
              onChange={setFilterCoin}
              allowAll
              size="xs"
              w={190}
            />
          </Group>
          <RecordTable
            loadingLabel={t('money:history.loading')}
            failedText={t('money:history.failed')}
            columns={columns}
            rows={data ? rows : undefined}
            rowKey={(e) => String(e.id)}
            loading={isPending}
            failed={isError}
            empty={t('address.empty')}
            page={1}
            totalCount={rows.length}
            pageSize={Math.max(rows.length, 1)}
            onPage={() => {}}
            testId="addresses"
            phoneTitle={(e) => (
              <Text fw={600} size="sm">
                {e.coin} · {e.network}
              </Text>
            )}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
