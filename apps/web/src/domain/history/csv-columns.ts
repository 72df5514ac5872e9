import type { TFunction } from 'i18next';
import type { CsvColumn } from '../../lib/csv';

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
export type HasFields<F extends CsvField> = { [K in F as FieldProps[K]]: string | null };

/**
 * The export columns of the shared fields `names`: `['time', 'coin']` reads `createdAt` and `coin`
 * under their headers `history.time` and `history.coin` (`t` is in `money`); null is an empty cell.
 */
export function moneyCsvColumns<T>(t: TFunction, names: readonly CsvField[]): CsvColumn<T>[] {
  return names.map((name) => ({
    header: t(`history.${name}`),
    value: (row: T) => (row as Record<string, string | null>)[fieldProps[name]] ?? '',
  }));
}
