import type { ConvertPairConfig, ConvertSide, ExchangeStatus } from '@coffer/contract/convert';
import { Group } from '@mantine/core';
import { figureColumn, statusColumn } from '../../../domain/history/columns';
import {
  csvField,
  field,
  figureField,
  type HistoryField,
  textField,
  useMoneyFields,
} from '../../../domain/history/fields';
import { CoinFilter, DateRangeFilter, NumberChoiceFilter } from '../../../domain/history/filters';
import { useTranslation } from '../../../lib/react-i18n';
import type { ConvertOrderFilter } from '../api/convert';
import { convertibleCoins } from '../model/pairs';
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
      <NumberChoiceFilter<ExchangeStatus>
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
