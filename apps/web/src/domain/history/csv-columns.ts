import type { CsvColumn } from '../../lib/csv';
import { useTranslation } from '../../lib/react-i18n';

/** The fields every money export shares: each is a property of the record, under one header. */
const fieldProps = {
  time: 'createdAt',
  coin: 'coin',
  network: 'network',
  amount: 'amount',
  fee: 'fee',
  address: 'address',
  txId: 'txId',
  completedAt: 'completedAt',
  creditedAt: 'creditedAt',
} as const;
type FieldProps = typeof fieldProps;
export type CsvField = keyof FieldProps;

/** A record that has the properties the fields `F` read (text, or null for "not yet"). */
type HasFields<F extends CsvField> = { [K in F as FieldProps[K]]: string | null };

/**
 * The columns of a money history's CSV export that are the same everywhere: `fields('time',
 * 'coin')` reads `createdAt` and `coin` under their shared headers (null as an empty cell), and
 * `reference` is the record's id, the last column of every export. Headers are in `money`.
 */
export function useMoneyCsv<T>() {
  const { t } = useTranslation('money');
  const headers: Record<CsvField, string> = {
    time: t('history.time'),
    coin: t('history.coin'),
    network: t('history.network'),
    amount: t('history.amount'),
    fee: t('history.fee'),
    address: t('history.address'),
    txId: t('history.txId'),
    completedAt: t('history.completedAt'),
    creditedAt: t('history.creditedAt'),
  };
  return {
    fields: <F extends CsvField>(...fields: F[]): CsvColumn<T & HasFields<F>>[] =>
      fields.map((field) => ({
        header: headers[field],
        value: (row: HasFields<F>) => (row as Record<string, string | null>)[fieldProps[field]] ?? '',
      })),
    reference: (value: (row: T) => string): CsvColumn<T> => ({ header: t('history.reference'), value }),
  };
}

/** The coin, network and amount columns every money history's CSV has, in that order. */
export function useCoinAmountCsv<
  T extends { coin: string; network: string; amount: string },
>(): CsvColumn<T>[] {
  return useMoneyCsv<T>().fields('coin', 'network', 'amount');
}
