import type { ConvertPairConfig, ConvertSide, ExchangeStatus } from '@coffer/contract/convert';
import { Group } from '@mantine/core';
import type { ComponentProps } from 'react';
import { figureColumn, statusColumn } from '../../../domain/history/columns';
import {
  csvField,
  field,
  figureField,
  type HistoryField,
  textField,
  useMoneyFields,
} from '../../../domain/history/fields';
import { ChoiceFilter, CoinFilter, DateRangeFilter } from '../../../domain/history/filters';
import { HistoryPanel } from '../../../domain/history/history-panel';
import { useHistoryPaging } from '../../../domain/history/paged-list';
import { useHistoryTexts } from '../../../domain/history/use-history-texts';
import { formatAmount } from '../../../domain/money/format-amount';
import { useTranslation } from '../../../lib/react-i18n';
import { type ConvertOrderFilter, useConvertPairs } from '../api/convert';
import { convertibleCoins, decimalsIn } from '../model/pairs';
import { exchangeStatuses, exchangeStatusView } from '../model/status';
import { ExchangeStatusBadge } from './exchange-status-badge';

/** The filters both exchange lists (conversions, limit orders) share: coin, status and days. */
export function ExchangeFilters({
  pairs,
  filter,
  onChange,
  testId,
}: {
  pairs: ConvertPairConfig[];
  filter: ConvertOrderFilter;
  onChange: (change: Partial<ConvertOrderFilter>) => void;
  testId: string;
}) {
  const { t } = useTranslation(['convert', 'money']);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <CoinFilter
        coins={convertibleCoins(pairs).map((coin) => ({ coin, name: coin }))}
        value={filter.coin}
        onChange={(coin) => onChange({ coin })}
      />
      <ChoiceFilter<ExchangeStatus>
        label={t('history.status')}
        allLabel={t('money:filters.allStatuses')}
        choices={exchangeStatuses.map((s) => ({ value: s, label: t(exchangeStatusView(s).key) }))}
        value={filter.status}
        onChange={(status) => onChange({ status })}
      />
      <DateRangeFilter from={filter.from} to={filter.to} onChange={onChange} testId={testId} />
    </Group>
  );
}

/** What both exchange lists' rows (a conversion, a limit order) have in common. */
interface ExchangeRow {
  createdAt: string;
  symbol: string;
  side: ConvertSide;
  fromCoin: string;
  toCoin: string;
  fromAmount: string;
  toAmount: string | null;
}

/** An amount with its coin, cut to the coin's decimals ("--" while there is none). */
type AmountText = (value: string | null, coin: string) => string;

/**
 * The fields both exchange lists begin with: when, which pair (left off the phone card) and what
 * was paid; the export adds the side and the coin paid in.
 */
export function useExchangeLeadFields<R extends ExchangeRow>(amount: AmountText): HistoryField<R>[] {
  const { t } = useTranslation(['convert', 'money']);
  const money = useMoneyFields();
  return [
    money.time(),
    textField('pair', t('history.pair'), (r) => `${r.fromCoin} → ${r.toCoin}`, {
      hideOnPhone: true,
      value: (r) => r.symbol,
    }),
    csvField(t('history.side'), (r) => t(`side.${r.side}`)),
    csvField(t('history.paidCoin'), (r) => r.fromCoin),
    figureField(
      'paid',
      t('history.paid'),
      (r) => amount(r.fromAmount, r.fromCoin),
      (r) => r.fromAmount,
    ),
  ];
}

/** What was received (left off the phone card); the export has the coin and the amount apart. */
export function useExchangeReceivedField<R extends ExchangeRow>(amount: AmountText): HistoryField<R> {
  const { t } = useTranslation('convert');
  return {
    column: figureColumn('received', t('history.received'), (r) => amount(r.toAmount, r.toCoin), {
      hideOnPhone: true,
    }),
    csv: [
      { header: t('history.receivedCoin'), value: (r) => r.toCoin },
      { header: t('history.received'), value: (r) => r.toAmount ?? '' },
    ],
  };
}

/** Where the exchange stands: a badge in the table, its words in the export. */
export function useExchangeStatusField<R extends { status: ExchangeStatus }>(): HistoryField<R> {
  const { t } = useTranslation('convert');
  return field(
    statusColumn(t('history.status'), (r) => <ExchangeStatusBadge status={r.status} />),
    (r) => t(exchangeStatusView(r.status).key),
  );
}

/** A paged exchange list as useHistoryPaging reads it (conversions, limit orders). */
type ExchangeSource<R> = Parameters<typeof useHistoryPaging<ConvertOrderFilter, R>>[0];

/**
 * What both exchange lists are made of: the pairs, the filter and paging, an amount in a coin, the
 * price of a row in its pair's quote coin, and the fields they share.
 */
export function useExchangeHistory<R extends ExchangeRow & { status: ExchangeStatus }>(
  source: ExchangeSource<R>,
) {
  const pairs = useConvertPairs().data ?? [];
  const { filter, refine, paging } = useHistoryPaging<ConvertOrderFilter, R>(source);
  const decimalsOf = decimalsIn(pairs);
  const amount: AmountText = (value, coin) =>
    value === null ? '--' : `${formatAmount(value, { decimals: decimalsOf(coin) })} ${coin}`;
  const priceIn = (r: R, price: string) => {
    const pair = pairs.find((p) => p.symbol === r.symbol);
    return `${formatAmount(price, { decimals: pair?.priceDecimals ?? 8, style: 'limit' })} ${r.symbol.split('/')[1] ?? ''}`;
  };
  const shared = {
    lead: useExchangeLeadFields<R>(amount),
    received: useExchangeReceivedField<R>(amount),
    status: useExchangeStatusField<R>(),
  };
  return { pairs, filter, refine, paging, amount, priceIn, shared };
}

/**
 * An exchange list's panel: its texts (`<words>.title`, `<words>.empty`), the shared filters and a
 * phone card titled by the pair; the export's file is `coffer-<testId>`.
 */
export function ExchangeHistoryPanel<R extends ExchangeRow>({
  history: { pairs, filter, refine, paging },
  words,
  testId,
  phoneAmount,
  ...panel
}: {
  history: {
    pairs: ConvertPairConfig[];
    filter: ConvertOrderFilter;
    refine: (change: Partial<ConvertOrderFilter>) => void;
    paging: ReturnType<typeof useHistoryPaging<ConvertOrderFilter, R>>['paging'];
  };
  words: { title: string; empty: string };
  testId: string;
  /** The amount on a phone card. */
  phoneAmount: (row: R) => string;
} & Pick<ComponentProps<typeof HistoryPanel<R>>, 'fields' | 'rowKey'>) {
  const texts = useHistoryTexts(words.title, words.empty);
  return (
    <HistoryPanel
      texts={texts}
      testId={testId}
      filters={<ExchangeFilters pairs={pairs} filter={filter} onChange={refine} testId={testId} />}
      {...paging}
      {...panel}
      phoneTitle={(r) => ({ title: `${r.fromCoin} → ${r.toCoin}`, amount: phoneAmount(r) })}
    />
  );
}
