import { fiatRecordType } from '@coffer/contract/cash';
import { figureField, type HistoryField, textField, useMoneyFields } from '../../../domain/history/fields';
import { ChoiceFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type GlobalMove, type MoveFilter, moveList } from '../api/global-account';

const money = (value: string, currency: string) => `${formatAmount(value, { decimals: 2 })} ${currency}`;

/** A move's record type in the cash area's words (§4: fiat-to-global, global-to-fiat). */
const typeText = (t: (key: string) => string, m: GlobalMove) =>
  t(
    m.recordType === fiatRecordType.members.fiatToGlobal
      ? 'cash:record.fiatToGlobal'
      : 'cash:record.globalToFiat',
  );

function useMoveFields(): HistoryField<GlobalMove>[] {
  const { t } = useTranslation(['global-account', 'money', 'cash']);
  const fields = useMoneyFields();
  return [
    fields.time(),
    textField('type', t('moves.type'), (m) => typeText(t, m)),
    figureField(
      'amount',
      t('money:history.amount'),
      (m) => money(m.amount, m.currency),
      (m) => m.amount,
      {
        hideOnPhone: true,
      },
    ),
    figureField(
      'fee',
      t('money:history.fee'),
      (m) => money(m.fee, m.currency),
      (m) => m.fee,
      { hideOnPhone: true },
    ),
    figureField(
      'net',
      t('moves.net'),
      (m) => money(m.net, m.currency),
      (m) => m.net,
      { hideOnPhone: true },
    ),
    fields.reference((m) => m.id),
  ];
}

/** The moves between the cash account and the global account, newest first, paged and exported. */
export function MoveList({ currencies }: { currencies: readonly string[] }) {
  const { t } = useTranslation(['global-account', 'money', 'cash']);
  const texts = useHistoryTexts(t('moves.title'), t('moves.empty'));
  const { filter, refine, paging } = useHistoryPaging<MoveFilter, GlobalMove>(moveList);
  const fields = useMoveFields();
  return (
    <HistoryPanel
      texts={texts}
      testId="global-moves"
      fields={fields}
      filters={
        <ChoiceFilter
          label={t('common.currency')}
          allLabel={t('common.allCurrencies')}
          choices={currencies.map((c) => ({ value: c, label: c }))}
          value={filter.currency}
          onChange={(currency) => refine({ currency: currency as MoveFilter['currency'] })}
          w={150}
          testId="global-moves-currency"
        />
      }
      {...paging}
      rowKey={(m) => m.id}
      phoneTitle={(m) => ({ title: typeText(t, m), amount: money(m.amount, m.currency) })}
    />
  );
}
