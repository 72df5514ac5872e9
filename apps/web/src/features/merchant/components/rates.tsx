import type { MerchantRate } from '@coffer/contract/merchant';
import { Alert, Button, type ComboboxItem, Group, Modal, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AlertIcon } from '../../../components/icons';
import { SelectField } from '../../../domain/forms/form-fields';
import { AmountField } from '../../../domain/money/amount-input';
import { currencyName, pricingCurrenciesQueryOptions } from '../../../domain/money/legal-currencies';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { useDeleteRate, useRates, useSettlementCoins } from '../api/merchant';
import { type RateDraft, useRateForm } from '../model/use-rate-form';
import { DeleteDialog } from './merchant-frame';
import { MerchantTable } from './merchant-table';

/** A rate is kept to 8 decimals (1 USD = 0.00001052 BTC reads in full). */
const rateDecimals = 8;
const blank: RateDraft = { legalCurrency: 'USD', collectionCurrency: 'USDT', rate: '' };

/** A rate: the legal and the collection currency picked from those supported, the rate as an amount. */
function RateForm({ draft, onDone }: { draft: RateDraft; onDone: () => void }) {
  const { t, i18n } = useTranslation('merchant');
  const language = i18n.resolvedLanguage ?? 'en';
  const coins = useSettlementCoins().data ?? [];
  const legal = useQuery(pricingCurrenciesQueryOptions()).data ?? [];
  const state = useRateForm(draft, onDone);
  const { form, message, reference } = state;
  const collection = form.watch('collectionCurrency');
  const picker = (name: 'legalCurrency' | 'collectionCurrency', label: string, data: ComboboxItem[]) => (
    <SelectField
      control={form.control}
      name={name}
      message={message}
      label={label}
      data={data}
      testId={name === 'legalCurrency' ? 'rate-legal' : 'rate-collection'}
    />
  );
  return (
    <form onSubmit={state.submit} noValidate data-testid="rate-form">
      <Stack>
        {picker(
          'legalCurrency',
          t('rate.legal'),
          legal.map((c) => ({
            value: c.currency,
            label: `${c.currency} · ${currencyName(c.currency, language, c.name)}`,
          })),
        )}
        {picker(
          'collectionCurrency',
          t('rate.collection'),
          coins.map((c) => ({ value: c.coin, label: `${c.coin} · ${c.name}` })),
        )}
        <AmountField
          control={form.control}
          name="rate"
          label={t('rate.rate')}
          decimals={rateDecimals}
          coin={collection}
          message={message}
          description={
            state.noReference
              ? t('rate.noReference')
              : reference
                ? t('rate.reference', { rate: reference, legal: form.watch('legalCurrency'), collection })
                : undefined
          }
          testId="rate-value"
        />
        {state.problem && (
          <Alert color="red" icon={<AlertIcon />}>
            {state.problem}
          </Alert>
        )}
        <Group justify="flex-end">
          {reference && (
            <Button variant="subtle" onClick={state.useReference} data-testid="rate-use-reference">
              {t('rate.useReference')}
            </Button>
          )}
          <Button type="submit" loading={form.formState.isSubmitting} data-testid="rate-save">
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The merchant's rates: add, edit, delete (MerchantRateSetting/*). */
export function Rates() {
  const { t, i18n } = useTranslation('merchant');
  const rates = useRates();
  const remove = useDeleteRate();
  const [editing, setEditing] = useState<RateDraft | null>(null);
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
