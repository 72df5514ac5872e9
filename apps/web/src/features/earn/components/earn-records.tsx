import { earnRecordType } from '@coffer/contract/earn';
import { Group } from '@mantine/core';
import { figureField, type HistoryField, textField } from '../../../domain/history/fields';
import { ChoiceFilter, DateRangeFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { StatusBadge } from '../../../domain/money/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/react-i18n';
import { type EarnRecord, type EarnRecordFilter, earnRecordList } from '../api/earn';
import { amountText } from '../model/product-terms';
import { recordTypeKeys, recordTypes, redemptionStatusView } from '../model/statuses';

function useRecordFields(decimalsOf: (asset: string) => number): HistoryField<EarnRecord>[] {
  const { t, i18n } = useTranslation(['earn', 'money']);
  const language = i18n.resolvedLanguage ?? 'en';
  const typeText = (r: EarnRecord) => t(`earn:${recordTypeKeys[r.type] ?? 'records.type.subscribe'}`);
  const statusOf = (r: EarnRecord) =>
    r.redemptionStatus === null ? undefined : redemptionStatusView[r.redemptionStatus];
  return [
    textField('time', t('money:history.time'), (r) => formatDateTime(r.at, language), { value: (r) => r.at }),
    textField('type', t('money:history.type'), typeText),
    textField('asset', t('money:history.coin'), (r) => r.asset, { hideOnPhone: true }),
    figureField(
      'amount',
      t('money:history.amount'),
      (r) => amountText(r.asset, decimalsOf(r.asset), r.amount),
      (r) => r.amount,
      { hideOnPhone: true },
    ),
    textField('day', t('earn:records.day'), (r) => r.day ?? '--', { value: (r) => r.day ?? '' }),
    {
      column: {
        key: 'status',
        header: t('money:history.status'),
        cell: (r: EarnRecord) => {
          const view = statusOf(r);
          return view ? <StatusBadge color={view.color}>{t(`earn:${view.key}`)}</StatusBadge> : '--';
        },
      },
      csv: [
        {
          header: t('money:history.status'),
          value: (r: EarnRecord) => {
            const view = statusOf(r);
            return view ? t(`earn:${view.key}`) : '';
          },
        },
      ],
    },
    textField('position', t('earn:records.position'), (r) => r.positionId, {
      hideOnPhone: true,
      nowrap: true,
    }),
  ];
}

/** Subscriptions, redemptions and interest days, filtered by kind, asset and days, paged, with CSV. */
export function EarnRecords({
  assets,
  decimalsOf,
}: {
  assets: string[];
  decimalsOf: (asset: string) => number;
}) {
  const { t } = useTranslation(['earn', 'money']);
  const texts = useHistoryTexts(t('earn:records.title'), t('earn:records.empty'));
  const { filter, refine, paging } = useHistoryPaging<EarnRecordFilter, EarnRecord>(earnRecordList);
  const fields = useRecordFields(decimalsOf);
  const signed = (r: EarnRecord) => (r.type === earnRecordType.members.subscribe ? '−' : '+');
  return (
    <HistoryPanel
      texts={texts}
      testId="earn-records"
      fields={fields}
      filters={
        <Group gap="sm" align="flex-end">
          <ChoiceFilter
            label={t('money:history.type')}
            allLabel={t('earn:records.allTypes')}
            choices={recordTypes.map((value) => ({ value, label: t(`earn:${recordTypeKeys[value]}`) }))}
            value={filter.type}
            onChange={(type) => refine({ type })}
            w={160}
            testId="earn-records-type"
          />
          <ChoiceFilter
            label={t('money:history.coin')}
            allLabel={t('earn:records.allAssets')}
            choices={assets.map((a) => ({ value: a, label: a }))}
            value={filter.asset}
            onChange={(asset) => refine({ asset })}
            w={140}
            testId="earn-records-asset"
          />
          <DateRangeFilter from={filter.from} to={filter.to} onChange={refine} testId="earn-records" />
        </Group>
      }
      {...paging}
      rowKey={(r) => r.recordId}
      phoneTitle={(r) => ({
        title: `${t(`earn:${recordTypeKeys[r.type] ?? ''}`)} · ${r.asset}`,
        amount: `${signed(r)}${amountText(r.asset, decimalsOf(r.asset), r.amount)}`,
      })}
    />
  );
}
