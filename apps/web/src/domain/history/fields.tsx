import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { CopyValue } from '../../components/copy-value';
import type { Column } from '../../components/record-table';
import type { CsvColumn } from '../../lib/csv';
import { useTranslation } from '../../lib/react-i18n';
import {
  amountColumn,
  coinNetworkColumn,
  type DecimalsOf,
  feeColumn,
  figureColumn,
  statusColumn,
  timeColumn,
} from './columns';
import { type CsvField, type HasFields, moneyCsvColumns } from './csv-columns';

/**
 * An address or hash, elided, with a copy button; "--" while there is none. Kept here, not in
 * columns.tsx: the copy button brings Mantine's Tooltip and floating-ui (15 kB), which the pages
 * using only the plain columns (the wallet balances of /assets) should not load.
 */
export const copyColumn = <T,>(key: string, header: string, value: (row: T) => string | null): Column<T> => ({
  key,
  header,
  cell: (r) => {
    const shown = value(r);
    return shown ? <CopyValue value={shown} short size="xs" /> : <Text size="sm">--</Text>;
  },
});

/**
 * One field of a history, declared once: its table column (when the table shows it) and its CSV
 * columns (when the export has it). The table and the export list the fields in the same order.
 */
export interface HistoryField<T> {
  column?: Column<T>;
  csv?: CsvColumn<T>[];
}

/** The table's columns and the export's columns of a history, from its fields in order. */
export function splitFields<T>(fields: HistoryField<T>[]): { columns: Column<T>[]; csv: CsvColumn<T>[] } {
  return {
    columns: fields.flatMap((f) => (f.column ? [f.column] : [])),
    csv: fields.flatMap((f) => f.csv ?? []),
  };
}

/** A table column exported under its own header as `value` (or left out of the export without). */
export const field = <T,>(column: Column<T>, value?: (row: T) => string): HistoryField<T> => ({
  column,
  csv: value ? [{ header: column.header, value }] : undefined,
});

/** A field the export has and the table does not. */
export const csvField = <T,>(header: string, value: (row: T) => string): HistoryField<T> => ({
  csv: [{ header, value }],
});

/** A field shown as plain text and exported as the same text, unless `value` says otherwise. */
export const textField = <T,>(
  key: string,
  header: string,
  text: (row: T) => string,
  options: { hideOnPhone?: boolean; nowrap?: boolean; value?: (row: T) => string } = {},
): HistoryField<T> => {
  const { value = text, ...shown } = options;
  return field({ key, header, ...shown, cell: (r) => <Text size="sm">{text(r)}</Text> }, value);
};

/** A right-aligned figure shown formatted (`shown`) and exported exact (`value`). */
export const figureField = <T,>(
  key: string,
  header: string,
  shown: (row: T) => string,
  value: (row: T) => string,
  options: { hideOnPhone?: boolean } = {},
): HistoryField<T> => field(figureColumn(key, header, shown, options), value);

/**
 * The fields money histories share, under the `money` headers: each shows in the table as the
 * columns of `columns.tsx` do and exports the record's exact value (null as an empty cell).
 */
export function useMoneyFields() {
  const { t, i18n } = useTranslation('money');
  const language = i18n.resolvedLanguage ?? 'en';
  const exported = <T,>(...names: CsvField[]) => moneyCsvColumns<T>(t, names);
  return {
    time: <T extends { createdAt: string }>(): HistoryField<T> => ({
      column: timeColumn(t('history.time'), language),
      csv: exported<T>('time'),
    }),
    /** One "coin · network" column; the export has the coin and the network apart. */
    coinNetwork: <T extends { coin: string; network: string }>(): HistoryField<T> => ({
      column: coinNetworkColumn(t('history.coinNetwork')),
      csv: exported<T>('coin', 'network'),
    }),
    coin: <T extends { coin: string }>(): HistoryField<T> =>
      textField('coin', t('history.coin'), (r) => r.coin, { hideOnPhone: true }),
    amount: <T extends { coin: string; amount: string }>(decimalsOf: DecimalsOf): HistoryField<T> => ({
      column: amountColumn(t('history.amount'), decimalsOf),
      csv: exported<T>('amount'),
    }),
    fee: <T extends { coin: string; fee: string }>(decimalsOf: DecimalsOf): HistoryField<T> => ({
      column: feeColumn(t('history.fee'), decimalsOf),
      csv: exported<T>('fee'),
    }),
    address: <T extends { address: string }>(): HistoryField<T> => ({
      column: copyColumn('address', t('history.address'), (r) => r.address),
      csv: exported<T>('address'),
    }),
    txId: <T extends { txId: string | null }>(): HistoryField<T> => ({
      column: copyColumn('txId', t('history.txId'), (r) => r.txId),
      csv: exported<T>('txId'),
    }),
    /** The status as a badge in the table, as words in the export. */
    status: <T,>(badge: (row: T) => ReactNode, words: (row: T) => string): HistoryField<T> => ({
      column: statusColumn(t('history.status'), badge),
      csv: [{ header: t('history.status'), value: words }],
    }),
    /** Fields only the export has (when it was completed or credited, the address…). */
    exportOnly: <F extends CsvField, T extends HasFields<F>>(...names: F[]): HistoryField<T> => ({
      csv: exported<T>(...names),
    }),
    /** The record's id, the last column of every export. */
    reference: <T,>(value: (row: T) => string): HistoryField<T> => csvField(t('history.reference'), value),
  };
}
