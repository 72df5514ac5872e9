import { type MerchantRate, merchantEndpointSchemas } from '@coffer/contract/merchant';
import { Button, Group, Modal, Select, Stack, Table, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { referenceRate, useDeleteRate, useRates, useSaveRate, useSettlementCoins } from '../api/merchant';
import { DeleteDialog } from './merchant-frame';
import { MerchantTable } from './merchant-table';

interface Draft {
  id?: number;
  legalCurrency: string;
  collectionCurrency: string;
  rate: string;
}
const blank: Draft = { legalCurrency: 'USD', collectionCurrency: 'USDT', rate: '' };

function RateForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('merchant');
  const coins = useSettlementCoins().data ?? [];
  const save = useSaveRate();
  const [form, setForm] = useState(draft);
  const [invalid, setInvalid] = useState<string[]>([]);
  const [reference, setReference] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setReference(undefined);
    if (form.legalCurrency.length >= 2 && form.collectionCurrency)
      referenceRate(form.legalCurrency, form.collectionCurrency).then(
        (r) => live && setReference(r.rate),
        () => live && setReference(null),
      );
    return () => {
      live = false;
    };
  }, [form.legalCurrency, form.collectionCurrency]);
  const submit = () => {
    const parsed = merchantEndpointSchemas.rateCreate.input.safeParse(form);
    if (!parsed.success) return setInvalid(parsed.error.issues.map((i) => String(i.path[0])));
    save.mutate({ ...parsed.data, ...(form.id === undefined ? {} : { id: form.id }) }, { onSuccess: onDone });
  };
  const error = (field: string) => (invalid.includes(field) ? t('sub.invalid') : undefined);
  return (
    <Stack>
      <TextInput
        label={t('rate.legal')}
        value={form.legalCurrency}
        error={error('legalCurrency')}
        onChange={(e) => setForm({ ...form, legalCurrency: e.currentTarget.value.toUpperCase() })}
        data-testid="rate-legal"
      />
      <Select
        label={t('rate.collection')}
        data={coins.map((c) => ({ value: c.coin, label: `${c.coin} · ${c.name}` }))}
        value={form.collectionCurrency}
        error={error('collectionCurrency')}
        onChange={(v) => setForm({ ...form, collectionCurrency: v ?? '' })}
        data-testid="rate-collection"
        allowDeselect={false}
      />
      <TextInput
        label={t('rate.rate')}
        inputMode="decimal"
        value={form.rate}
        error={error('rate')}
        onChange={(e) => setForm({ ...form, rate: e.currentTarget.value.trim() })}
        description={
          reference === null
            ? t('rate.noReference')
            : reference
              ? t('rate.reference', { rate: reference })
              : undefined
        }
        data-testid="rate-value"
      />
      <Group justify="flex-end">
        {reference && (
          <Button variant="subtle" onClick={() => setForm({ ...form, rate: reference })}>
            {reference}
          </Button>
        )}
        <Button onClick={submit} loading={save.isPending} data-testid="rate-save">
          {t('common.save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The merchant's rates: add, edit, delete (MerchantRateSetting/*). */
export function Rates() {
  const { t, i18n } = useTranslation('merchant');
  const rates = useRates();
  const remove = useDeleteRate();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [deleting, setDeleting] = useState<MerchantRate | null>(null);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button onClick={() => setEditing(blank)} data-testid="rate-add">
          {t('rate.add')}
        </Button>
      </Group>
      <MerchantTable
        rows={rates.data}
        isError={rates.isError}
        empty={t('rate.empty')}
        testId="rates"
        columns={[
          { label: t('rate.legal') },
          { label: t('rate.collection') },
          { label: t('rate.rate'), ta: 'right' },
          { label: t('rate.updated'), visibleFrom: 'sm' },
          { label: t('common.actions') },
        ]}
        row={(r) => (
          <Table.Tr key={r.id}>
            <Table.Td>{r.legalCurrency}</Table.Td>
            <Table.Td>{r.collectionCurrency}</Table.Td>
            <Table.Td ta="right">{r.rate}</Table.Td>
            <Table.Td visibleFrom="sm">{formatDateTime(r.updatedAt, i18n.language)}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <Button size="compact-sm" variant="subtle" onClick={() => setEditing(r)}>
                  {t('common.edit')}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => setDeleting(r)}>
                  {t('common.delete')}
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('rate.add')} centered>
        {editing && <RateForm draft={editing} onDone={() => setEditing(null)} />}
      </Modal>
      <DeleteDialog
        title={t('rate.deleteTitle')}
        body={
          deleting &&
          t('rate.deleteBody', {
            legal: deleting.legalCurrency,
            rate: deleting.rate,
            collection: deleting.collectionCurrency,
          })
        }
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        pending={remove.isPending}
        testId="rate-delete-confirm"
      />
    </Stack>
  );
}
