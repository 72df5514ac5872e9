import { Group, Stack, Text } from '@mantine/core';
import { figureField, type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { ChoiceFilter, DateRangeFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type FiatRecord, type FiatRecordFilter, fiatRecordList } from '../api/cash-records';
import { failureReasonKey, fiatRecordTypeKey, fiatRecordTypes } from '../model/fiat-record-type';

/** A signed movement: "+250.00 EUR", "−101.00 EUR" (a true minus sign, as the orders show). */
const signed = (r: FiatRecord) => {
  const out = r.amount.startsWith('-');
  const size = formatAmount(out ? r.amount.slice(1) : r.amount, { decimals: 2 });
  return `${out ? '−' : '+'}${size} ${r.currency}`;
};

/** "Withdraw", or "Withdraw · fee" for the fee's part of a withdrawal. */
const recordTypeText = (t: (key: string) => string, r: FiatRecord) => {
  const type = t(`cash:${fiatRecordTypeKey[r.recordType] ?? 'record.unknown'}`);
  return r.fee ? `${type} · ${t('cash:records.fee')}` : type;
};

function useRecordFields(): HistoryField<FiatRecord>[] {
  const { t } = useTranslation(['cash', 'money']);
  const fields = useMoneyFields();
  const typeText = (r: FiatRecord) => recordTypeText(t, r);
  const reasonText = (r: FiatRecord) =>
    r.failureReason ? t(`cash:${failureReasonKey(r.failureReason)}`) : '';
  return [
    fields.time(),
    textField('type', t('cash:records.type'), typeText, { hideOnPhone: true }),
    textField('currency', t('cash:common.currency'), (r) => r.currency, { hideOnPhone: true }),
    figureField('amount', t('money:history.amount'), signed, (r) => r.amount, { hideOnPhone: true }),
    {
      column: {
        key: 'order',
        header: t('cash:records.order'),
        cell: (r: FiatRecord) => (
          // Stretched, not aligned: the lines follow the cell's own alignment (right on a phone card).
          <Stack gap={2}>
            <Text size="sm" ff="monospace">
              {r.orderId ? r.orderId.slice(0, 8) : '--'}
            </Text>
            {r.failureReason && (
              <Text size="xs" c="dimmed" data-testid="cash-record-reason">
                {reasonText(r)}
              </Text>
            )}
          </Stack>
        ),
      },
      csv: [
        { header: t('cash:records.order'), value: (r) => r.orderId ?? '' },
        { header: t('cash:records.reason'), value: reasonText },
      ],
    },
    fields.reference((r) => r.id),
  ];
}

/** The fiat records: every movement of the cash account, typed (§4), filtered, paged, exported. */
export function FiatRecords({ currencies }: { currencies: readonly string[] }) {
  const { t } = useTranslation(['cash', 'money']);
  const texts = useHistoryTexts(t('cash:records.title'), t('cash:records.empty'));
  const { filter, refine, paging } = useHistoryPaging<FiatRecordFilter, FiatRecord>(fiatRecordList);
  const fields = useRecordFields();
  return (
    <HistoryPanel
      texts={texts}
      testId="cash-records"
      fields={fields}
      filters={<RecordFilters currencies={currencies} filter={filter} onChange={refine} />}
      {...paging}
      rowKey={(r) => r.id}
      phoneTitle={(r) => ({
        title: `${recordTypeText(t, r)} · ${r.currency}`,
        amount: signed(r),
      })}
    />
  );
}

function RecordFilters({
  currencies,
  filter,
  onChange,
}: {
  currencies: readonly string[];
  filter: FiatRecordFilter;
  onChange: (change: Partial<FiatRecordFilter>) => void;
}) {
  const { t } = useTranslation(['cash', 'money']);
  return (
    <Group gap="sm" align="flex-end">
      <ChoiceFilter
        label={t('cash:records.type')}
        allLabel={t('cash:records.allTypes')}
        choices={fiatRecordTypes.map((value) => ({ value, label: t(`cash:${fiatRecordTypeKey[value]}`) }))}
        value={filter.type}
        onChange={(type) => onChange({ type })}
        w={170}
        testId="cash-records-type"
      />
      <ChoiceFilter
        label={t('cash:common.currency')}
        allLabel={t('cash:orders.allCurrencies')}
        choices={currencies.map((c) => ({ value: c, label: c }))}
        value={filter.currency}
        onChange={(currency) => onChange({ currency })}
        w={150}
        testId="cash-records-currency"
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} testId="cash-records" />
    </Group>
  );
}
