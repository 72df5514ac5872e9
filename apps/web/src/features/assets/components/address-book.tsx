import { type CoinConfig, chainAddressSchema } from '@coffer/contract/assets';
import { errors } from '@coffer/contract/common';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CopyValue } from '../../../components/copy-value';
import { AlertIcon, TrashIcon } from '../../../components/icons';
import { type Column, RecordTable } from '../../../components/record-table';
import { formatDateTime } from '../../../lib/format-date';
import { isApiError } from '../../../lib/http/api-error';
import { notifySuccess } from '../../../lib/overlays';
import { useSession } from '../../../lib/session/session-store';
import { useAddressBook, useCreateAddress, useDeleteAddress } from '../api/address-book';
import {
  AuthorizationFields,
  type AuthorizationValues,
  authorizationInput,
  authorizationSchema,
  emptyAuthorization,
  placeAuthorizationErrors,
} from './address-authorization';
import { CoinSelect, NetworkPicker } from './coin-network';

/** The label's limit is the contract's (UserCoinAddress/Create: at most 30 characters). */
const labelMax = 30;
const formSchema = authorizationSchema.extend({
  address: chainAddressSchema,
  label: z.string().trim().max(labelMax),
});
type FormValues = z.input<typeof formSchema>;

interface Entry {
  id: number;
  coin: string;
  network: string;
  address: string;
  label: string;
  createdAt: string;
  usableFrom: string;
}

/** Adds an address for a coin and network; the server checks its format and checksum. */
function AddAddressForm({
  coins,
  coin,
  network,
  onChange,
}: {
  coins: CoinConfig[];
  coin: CoinConfig | undefined;
  network: string | null;
  onChange: (next: { coin: string; network: string | null }) => void;
}) {
  const { t } = useTranslation('assets');
  const createAddress = useCreateAddress().mutateAsync;
  const { user } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { address: '', label: '', ...emptyAuthorization(user) },
  });
  const { control, handleSubmit, setError, reset, formState } = form;
  const submit = handleSubmit(async (values) => {
    if (!coin || !network) return;
    setFormError(null);
    try {
      await createAddress({
        coin: coin.coin,
        network,
        address: values.address,
        label: values.label ?? '',
        ...authorizationInput(values),
      });
      reset({ address: '', label: '', ...emptyAuthorization(user), channel: values.channel });
      void notifySuccess(t('address.added'));
    } catch (error) {
      if (isApiError(error) && error.code === errors.wrongWithdrawalAddress.code)
        setError('address', { message: t('address.invalid', { network }) });
      else
        setFormError(
          placeAuthorizationErrors(error, form, {
            wrongPin: t('withdraw.errors.wrongPin'),
            noPin: t('gate.fundPin.body'),
          }),
        );
    }
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate data-testid="address-form">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('address.add')}
          </Title>
          <CoinSelect
            coins={coins}
            value={coin?.coin ?? null}
            onChange={(c) => {
              const next = coins.find((x) => x.coin === c);
              if (next) onChange({ coin: next.coin, network: next.networks[0]?.network ?? null });
            }}
            label={t('form.coin')}
            testId="address-coin"
          />
          {coin && (
            <NetworkPicker
              label={t('form.network')}
              networks={coin.networks.map((n) => ({ network: n.network, networkName: n.networkName }))}
              value={network}
              onChange={(n) => onChange({ coin: coin.coin, network: n })}
            />
          )}
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Controller
                control={control}
                name="address"
                render={({ field, fieldState }) => (
                  <TextInput
                    label={t('address.address')}
                    {...field}
                    autoComplete="off"
                    spellCheck={false}
                    styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
                    error={
                      fieldState.error
                        ? fieldState.error.type
                          ? t('address.required')
                          : fieldState.error.message
                        : undefined
                    }
                    data-testid="address-input"
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Controller
                control={control}
                name="label"
                render={({ field, fieldState }) => (
                  <TextInput
                    label={t('address.label')}
                    description={t('address.labelHint', { count: labelMax })}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    {...field}
                    maxLength={labelMax}
                    error={fieldState.error ? t('address.labelTooLong', { count: labelMax }) : undefined}
                    data-testid="address-label"
                  />
                )}
              />
            </Grid.Col>
          </Grid>
          <AuthorizationFields form={form} testId="address" />
          <Text size="xs" c="dimmed">
            {t('address.coolOff')}
          </Text>
          {formError && (
            <Alert color="red" icon={<AlertIcon />}>
              {formError}
            </Alert>
          )}
          <Button
            type="submit"
            loading={formState.isSubmitting}
            disabled={!coin || !network}
            data-testid="address-submit"
          >
            {t('address.save')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** Deleting an entry: confirmed with the fund PIN and the second factor, as adding it was. */
function DeleteAddressForm({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { t } = useTranslation('assets');
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
          wrongPin: t('withdraw.errors.wrongPin'),
          noPin: t('gate.fundPin.body'),
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
export function AddressBook({
  coins,
  coin,
  network,
  onChange,
}: {
  coins: CoinConfig[];
  coin: CoinConfig | undefined;
  network: string | null;
  onChange: (next: { coin: string; network: string | null }) => void;
}) {
  const { t, i18n } = useTranslation('assets');
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
      header: t('history.coinNetwork'),
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
      header: t('history.actions'),
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
            loadingLabel={t('history.loading')}
            failedText={t('history.failed')}
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
