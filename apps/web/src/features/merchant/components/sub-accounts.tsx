import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Badge.css';
import {
  merchantEndpointSchemas,
  type SubMerchant,
  subMerchantBounds,
  subMerchantStatus,
} from '@coffer/contract/merchant';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Menu,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useConfirmAction } from '../../../domain/forms/confirm-action';
import { notifySuccess } from '../../../lib/overlays';
import { useTranslation } from '../../../lib/react-i18n';
import {
  useCreateSubMerchant,
  useMerchantInfo,
  useSubMerchantAction,
  useSubMerchants,
  useUpdateSubMerchant,
} from '../api/merchant';
import { DeleteDialog } from './merchant-frame';
import { MerchantTable } from './merchant-table';

const roles = ['approveRefund', 'approvePayment', 'approveTransfer'] as const;
type Draft = {
  id?: number;
  userName: string;
  emailAddress: string;
  contactName: string;
  phoneNumber: string;
  job: string;
  receiptValidMinutes: string;
  orderDisplayDays: string;
} & Record<(typeof roles)[number], boolean>;

const blank: Draft = {
  userName: '',
  emailAddress: '',
  contactName: '',
  phoneNumber: '',
  job: '',
  receiptValidMinutes: String(subMerchantBounds.receiptValidMinutes.default),
  orderDisplayDays: String(subMerchantBounds.orderDisplayDays.default),
  approveRefund: false,
  approvePayment: false,
  approveTransfer: false,
};
const draftOf = (s: SubMerchant): Draft => ({
  ...s,
  receiptValidMinutes: String(s.receiptValidMinutes),
  orderDisplayDays: String(s.orderDisplayDays),
});

function SubAccountForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('merchant');
  const create = useCreateSubMerchant();
  const update = useUpdateSubMerchant();
  const [form, setForm] = useState(draft);
  const [invalid, setInvalid] = useState<string[]>([]);
  const editing = draft.id !== undefined;
  const schema = editing
    ? merchantEndpointSchemas.subMerchantUpdate.input
    : merchantEndpointSchemas.subMerchantCreate.input;
  // A field is marked required when the contract refuses it empty (the same rule as the server's).
  const shape: Partial<Record<string, { safeParse: (v: unknown) => { success: boolean } }>> = schema.shape;
  const required = (field: string) => shape[field]?.safeParse('').success === false;
  const submit = () => {
    const parsed = schema.safeParse(form);
    if (!parsed.success) return setInvalid(parsed.error.issues.map((i) => String(i.path[0])));
    setInvalid([]);
    const input = {
      ...form,
      receiptValidMinutes: Number(form.receiptValidMinutes),
      orderDisplayDays: Number(form.orderDisplayDays),
    };
    if (editing) update.mutate({ ...input, id: draft.id as number }, { onSuccess: onDone });
    else
      create.mutate(input, {
        onSuccess: (s) => {
          void notifySuccess(t('sub.created', { email: s.emailAddress }));
          onDone();
        },
      });
  };
  const text = (
    field: Exclude<keyof Draft, 'id' | (typeof roles)[number]>,
    label: string,
    disabled = false,
  ) => (
    <TextInput
      label={t(label)}
      value={form[field]}
      disabled={disabled}
      withAsterisk={!disabled && required(field)}
      error={invalid.includes(field) ? t('sub.invalid') : undefined}
      onChange={(e) => setForm({ ...form, [field]: e.currentTarget.value })}
      data-testid={`sub-${field}`}
    />
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {text('userName', 'sub.userName')}
        {text('emailAddress', 'sub.email', editing)}
        {text('contactName', 'sub.contactName')}
        {text('phoneNumber', 'sub.phone')}
        {text('job', 'sub.job')}
        {text('receiptValidMinutes', 'sub.receiptValidMinutes')}
        {text('orderDisplayDays', 'sub.orderDisplayDays')}
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {t('sub.roles')}
        </Text>
        {roles.map((r) => (
          <Checkbox
            key={r}
            label={t(`sub.${r}`)}
            checked={form[r]}
            onChange={(e) => setForm({ ...form, [r]: e.currentTarget.checked })}
            data-testid={`sub-${r}`}
          />
        ))}
      </Stack>
      <Group justify="flex-end">
        <Button onClick={submit} loading={create.isPending || update.isPending} data-testid="sub-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The merchant's cashier accounts: list, add, edit, activate or deactivate, reset password, delete. */
export function SubAccounts() {
  const { t } = useTranslation('merchant');
  const subs = useSubMerchants();
  const info = useMerchantInfo().data;
  const action = useSubMerchantAction();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<SubMerchant | null>(null);
  const confirm = useConfirmAction();
  const activate = (s: SubMerchant) =>
    action.mutate(
      { action: 'activate', id: s.id },
      { onSuccess: () => void notifySuccess(t('sub.activated', { name: s.userName })) },
    );
  const deactivate = (s: SubMerchant) =>
    confirm.ask({
      title: t('sub.deactivateTitle'),
      body: t('sub.deactivateBody', { name: s.userName }),
      facts: [
        { label: t('sub.userName'), value: s.userName },
        { label: t('sub.email'), value: s.emailAddress },
      ],
      confirmLabel: t('sub.deactivate'),
      run: () => action.mutateAsync({ action: 'deactivate', id: s.id }),
      // The back office's calls say their refusal themselves: the dialog only closes.
      onError: () => null,
      done: t('sub.deactivated', { name: s.userName }),
    });
  const reset = (s: SubMerchant) =>
    action.mutate(
      { action: 'reset', id: s.id },
      { onSuccess: () => void notifySuccess(t('sub.resetDone', { email: s.emailAddress })) },
    );
  return (
    <Stack>
      {confirm.dialog}
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          {info?.subMerchantMax != null
            ? t('sub.limit', { count: info.subMerchantCount, max: info.subMerchantMax })
            : ''}
        </Text>
        <Button onClick={() => setEditing(blank)} data-testid="sub-add">
          {t('sub.add')}
        </Button>
      </Group>
      <MerchantTable
        rows={subs.data?.items}
        isError={subs.isError}
        empty={t('sub.empty')}
        testId="sub-accounts"
        columns={[
          { label: t('sub.userName') },
          { label: t('sub.email'), visibleFrom: 'sm' },
          { label: t('sub.roles'), visibleFrom: 'md' },
          { label: t('sub.status') },
          { label: t('common.actions') },
        ]}
        row={(s) => {
          const active = s.status === subMerchantStatus.members.active;
          return (
            <Table.Tr key={s.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {s.userName}
                </Text>
                <Text size="xs" c="dimmed">
                  UID {s.uid}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{s.emailAddress}</Table.Td>
              <Table.Td visibleFrom="md">
                {roles
                  .filter((r) => s[r])
                  .map((r) => t(`sub.${r}`))
                  .join(', ') || '—'}
              </Table.Td>
              <Table.Td>
                <Badge color={active ? 'teal' : 'gray'} variant="light">
                  {t(active ? 'sub.active' : 'sub.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <Button size="compact-sm" variant="subtle" data-testid={`sub-actions-${s.id}`}>
                      {t('common.actions')}
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => setEditing(draftOf(s))}>{t('common.edit')}</Menu.Item>
                    <Menu.Item
                      onClick={() => (active ? deactivate(s) : activate(s))}
                      data-testid={`sub-${active ? 'deactivate' : 'activate'}-${s.id}`}
                    >
                      {t(active ? 'sub.deactivate' : 'sub.activate')}
                    </Menu.Item>
                    <Menu.Item onClick={() => reset(s)}>{t('sub.resetPassword')}</Menu.Item>
                    <Menu.Item color="red" onClick={() => setDeleting(s)}>
                      {t('common.delete')}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t(editing?.id === undefined ? 'sub.add' : 'sub.edit')}
        centered
        size="lg"
      >
        {editing && <SubAccountForm draft={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <DeleteDialog
        title={t('sub.deleteTitle')}
        body={deleting && t('sub.deleteBody', { name: deleting.userName })}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          action.mutate({ action: 'delete', id: deleting.id }, { onSuccess: () => setDeleting(null) })
        }
        pending={action.isPending}
        testId="sub-delete-confirm"
      />
    </Stack>
  );
}
